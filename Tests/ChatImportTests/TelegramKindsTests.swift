import Foundation
import Testing
import ChatImport
import Transcript

/// Every kind of message a Telegram Desktop export holds is drawn, or counted by kind in the
/// note: locations, venues, contacts, polls, checklists, dice, games and invoices as the lines
/// of text a transcript draws; giveaways, paid media, unsupported and empty messages counted.
@Suite("Telegram's kinds of message")
struct TelegramKindsTests {
    @Test func everyKindIsDrawnOrCounted() throws {
        let imported = try Samples.transcript(.telegram, "telegram-kinds/result.json", options: ImportOptions(me: "Ann Example"))
        #expect(Samples.lines(imported.transcript) == [
            "-- 1 March 2023",
            "ann-example 10:00 Your flight TP1350 boards at 09:10 (forwarded)",
            "ann-example 10:01 Seats 14A and 14B (forwarded)",
            "bo-sample 10:02 📍 Location|38.710786, -9.142529",
            "bo-sample 10:03 📍 Live location|38.7139, -9.1334",
            "ann-example 10:04 📍 Miradouro de Santa Luzia|Largo de Santa Luzia, Lisboa",
            "bo-sample 10:05 👤 Cy Placeholder|+351 912 000 111",
            "ann-example 10:06 📊 Dinner where?|75% Alfama|25% Belém (tram 15)|0% Cais do Sodré|8 votes",
            "bo-sample 10:07 📋 Packing|☐ Passports|☐ Chargers",
            "ann-example 10:09 🎯 6",
            "bo-sample 10:10 🎮 Lumberjack|Chop the tree, dodge the branches",
            "tour-bot 10:11 🧾 Sintra day tour|Two seats, pick-up at 08:30|129.50 EUR",
            "tour-bot 10:12 🧾 Tokyo add-on|1500 JPY",
            "tour-bot 10:13 Behind the scenes",
        ])
        #expect(imported.notes == ["left out 1 empty message, 1 giveaway, 1 paid media post and 1 unsupported message: "
            + "a transcript cannot draw them"])
    }

    @Test func forwardedFromKeepsTheOriginsName() throws {
        let imported = try Samples.transcript(.telegram, "telegram-kinds/result.json")
        let forwarded = imported.transcript.messages.compactMap(\.bubble).filter(\.forwarded)
        #expect(forwarded.map(\.forwardedFrom) == ["TAP Air Portugal", nil])
        let json = imported.transcript.jsonText
        #expect(json.contains(#""forwardedFrom": "TAP Air Portugal""#))
        #expect(try Transcript.decode(from: Array(json.utf8), file: "x.json", baseDirectory: Samples.folder).messages
                == imported.transcript.messages)
    }

    /// What the part asked for leaves out is not counted: the unsupported message before the
    /// first dated one counts with that one.
    @Test func thePartAskedForCountsOnlyWhatItHolds() throws {
        let from = try #require(ChatDate(iso: "2023-03-01T10:06:00"))
        let to = try #require(ChatDate(iso: "2023-03-01T10:07:30"))
        let imported = try Samples.transcript(.telegram, "telegram-kinds/result.json", options: ImportOptions(from: from, to: to))
        #expect(Samples.lines(imported.transcript).count == 3)
        #expect(imported.notes.isEmpty)
    }

    /// A closed poll says so, and a poll nobody voted in has no votes.
    @Test func aClosedPollWithoutVotes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("telegram-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("result.json")
        try Data(#"""
            {"messages": [{"id": 1, "type": "message", "date": "2023-03-01T10:00:00", "from": "Ann", "from_id": "user1",
              "poll": {"question": "Which beach?", "closed": true, "total_voters": 0,
                       "answers": [{"text": "Cascais", "voters": 0, "chosen": false}]}, "text": "", "text_entities": []}]}
            """#.utf8).write(to: file)
        let chat = try ChatImporter.read(.telegram, at: file.path)
        let imported = try ChatImporter.transcript(from: chat, format: .telegram, source: file.path, imagesRelativeTo: folder.path,
                                                   options: ImportOptions())
        #expect(imported.transcript.messages.last?.bubble?.text == "📊 Which beach?\n0% Cascais\nNo votes · Final results")
    }
}
