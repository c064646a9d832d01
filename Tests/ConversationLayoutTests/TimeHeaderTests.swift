import Foundation
import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// iMessage's centred time headers: where they go, what they say, and the times they take
/// from under the bubbles.
@Suite("time headers")
struct TimeHeaderTests {
    private func transcript(_ json: String) throws -> Transcript {
        try Transcript.decode(from: json, file: "t.json")
    }

    /// A chat of `times` from ann and me in turn, with `extra` top-level keys.
    private func chat(_ times: [String], theme: String = "imessage", extra: String = "") throws -> Transcript {
        let messages = times.enumerated().map { index, time in
            #"{"from": "\#(index % 2 == 0 ? "ann" : "me")", "text": "m\#(index)", "time": "\#(time)"}"#
        }
        return try transcript("""
            {"theme": "\(theme)", \(extra) "participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [\(messages.joined(separator: ", "))]}
            """)
    }

    /// The headers of the rows, as "day|time" before the index of the message they head.
    private func headers(_ rows: [RowSpec]) -> [Int: String] {
        var found: [Int: String] = [:]
        for row in rows {
            if case .timeHeader(let header) = row.kind { found[row.index] = "\(header.day)|\(header.time)" }
        }
        return found
    }

    @Test func clockTimesAreReadAsTheyAreWritten() {
        #expect(ClockTime("9:41")?.minutes == 9 * 60 + 41)
        #expect(ClockTime("09:41")?.minutes == 9 * 60 + 41)
        #expect(ClockTime(" 21:07:33 ")?.minutes == 21 * 60 + 7)
        #expect(ClockTime("9:41 PM")?.minutes == 21 * 60 + 41)
        #expect(ClockTime("9:41\u{202F}p.m.")?.minutes == 21 * 60 + 41)
        #expect(ClockTime("12:05 am")?.minutes == 5)
        #expect(ClockTime("12:05 PM")?.minutes == 12 * 60 + 5)
        for text in ["Delivered", "Read 09:44", "24:00", "9:60", "13:00 PM", "0:15 AM", "9:4", "941", "9:41 tomorrow", ""] {
            #expect(ClockTime(text) == nil, "\(text)")
        }
    }

    @Test func aLabelEndingInATimeSplitsIntoDayAndTime() throws {
        let yesterday = try #require(ClockTime.split("Yesterday 22:14"))
        #expect(yesterday.day == "Yesterday" && yesterday.time == "22:14")
        let today = try #require(ClockTime.split("Today 9:41 AM"))
        #expect(today.day == "Today" && today.time == "9:41 AM" && today.clock.minutes == 9 * 60 + 41)
        let alone = try #require(ClockTime.split("09:12"))
        #expect(alone.day.isEmpty && alone.time == "09:12")
        #expect(ClockTime.split("Today") == nil)
        #expect(ClockTime.split("5 January 2023") == nil)
    }

    /// At the top, after an hour or more, and where a time goes back (a new day); not after
    /// a shorter gap, and not twice in a row.
    @Test func headersGoAtTheTopAfterAnHourAndAtANewDay() throws {
        let rows = RowSpec.rows(of: try chat(["09:41", "09:44", "10:40", "10:44", "11:44", "08:00"]))
        // The chat crosses midnight once: the days before are yesterday and today.
        #expect(headers(rows) == [0: "Yesterday|09:41", 4: "Yesterday|11:44", 5: "Today|08:00"])
    }

