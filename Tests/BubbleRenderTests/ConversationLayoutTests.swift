import Foundation
import Testing
import BubbleGeometry
import Transcript
@testable import BubbleRender

@Suite("conversation layout")
struct ConversationLayoutTests {
    private func transcript(_ json: String) throws -> Transcript {
        try Transcript.decode(from: json, file: "t.json")
    }

    @Test func aTextWrapsTheSameWithAndWithoutTheTail() throws {
        let text = "Sure, I can bring the board game tonight"
        let renderer = try BubbleRenderer()
        // Just wide enough for one line in a bubble without the tail (16 points of insets) but
        // not with it (20): the widths must not decide the wrapping.
        let natural = try renderer.textBubble(text: text, options: BubbleOptions(maxWidth: 4000)).content.size.width
        for style in [BubbleStyle.imessage, .whatsapp] {
            let options = BubbleOptions(style: style, maxWidth: natural + 18)
            let tailed = try renderer.textBubble(text: text, options: options)
            var tailless = options
            tailless.hasTail = false
            #expect(tailed.content.size == (try renderer.textBubble(text: text, options: tailless)).content.size, "\(style)")
        }
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

    @Test func rightToLeftLayoutsMirrorPlacementButKeepColours() throws {
        let chat = try transcript("""
            {"layoutDirection": "rtl", "participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "ann", "text": "a"}, {"from": "me", "text": "b"}]}
            """)
        let rows = RowSpec.rows(of: chat)
        #expect(rows.map(\.side) == [.incoming, .outgoing])
        #expect(rows.map(\.placement) == [.outgoing, .incoming])
        let layout = try ConversationLayout(transcript: chat, file: "t.json", renderer: BubbleRenderer())
        let row = try layout.row(rows[0])
        guard case .bubble(let bubble, let origin) = row.items.first else {
            Issue.record("no bubble")
            return
        }
        #expect(origin.x + bubble.bounds.maxX > 380, "incoming bubble on the right")
        #expect(bubble.fill == ConversationTheme.standard(.imessage, appearance: .light).colors.incoming)
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

    @Test func pagePathsAreNumberedOnlyWhenThereAreSeveral() {
        #expect(OutputFormat.png.pagePaths(for: "out/chat.png", count: 1) == ["out/chat.png"])
        #expect(OutputFormat.png.pagePaths(for: "out/chat.png", count: 3) == ["out/chat-1.png", "out/chat-2.png", "out/chat-3.png"])
        #expect(OutputFormat.pdf.pagePaths(for: "chat.pdf", count: 3) == ["chat.pdf"])
        #expect(OutputFormat(path: "a.b/chat.SVG") == .svg)
        #expect(OutputFormat(path: "a.png/chat") == nil)
    }
}

extension RowSpec.Kind {
    var isSeparator: Bool {
        if case .separator = self { return true }
        return false
    }
}
