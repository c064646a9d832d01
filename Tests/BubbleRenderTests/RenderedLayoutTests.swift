import Foundation
import Testing
import BubbleGeometry
import ConversationLayout
import Transcript
@testable import BubbleRender

@Suite("conversation layout in Pango")
struct RenderedLayoutTests {
    private func transcript(_ json: String) throws -> Transcript {
        try Transcript.decode(from: json, file: "t.json")
    }

    @Test func aTextWrapsTheSameWithAndWithoutTheTail() throws {
        let text = "Sure, I can bring the board game tonight"
        let renderer = try BubbleRenderer()
        // Just wide enough for one line in a bubble without the tail (16 points of insets) but
        // not with it (20): the widths must not decide the wrapping.
        let natural = try renderer.textBubble(text: text, options: BubbleOptions(maxWidth: 4000)).content.size.width
        for style in [LookName.imessage, .whatsapp] {
            let options = BubbleOptions(theme: style, maxWidth: natural + 18)
            let tailed = try renderer.textBubble(text: text, options: options)
            var tailless = options
            tailless.hasTail = false
            #expect(tailed.content.size == (try renderer.textBubble(text: text, options: tailless)).content.size, "\(style)")
        }
    }

    @Test func rightToLeftLayoutsMirrorPlacementButKeepColours() throws {
        let chat = try transcript("""
            {"layoutDirection": "rtl", "participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "ann", "text": "a"}, {"from": "me", "text": "b"}]}
            """)
        let rows = RowSpec.rows(of: chat)
        #expect(rows.map(\.side) == [.incoming, .outgoing])
        #expect(rows.map(\.placement) == [.outgoing, .incoming])
        let layout = try BubbleRenderer().layout(of: chat, file: "t.json").0
        let row = try layout.row(rows[0])
        guard case .bubble(let bubble, let origin) = row.items.first else {
            Issue.record("no bubble")
            return
        }
        #expect(origin.x + bubble.bounds.maxX > 380, "incoming bubble on the right")
        #expect(bubble.fill == ConversationTheme.standard(.imessage, appearance: .light).colors.incoming)
    }

    @Test func pagePathsAreNumberedOnlyWhenThereAreSeveral() {
        #expect(OutputFormat.png.pagePaths(for: "out/chat.png", count: 1) == ["out/chat.png"])
        #expect(OutputFormat.png.pagePaths(for: "out/chat.png", count: 3) == ["out/chat-1.png", "out/chat-2.png", "out/chat-3.png"])
        #expect(OutputFormat.pdf.pagePaths(for: "chat.pdf", count: 3) == ["chat.pdf"])
        #expect(OutputFormat(path: "a.b/chat.SVG") == .svg)
        #expect(OutputFormat(path: "a.png/chat") == nil)
    }
}
