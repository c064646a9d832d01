import Foundation
import Testing
import ChatImport
import Transcript

/// Every kind of message a Telegram Desktop export holds is drawn, or counted by kind in the
/// note: locations, venues, contacts, polls, checklists, dice, games and invoices as cards;
/// giveaways, paid media, unsupported and empty messages counted.
@Suite("Telegram's kinds of message")
struct TelegramKindsTests {
    @Test func everyKindIsDrawnOrCounted() throws {
        let imported = try Samples.transcript(.telegram, "telegram-kinds/result.json", options: ImportOptions(me: "Ann Example"))
        #expect(Samples.lines(imported.transcript) == [
            "-- 1 March 2023",
            "ann-example 10:00 Your flight TP1350 boards at 09:10 (forwarded)",
            "ann-example 10:01 Seats 14A and 14B (forwarded)",
            "bo-sample 10:02 [location 38.710786|-9.142529]",
            "bo-sample 10:03 [location Live Location|38.7139|-9.1334]",
            "ann-example 10:04 [location Miradouro de Santa Luzia|Largo de Santa Luzia, Lisboa|38.7119|-9.1302]",
            "bo-sample 10:05 [contact Cy Placeholder|+351 912 000 111]",
            "ann-example 10:06 [poll Dinner where?|Alfama 6*|Belém (tram 15) 2|Cais do Sodré 0|8 voters]",
            "bo-sample 10:07 [generic 📋|Packing|☐ Passports|☐ Chargers]",
            "ann-example 10:09 [generic 🎯|6]",
            "bo-sample 10:10 [generic 🎮|Lumberjack|Chop the tree, dodge the branches]",
            "tour-bot 10:11 [generic 🧾|Sintra day tour|Two seats, pick-up at 08:30|129.50 EUR]",
            "tour-bot 10:12 [generic 🧾|Tokyo add-on|1500 JPY]",
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

    /// A closed poll without votes keeps its state; a poll without answers or question still
    /// makes a card the transcript reader accepts.
    @Test func pollsWithoutVotesOrAnswers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("telegram-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("result.json")
        try Data(#"""
            {"messages": [{"id": 1, "type": "message", "date": "2023-03-01T10:00:00", "from": "Ann", "from_id": "user1",
              "poll": {"question": "Which beach?", "closed": true, "total_voters": 0,
                       "answers": [{"text": "Cascais", "voters": 0, "chosen": false}]}, "text": "", "text_entities": []},
              {"id": 2, "type": "message", "date": "2023-03-01T10:01:00", "from": "Ann", "from_id": "user1",
              "poll": {"question": " ", "closed": false, "total_voters": 0, "answers": []}, "text": "", "text_entities": []}]}
            """#.utf8).write(to: file)
        let chat = try ChatImporter.read(.telegram, at: file.path)
        let imported = try ChatImporter.transcript(from: chat, format: .telegram, source: file.path, imagesRelativeTo: folder.path,
                                                   options: ImportOptions())
        #expect(Samples.lines(imported.transcript).dropFirst() == ["ann 10:00 [poll Which beach?|Cascais 0|0 voters|closed]",
                                                                   "ann 10:01 [poll Poll|— 0|0 voters]"])
    }
}
