import Foundation
import Testing
@testable import ChatImport

/// A DiscordChatExporter JSON export made without markdown processing keeps Discord's tokens in
/// `content`: channels, roles, custom emoji and times become what the app shows, and a thread's
/// first message that repeats the message the thread started from is not shown twice.
@Suite("Discord tokens")
struct DiscordTokensTests {
    /// The export: channel `general` (id 200) in a thread-less server, one author with the role
    /// `Moderators` (id 300), sent at 21:40 on 3 February 2024 in UTC+1.
    private static func export(_ messages: String) -> String {
        #"""
        {"guild": {"id": "100", "name": "Friends", "iconUrl": "https://cdn.discordapp.com/embed/avatars/0.png"},
         "channel": {"id": "200", "type": "GuildTextChat", "categoryId": "150", "category": "Text Channels", "name": "general", "topic": null},
         "dateRange": {"after": null, "before": null}, "exportedAt": "2024-02-04T10:00:00+01:00",
         "messages": [\#(messages)], "messageCount": 1}
        """#
    }

    private static func message(_ id: String, _ content: String, type: String = "Default", extra: String = "") -> String {
        #"""
        {"id": "\#(id)", "type": "\#(type)", "timestamp": "2024-02-03T21:40:00.123+01:00", "timestampEdited": null,
         "callEndedTimestamp": null, "isPinned": false, "content": "\#(content)",
         "author": {"id": "500", "name": "ann", "discriminator": "0000", "nickname": "Ann", "color": "#1ABC9C", "isBot": false,
                    "roles": [{"id": "300", "name": "Moderators", "color": "#1ABC9C", "position": 2}],
                    "avatarUrl": "https://cdn.discordapp.com/embed/avatars/1.png"},
         "attachments": [], "embeds": [], "stickers": [], "reactions": [],
         "mentions": [{"id": "600", "name": "bo", "discriminator": "0000", "nickname": "Bo", "color": null, "isBot": false, "avatarUrl": ""}]
         \#(extra)}
        """#
    }

    private func imported(_ messages: String) throws -> ImportedTranscript {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("discord-tokens-\(UUID().uuidString).json")
        try Data(Self.export(messages).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let chat = try ChatImporter.read(.discord, at: file.path)
        return try ChatImporter.transcript(from: chat, format: .discord, source: file.path, imagesRelativeTo: ".", options: ImportOptions())
    }

    private func text(_ content: String) throws -> String {
        try #require(imported(Self.message("1", content)).transcript.messages.compactMap(\.bubble).first?.text)
    }

    @Test func mentionsOfChannelsRolesAndUsersShowNames() throws {
        #expect(try text("<@&300> see <#200> and <#999>, <@!600> <@&301>") == "@Moderators see #general and #deleted-channel, @Bo @deleted-role")
        #expect(try text("in <#150>") == "in #Text Channels")
    }

    @Test func customEmojiShowTheirNameOrTheStandardEmoji() throws {
        #expect(try text("gg <:pepe_laugh:1139473522716934144> <a:party_blob:880000000000000001> <:thumbsup:12345>")
                == "gg :pepe_laugh: :party_blob: 👍")
    }

    @Test(arguments: [
        ("t", "23:40"), ("T", "23:40:00"), ("d", "03/02/2024"), ("D", "3 February 2024"),
        ("f", "3 February 2024 23:40"), ("F", "Saturday, 3 February 2024 23:40"), ("R", "in 2 hours"),
    ])
    func timesTakeTheExportersZoneAndEachStyle(style: String, shown: String) throws {
        #expect(try text("<t:1707000000:\(style)>") == shown)
    }

    @Test func timesWithoutAStyleAndRelativeTimesInThePast() throws {
        #expect(try text("<t:1707000000>") == "3 February 2024 23:40")
        #expect(try text("since <t:1706733600:R>, until <t:1706992770:R>") == "since 3 days ago, until a few seconds ago")
        #expect(try text("<t:1707000000:Q> <t:x:R> <#abc>") == "<t:1707000000:Q> <t:x:R> <#abc>")
    }

    @Test func tokensInCodeStayAsWritten() throws {
        #expect(try text("`<#200>` <#200>") == "<#200> #general")
    }

    @Test func aThreadsFirstMessageIsNotRepeated() throws {
        let result = try imported([
            Self.message("1", "Plans for Saturday?"),
            Self.message("2", "Saturday plans", type: "ThreadCreated"),
            Self.message("3", "", type: "ThreadStarterMessage",
                         extra: #", "reference": {"messageId": "1", "channelId": "200", "guildId": "100"}"#),
            Self.message("4", "", type: "ThreadStarterMessage",
                         extra: #", "reference": {"messageId": "77", "channelId": "201", "guildId": "100"}"#),
            Self.message("5", "Hike?"),
        ].joined(separator: ","))
        #expect(Samples.lines(result.transcript) == [
            "-- 3 February 2024", "ann 21:40 Plans for Saturday?", "** Ann started a thread: Saturday plans", "ann 21:40 Hike?",
        ])
        #expect(result.notes == ["dropped 2 text entities: transcript v1 has no such keys yet"], "the mentions of Bo")
    }
}
