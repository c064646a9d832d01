import Foundation
import Testing
import ChatImport
import StrictJSON
import Transcript

@Suite("Telegram, Discord and Slack exports")
struct JSONExportTests {
    /// The note for one custom emoji the transcript has no emoji for.
    static let customReaction = "dropped 1 reaction that is not Unicode emoji (custom emoji, Slack names this version does not know) "
        + "or past 20 on a message"

    @Test func telegramResultJSON() throws {
        let imported = try Samples.transcript(.telegram, "telegram/result.json", options: ImportOptions(me: "Ann Example"))
        #expect(Samples.lines(imported.transcript) == [
            "-- 5 January 2023",
            "** Ann Example called",
            "ann-example 14:03 Did you see the park? #2 (edited)",
            "bo-sample 14:04 Yes, twice! See https://example.com re:2 {❤️ ×2; 👍 ann-example}",
            "ann-example 14:05 This one [telegram/photos/photo_1@05-01-2023_14-05-00.jpg] (forwarded)",
            "-- 6 January 2023",
            "bo-sample 09:41 😍",
            "bo-sample 09:42 📷 Photo",
        ])
        #expect(imported.transcript.participants.map(\.side) == [.outgoing, .incoming])
        #expect(imported.transcript.theme == .telegram)
        #expect(imported.notes == ["1 sticker shown as its emoji or name: no still image in the export, or has text or a reply", Self.customReaction])
        let formatted = imported.transcript.messages.compactMap(\.bubble).first { !$0.entities.isEmpty }
        #expect(formatted?.entities == [TextEntity(type: .bold, offset: 5, length: 5), TextEntity(type: .link, offset: 16, length: 19)])
    }

    @Test func discordChatExporterJSON() throws {
        let imported = try Samples.transcript(.discord, "discord/general.json")
        #expect(Samples.lines(imported.transcript) == [
            "-- 5 January 2023",
            "** Bo joined the server",
            "ann 14:03 Did you see the park, @Bo? #1002 {❤️ ×3; 👍 bo}",
            "bo 14:04 Yes! Here:|📎 notes.pdf [discord/general.json_Files/cat-5F3A.png] re:1002",
        ])
        #expect(imported.notes == ["dropped 1 text entity: transcript v1 has no such keys yet",
                                   Self.customReaction.replacing("1 reaction that is", with: "2 reactions that are")])
        #expect(imported.transcript.messages.compactMap(\.bubble).first?.entities == [TextEntity(type: .bold, offset: 12, length: 8)])
    }

    @Test func anAbsoluteAttachmentPathIntoTheExportIsWrittenRelativeToTheTranscript() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("discord-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("media"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = folder.appendingPathComponent("media/cat.png")
        try FileManager.default.copyItem(atPath: Samples.path("discord/general.json_Files/cat-5F3A.png"), toPath: image.path)
        let file = folder.appendingPathComponent("general.json")
        try Data(#"{"messages": [{"timestamp": "2023-01-05T14:03:09+00:00", "author": {"id": "1", "name": "a"}, "attachments": [{"url": "\#(image.path)", "fileName": "cat.png"}]}]}"#.utf8).write(to: file)
        let chat = try ChatImporter.read(.discord, at: file.path)
        let imported = try ChatImporter.transcript(from: chat, format: .discord, source: file.path, imagesRelativeTo: folder.path,
                                                   options: ImportOptions())
        #expect(imported.transcript.messages.last?.bubble?.image == "media/cat.png")
        #expect(imported.notes.isEmpty)
    }

    @Test func slackChannelFolder() throws {
        let imported = try Samples.transcript(.slack, "slack/general", options: ImportOptions(me: "U02BO"))
        #expect(Samples.lines(imported.transcript) == [
            "-- 5 January 2023",
            "** @Bo Sample has joined the channel",
            "ann 14:03 Did you see the park, @Bo Sample? <3 #1672927389.000200 {❤️ bo-sample; 👍🏼 ann,bo-sample}",
            "bo-sample 14:04 Yes, see the map re:1672927389.000200",
            "-- 6 January 2023",
            "bo-sample 09:41 📎 park.jpg",
        ])
        #expect(imported.transcript.participants.map(\.side) == [.incoming, .outgoing])
        #expect(imported.notes == ["dropped 2 text entities: transcript v1 has no such keys yet", Self.customReaction])
    }

    /// Reactions become the transcript's: emoji with a text default get U+FE0F, the same emoji
    /// is merged, who reacted is kept only when every one of them is a participant, and past
    /// the limit of 20 they are counted in the note.
    @Test func reactionsAreMappedMergedAndLimited() throws {
        let date = try #require(ChatDate(iso: "2023-01-05T14:03:00"))
        var reactions = [
            ImportedChat.Reaction(emoji: "❤", count: 1, authors: ["a"]),
            ImportedChat.Reaction(emoji: "❤️", count: 1, authors: ["b"]),
            ImportedChat.Reaction(emoji: "👍", count: 2, authors: ["a", "stranger"]),
            ImportedChat.Reaction(emoji: "👍", count: 1, authors: ["b"]),
            ImportedChat.Reaction(emoji: "😂", count: 3, authors: ["a"]),
            ImportedChat.Reaction(emoji: "pepe", count: 4),
            ImportedChat.Reaction(emoji: "🔥", count: 0),
        ]
        let more = ["🍕", "🍔", "🍟", "🌭", "🍿", "🥓", "🥚", "🍳", "🧇", "🥞", "🧈", "🍞", "🥐", "🥨", "🥯", "🥖", "🧀", "🥗", "🥙"]
        reactions += more.map { ImportedChat.Reaction(emoji: $0, count: 1) }
        let chat = ImportedChat(authors: [.init(key: "a", name: "Ann"), .init(key: "b", name: "Bo")], entries: [
            .init(date: date, content: .message(author: "a", text: "hi", attachment: nil)),
            .init(date: date, content: .message(author: "b", text: "yo", attachment: nil), reactions: reactions),
        ])
        let imported = try ChatImporter.transcript(from: chat, format: .telegram, source: "x.json", imagesRelativeTo: ".", options: ImportOptions())
        let kept = try #require(imported.transcript.messages.last?.bubble?.reactions)
        #expect(kept.count == 20)
        #expect(kept.prefix(3) == [Reaction(emoji: "❤️", senders: .participants(["ann", "bo"])), Reaction(emoji: "👍", senders: .count(3)),
                                   Reaction(emoji: "😂", senders: .count(3))])
        #expect(kept.last?.emoji == "🧀")
        #expect(imported.notes == [Self.customReaction.replacing("1 reaction that is", with: "6 reactions that are")])
    }

    /// A reply answers the kept message with its export id, which becomes that message's
    /// `id`; a reply to an id the chat does not hold is counted, and only the first message
    /// with an id is answered.
    @Test func repliesAnswerTheMessageWithTheExportsID() throws {
        let date = try #require(ChatDate(iso: "2023-01-05T14:03:00"))
        func entry(_ author: String, _ text: String, id: String? = nil, replyTo: String? = nil) -> ImportedChat.Entry {
            .init(date: date, content: .message(author: author, text: text, attachment: nil), id: id, replyTo: replyTo)
        }
        let chat = ImportedChat(authors: [.init(key: "a", name: "Ann"), .init(key: "b", name: "Bo")], entries: [
            entry("a", "first", id: "7"),
            entry("b", "second", id: "8"),
            entry("b", "again", id: "7"),
            entry("a", "to first", id: "9", replyTo: "7"),
            entry("b", "to a deleted one", replyTo: "3"),
            entry("a", "to first too", replyTo: "7"),
        ])
        let imported = try ChatImporter.transcript(from: chat, format: .discord, source: "x.json", imagesRelativeTo: ".", options: ImportOptions())
        #expect(Samples.lines(imported.transcript) == [
            "-- 5 January 2023",
            "ann 14:03 first #7",
            "bo 14:03 second",
            "bo 14:03 again",
            "ann 14:03 to first re:7",
            "bo 14:03 to a deleted one",
            "ann 14:03 to first too re:7",
        ])
        #expect(imported.notes == ["1 reply answers a message the transcript does not hold: drawn without a quote"])
        let text = imported.transcript.jsonText
        #expect(try Transcript.decode(from: Data(text.utf8), file: "x.json", baseDirectory: Samples.folder).messages
                == imported.transcript.messages)
    }

    @Test func aSlackExportOfSeveralChannelsAsksForOne() throws {
        #expect {
            _ = try ChatImporter.read(.slack, at: Samples.path("slack"))
        } throws: { error in
            String(describing: error).hasSuffix("slack: an export of 2 channels (general, random): give one channel's folder, like "
                + Samples.path("slack") + "/general")
        }
    }

    @Test func datesAndLastPickPartOfTheChat() throws {
        let day = ChatDate(year: 2023, month: 1, day: 5, hour: 23, minute: 59, second: 60)
        let imported = try Samples.transcript(.telegram, "telegram/result.json", options: ImportOptions(to: day, last: 2))
        #expect(Samples.lines(imported.transcript) == [
            "-- 5 January 2023",
            "bo-sample 14:04 Yes, twice! See https://example.com {❤️ ×2; 👍 ann-example}",
            "ann-example 14:05 This one [telegram/photos/photo_1@05-01-2023_14-05-00.jpg] (forwarded)",
        ])
        #expect(imported.notes.contains("1 reply answers a message the transcript does not hold: drawn without a quote"),
                "the answered message is before the last 2")
        let from = ChatDate(year: 2023, month: 1, day: 6)
        let later = try Samples.transcript(.telegram, "telegram/result.json", options: ImportOptions(from: from))
        #expect(later.transcript.participants.map(\.id) == ["bo-sample"])
        #expect(later.notes == ["1 sticker shown as its emoji or name: no still image in the export, or has text or a reply"])
    }

    @Test func meNamesSomeoneWhoWrote() throws {
        #expect {
            _ = try Samples.transcript(.telegram, "telegram/result.json", options: ImportOptions(me: "Ann Exampel"))
        } throws: { error in
            String(describing: error) == #"--me: nobody named "Ann Exampel" wrote in this chat; did you mean "Ann Example"? (authors: "Ann Example", "Bo Sample")"#
        }
    }

    @Test func theTranscriptIsValidAndTheSameEachTime() throws {
        for (format, name) in [(ChatFormat.telegram, "telegram/result.json"), (.discord, "discord/general.json"), (.slack, "slack/general"),
                               (.whatsapp, "whatsapp/ios-en-US.txt")] {
            let text = try Samples.transcript(format, name).transcript.jsonText
            #expect(text == (try Samples.transcript(format, name).transcript.jsonText))
            let decoded = try Transcript.decode(from: Data(text.utf8), file: name, baseDirectory: Samples.folder)
            #expect(decoded.messages == (try Samples.transcript(format, name).transcript.messages))
        }
    }

    /// The error of importing `json` as `format`.
    private func problem(_ format: ChatFormat, _ json: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            _ = try ChatImporter.read(format, at: file.path)
            return "no error"
        } catch {
            return error.description.replacingOccurrences(of: file.path, with: "FILE")
        }
    }

    @Test func malformedJSONExportsNameThePath() throws {
        #expect(try problem(.telegram, #"{"messages": [{"type": "message", "date": "yesterday"}]}"#)
                == #"FILE: messages[0].date: expected a date like 2023-01-05T14:03:00, found "yesterday" (line 1, column 43)"#)
        #expect(try problem(.telegram, #"{"name": "x"}"#) == #"FILE: missing required key "messages" (line 1, column 1)"#)
        #expect(try problem(.telegram, #"{"chats": {"list": []}}"#).hasPrefix("FILE: this is a whole-account export"))
        #expect(try problem(.telegram, #"{"messages": [}"#) == "FILE:1:15: unexpected '}', expected a value")
        #expect(try problem(.discord, #"{"messages": [{"timestamp": "2023-01-05T14:03:09+00:00", "author": {"name": 3}}]}"#)
                == "FILE: messages[0].author.name: expected a string, found a number (line 1, column 77)")
        #expect(try problem(.discord, #"{"messages": [{"timestamp": "2023-01-05T14:03:09+00:00", "author": {"id": "1", "name": "a"}, "reactions": [{"count": "x"}]}]}"#)
                .hasPrefix(#"FILE: messages[0].reactions[0].count: expected a whole number, found "x""#))
    }

    @Test func slackTimestampsAreUTC() throws {
        #expect(ChatDate(unixSeconds: 1_672_927_389)?.description == "2023-01-05T14:03:09")
        #expect(ChatDate(unixSeconds: 0)?.description == "1970-01-01T00:00:00")
        #expect(ChatDate(unixSeconds: 951_782_400)?.description == "2000-02-29T00:00:00")
        #expect(ChatDate(unixSeconds: -1)?.description == "1969-12-31T23:59:59")
        #expect(ChatDate(iso: "2023-01-05T14:03:09.123+01:00")?.description == "2023-01-05T14:03:09")
        #expect(ChatDate(iso: "2023-02-29T14:03") == nil)
    }
}
