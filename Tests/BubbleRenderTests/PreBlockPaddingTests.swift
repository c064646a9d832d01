import Testing
@testable import BubbleRender
import CairoDrawing
import ConversationLayout
import Transcript

/// A `pre` block keeps 6 points beside each line and 4 above and below: laid out as `pre`,
/// a text is that much larger than as `code` (the same monospaced face, no block), and its
/// ink moves by the padding.
@Suite("pre block padding")
struct PreBlockPaddingTests: LaysOutText {
    let renderer: BubbleRenderer
    let font: FontDescription

    init() throws {
        renderer = try BubbleRenderer()
        font = try Self.standardFont(of: renderer)
    }

    private func layout(_ text: String, _ type: TextEntity.Kind, from offset: Int = 0, length: Int? = nil) throws -> TextLayout {
        let entity = TextEntity(type: type, offset: offset, length: length ?? text.utf16.count - offset)
        let styling = TextStyling(entities: [entity], links: ChatLook.whatsapp.links.light.incoming, seed: 1)
        return try TextLayout(text: text, font: font, maxWidth: nil, language: nil, context: renderer.textContext, styling: styling)
    }

    private func expectPadded(_ pre: TextLayout, against code: TextLayout, wider: Double, taller: Double, inkRight: Double, inkDown: Double) {
        let (padded, plain) = (pre.extents, code.extents)
        #expect(abs(padded.logical.width - plain.logical.width - wider) < 0.01, "width \(padded.logical.width) against \(plain.logical.width)")
        #expect(abs(padded.logical.height - plain.logical.height - taller) < 0.01, "height \(padded.logical.height) against \(plain.logical.height)")
        #expect(abs(padded.ink.maxX - plain.ink.maxX - inkRight) < 0.01)
        #expect(abs(padded.ink.minY - plain.ink.minY - inkDown) < 0.01)
        #expect(pre.lineCount == code.lineCount)
        #expect(pre.unknownGlyphCount == 0)
    }

    @Test func aBlockIsPaddedOnEverySide() throws {
        let text = "func greet() {\n    print(\"hi\")\n}"
        expectPadded(try layout(text, .pre), against: try layout(text, .code), wider: 12, taller: 8, inkRight: 6, inkDown: 4)
    }

    @Test func aOneLineBlockIsPaddedAboveAndBelow() throws {
        expectPadded(try layout("let x = 1", .pre), against: try layout("let x = 1", .code), wider: 12, taller: 8, inkRight: 6, inkDown: 4)
    }

    @Test func aBlockAfterALineLeavesThatLineInPlace() throws {
        let text = "The fix is simple:\nx = 1"
        let pre = try layout(text, .pre, from: 19)
        let code = try layout(text, .code, from: 19)
        // The first line is the widest and holds the first ink in both: only the block's grows.
        expectPadded(pre, against: code, wider: 0, taller: 8, inkRight: 0, inkDown: 0)
    }

    @Test func aBreakEndingTheBlockEndsItsLastLine() throws {
        let text = "let x = 1\r\nlet y = 2\n"
        expectPadded(try layout(text, .pre), against: try layout(text, .code), wider: 12, taller: 8, inkRight: 6, inkDown: 4)
    }
}
