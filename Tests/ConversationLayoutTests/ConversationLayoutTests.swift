import Foundation
import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

@Suite("conversation layout")
struct ConversationLayoutTests {
    private func transcript(_ json: String) throws -> Transcript {
        try Transcript.decode(from: json, file: "t.json")
    }

    @Test func runsCarryOneTailWhereTheStyleWantsIt() throws {
        let chat = try transcript("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "ann", "text": "a"}, {"from": "ann", "text": "b"}, {"from": "ann", "text": "c"},
                          {"from": "me", "text": "d"}, {"separator": "Now"}, {"from": "me", "text": "e"}]}
            """)
        let rows = RowSpec.rows(of: chat)
        let tails = { (style: BubbleStyle) in rows.map { $0.kind.isSeparator ? "|" : ($0.hasTail(style) ? "T" : "-") }.joined() }
        #expect(tails(.imessage) == "--TT|T")
        #expect(tails(.whatsapp) == "T--T|T")
        #expect(tails(.talk) == "T--T|T")
        #expect(tails(.plain) == "----|-")
        #expect(rows.allSatisfy { !$0.showsName && !$0.showsAvatar }, "two people: no names, no avatars")
    }

    @Test func groupChatsNameTheFirstAndShowTheAvatarOnTheLast() throws {
        let chat = try transcript("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {}, "bob": {}},
             "messages": [{"from": "ann", "text": "a"}, {"from": "ann", "text": "b"}, {"from": "bob", "text": "c"}, {"from": "me", "text": "d"}]}
            """)
        let rows = RowSpec.rows(of: chat)
        #expect(rows.map(\.showsName) == [true, false, true, false])
        #expect(rows.map(\.showsAvatar) == [false, true, true, false])
        #expect(rows.map(\.reservesAvatarColumn) == [true, true, true, false])
    }

    @Test func rowsAreLaidOutWithAnyTextEngine() throws {
        let chat = try transcript("""
            {"layoutDirection": "rtl", "participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "ann", "text": "abc"}, {"from": "me", "text": "d"}]}
            """)
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
        let row = try layout.row(RowSpec.rows(of: chat)[0])
        guard case .bubble(let bubble, let origin) = row.items.first else {
            Issue.record("no bubble")
            return
        }
        #expect(bubble.content.size == Size(width: 24, height: 20), "three characters of 8 points, one line of 20")
        #expect(origin.x + bubble.bounds.maxX > 380, "incoming bubble on the right")
        #expect(bubble.fill == ConversationTheme.standard(.imessage, appearance: .light).colors.incoming)
    }

    @Test func anImageThatCannotBeMeasuredNamesItsJSONPath() throws {
        let chat = try transcript("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {"avatar": "ann.png"}, "bob": {}},
             "messages": [{"from": "bob", "image": "dog.png"}, {"from": "ann", "text": "hi"}]}
            """)
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
        let rows = RowSpec.rows(of: chat)
        for (row, path, message) in [(0, "messages[0].image", "dog.png: no such file"), (1, "participants.ann.avatar", "ann.png: no such file")] {
            do {
                _ = try layout.row(rows[row])
                Issue.record("row \(row) laid out")
            } catch {
                #expect(error.path?.description == path)
                #expect(error.message == message)
            }
        }
    }

    @Test func pagesSplitAtRowBoundaries() {
        let pages = Pagination.pages(heights: [40, 40, 40, 40, 40], spacings: [0, 10, 10, 10, 10], padding: 12, maxHeight: 150)
        #expect(pages.map(\.rows) == [0..<2, 2..<4, 4..<5])
        #expect(pages.map(\.height) == [114, 114, 64])
        #expect(pages.allSatisfy { $0.height <= 150 })
        let tall = Pagination.pages(heights: [10, 500, 10], spacings: [0, 5, 5], padding: 12, maxHeight: 100)
        #expect(tall.map(\.rows) == [0..<1, 1..<2, 2..<3])
        #expect(Pagination.pages(heights: [], spacings: [], padding: 12, maxHeight: 100) == [Pagination.Page(rows: 0..<0, height: 24)])
        // A separator (row 1) never ends a page: it moves on with the message after it.
        let kept = Pagination.pages(heights: [40, 20, 40, 40], spacings: [0, 10, 10, 10], keepWithNext: [false, true, false, false],
                                    padding: 12, maxHeight: 100)
        #expect(kept.map(\.rows) == [0..<1, 1..<3, 3..<4])
        #expect(kept.map(\.height) == [64, 94, 64])
    }

}

extension RowSpec.Kind {
    var isSeparator: Bool {
        if case .separator = self { return true }
        return false
    }
}

/// Texts of 8 points a character on one line 20 points tall: layout without Pango.
private struct FixedTexts: TextMeasuring {
    struct Text: MeasuredText {
        let extents: (logical: Rect, ink: Rect)
        var lastLineExtents: Rect? { extents.logical }
    }

    func text(_ string: String, font: TextFont, maxWidth: Double?, language: String?, centred: Bool) throws(Unreadable) -> Text {
        let box = Rect(x: 0, y: 0, width: 8 * Double(string.count), height: 20)
        return Text(extents: (box, box))
    }
}

/// Image files that are never there.
private struct MissingImages: ImageMeasuring {
    func image(_ path: String) throws(Unreadable) -> MessageImage {
        throw Unreadable(description: "\(path): no such file")
    }
}

private struct Unreadable: Error, CustomStringConvertible {
    let description: String
}