    /// A separator names the day of the headers after it and stands for a header itself.
    @Test func aSeparatorNamesTheDayAndIsAHeader() throws {
        let chat = try transcript("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"separator": "5 January 2023"}, {"from": "ann", "text": "a", "time": "09:41"},
                          {"from": "me", "text": "b", "time": "11:02"},
                          {"separator": "Today 09:12"}, {"from": "ann", "text": "c", "time": "09:12"},
                          {"from": "me", "text": "d", "time": "10:30"}]}
            """)
        #expect(headers(RowSpec.rows(of: chat)) == [2: "5 January 2023|11:02", 5: "Today|10:30"])
    }

    /// WhatsApp, Telegram and LINE write a date chip's day alone; iMessage's separator keeps
    /// its time, as its headers show one.
    @Test func dateChipsLeaveTheTimeOutInTheLooksThatDo() throws {
        func separators(_ theme: String) throws -> [String] {
            let chat = try transcript("""
                {"theme": "\(theme)", "participants": {"me": {"side": "outgoing"}, "ann": {}},
                 "messages": [{"separator": "Yesterday 18:02"}, {"from": "ann", "text": "a", "time": "18:02"},
                              {"separator": "9:41 AM"}, {"separator": "5 January 2023"}]}
                """)
            return RowSpec.rows(of: chat).compactMap { row in
                if case .separator(let text) = row.kind { return text }
                return nil
            }
        }
        for theme in ["whatsapp", "whatsapp-android", "telegram", "talk"] {
            #expect(try separators(theme) == ["Yesterday", "9:41 AM", "5 January 2023"], "\(theme)")
        }
        for theme in ["imessage", "plain"] {
            #expect(try separators(theme) == ["Yesterday 18:02", "9:41 AM", "5 January 2023"], "\(theme)")
        }
    }

    @Test func theDayWordsAreTheTranscriptsLabels() throws {
        let chat = try chat(["23:50", "00:10"], extra: #""labels": {"today": "Heute", "yesterday": "Gestern"},"#)
        #expect(headers(RowSpec.rows(of: chat)) == [0: "Gestern|23:50", 1: "Heute|00:10"])
    }

    /// Only a look with headers inserts them; `"timeHeaders"` turns them off or on.
    @Test func theLookAndTheTranscriptDecide() throws {
        #expect(headers(RowSpec.rows(of: try chat(["09:41"]))) == [0: "Today|09:41"])
        #expect(headers(RowSpec.rows(of: try chat(["09:41"], theme: "whatsapp"))).isEmpty)
        #expect(headers(RowSpec.rows(of: try chat(["09:41"], extra: #""timeHeaders": false,"#))).isEmpty)
        #expect(headers(RowSpec.rows(of: try chat(["09:41"], theme: "talk", extra: #""timeHeaders": true,"#))) == [0: "Today|09:41"])
    }

    /// A header parts a sender's run; inside a run the bubbles keep the look's small gap, no
    /// time between them.
    @Test func runsKeepTheirSmallGapsAndAHeaderPartsThem() throws {
        let chat = try transcript("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "ann", "text": "a", "time": "09:41"}, {"from": "ann", "text": "b", "time": "09:42"},
                          {"from": "ann", "text": "c", "time": "11:00"}]}
            """)
        let theme = ConversationTheme.resolved(for: chat)
        let rows = RowSpec.rows(of: chat, theme: theme)
        #expect(rows.map(\.index) == [0, 0, 1, 2, 2])
        #expect(rows[1].isFirstInRun && !rows[1].isLastInRun)
        #expect(rows[2].isLastInRun && rows[2].spacing(after: rows[1], theme: theme) == 2)
        #expect(rows[4].isFirstInRun, "the header parts the run")
        let layout = TranscriptLayout(transcript: chat, file: "t.json", theme: theme, texts: FixedTexts(), images: MissingImages())
        let texts = try rows.flatMap { spec throws(Diagnostic) in try layout.row(spec).texts.map(\.string) }
        #expect(texts == ["Today", "09:41", "a", "b", "Today", "11:00", "c"], "times only in the headers")
    }

    /// The header's day is bold and its time regular; a separator that ends in a time is
    /// drawn the same way, in a look with headers.
    @Test func theDayIsBoldAndTheTimeRegular() throws {
        let chat = try transcript("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"separator": "Yesterday 22:14"}, {"from": "ann", "text": "a", "time": "23:30"}]}
            """)
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FontTexts(), images: MissingImages())
        let rows = try RowSpec.rows(of: chat).map { spec throws(Diagnostic) in try layout.row(spec) }
        let fonts = rows.prefix(2).map { $0.texts.map { "\($0.string):\($0.bold ? "bold" : "regular")" } }
        #expect(fonts == [["Yesterday:bold", "22:14:regular"], ["Yesterday:bold", "23:30:regular"]])
        // Centred as one line, the day before the time.
        let origins = rows[0].items.compactMap { item -> Double? in
            if case .text(_, let origin, _) = item { return origin.x }
            return nil
        }
        #expect(origins.count == 2 && origins[0] < origins[1])
        let width = 8.0 * Double("Yesterday22:14".count) + 3
        #expect(abs(origins[0] - (chat.width - width) / 2) <= 0.5)
    }

    /// What is not a clock time ("Delivered", as receipts were written before `status`) stays
    /// under the bubble; with `"timeHeaders": false` every time does.
    @Test func otherTimesStayUnderTheBubble() throws {
        func labels(_ extra: String) throws -> [String] {
            let chat = try transcript("""
                {\(extra) "participants": {"me": {"side": "outgoing"}, "ann": {}},
                 "messages": [{"from": "me", "text": "a", "time": "Delivered"}, {"from": "ann", "text": "b", "time": "09:41"}]}
                """)
            let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
            return try RowSpec.rows(of: chat).flatMap { spec throws(Diagnostic) in try layout.row(spec).texts.map(\.string) }
        }
        #expect(try labels("") == ["a", "Delivered", "Today", "09:41", "b"])
        #expect(try labels(#""timeHeaders": false,"#) == ["a", "Delivered", "b", "09:41"])
    }

    /// The receipt under the last message sent still says when it was read.
    @Test func theReceiptKeepsItsTime() throws {
        let chat = try transcript("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "me", "text": "a", "time": "09:40", "status": "delivered"},
                          {"from": "me", "text": "b", "time": "09:44", "status": "read"}]}
            """)
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
        let texts = try RowSpec.rows(of: chat).flatMap { spec throws(Diagnostic) in try layout.row(spec).texts.map(\.string) }
        #expect(texts == ["Today", "09:40", "a", "b", "Read 09:44"])
    }
}

/// Texts of 8 points a character on one line 20 points tall, remembering the font they were
/// asked in.
struct FontTexts: TextMeasuring {
    struct Text: MeasuredText {
        let extents: (logical: Rect, ink: Rect)
        let string: String
        let font: TextFont
        var firstLineExtents: Rect? { extents.logical }
        var lastLineExtents: Rect? { extents.logical }
        /// Whether the font asked is bold.
        var bold: Bool {
            if case .sized(_, weight: .bold, italic: _) = font { true } else { false }
        }
    }

    func text(_ string: String, font: TextFont, maxWidth: Double?, language: String?, centred: Bool) throws(Unreadable) -> Text {
        let box = Rect(x: 0, y: 0, width: 8 * Double(string.count), height: 20)
        return Text(extents: (box, box), string: string, font: font)
    }
}
