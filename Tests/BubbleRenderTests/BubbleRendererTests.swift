import Testing
import BubbleGeometry
@testable import BubbleRender
import CairoDrawing
import PNGCodec

@Suite("bubble renderer")
struct BubbleRendererTests {
    let renderer: BubbleRenderer

    init() throws {
        renderer = try BubbleRenderer()
    }

    @Test func sameInputGivesSameBytes() throws {
        let options = BubbleOptions(theme: .talk, side: .outgoing, lang: "ja")
        let first = try renderer.render(text: "こんにちは 👋 Hello", options: options)
        let second = try BubbleRenderer().render(text: "こんにちは 👋 Hello", options: options)
        #expect(first.bytes == second.bytes)
    }

    @Test("the scale is applied once: image size follows it", arguments: [1.0, 1.5, 2.0, 3.0])
    func imageSizeFollowsScale(scale: Double) throws {
        let one = try renderer.render(text: "Scale me", options: BubbleOptions(scale: 1)).pixels
        let scaled = try renderer.render(text: "Scale me", options: BubbleOptions(scale: scale)).pixels
        #expect(scaled.width == Int((Double(one.width) * scale).rounded(.up)))
        #expect(scaled.height == Int((Double(one.height) * scale).rounded(.up)))
    }

    @Test func bubbleWidthFollowsTheTextUpToTheMaximum() throws {
        let short = try renderer.render(text: "Hi", options: BubbleOptions(scale: 1)).pixels
        let long = try renderer.render(text: String(repeating: "word ", count: 60), options: BubbleOptions(maxWidth: 250, scale: 1)).pixels
        #expect(short.width < 100)
        // The bubble is at most 250 points wide; the canvas adds 8 on each side.
        #expect(long.width <= 250 + 16)
        #expect(long.height > 5 * short.height)
    }

    /// `bubbles bubble --style whatsapp` draws the reference design's shape (radius 4, padding
    /// 4), not the WhatsApp look's own numbers, which a conversation uses.
    @Test func oneWhatsAppBubbleHasTheReferenceShape() throws {
        let bubble = try renderer.textBubble(text: "Hello there", options: BubbleOptions(theme: .whatsapp))
        let shape = try #require(bubble.shape)
        #expect(shape.metrics == nil)
        #expect(shape.path == BubbleShape(style: .whatsapp, side: .incoming, contentSize: shape.contentSize).path)
        #expect(shape.contentInsets == EdgeInsets(top: 4, left: 12, bottom: 4, right: 4))
    }

    @Test func textIsNeverMarkup() throws {
        let context = try TextContext(fontMap: renderer.fontMap)
        let font = try FontDescription("Noto Sans 17", fontMap: renderer.fontMap)
        let markup = try TextLayout(text: "<b>x</b> &amp;", font: font, maxWidth: nil, language: nil, context: context)
        let plain = try TextLayout(text: "x &", font: font, maxWidth: nil, language: nil, context: context)
        #expect(markup.extents.logical.width > 3 * plain.extents.logical.width)
    }

    @Test func rightToLeftLinesAlignToTheRightEdgeOfTheText() throws {
        let context = renderer.textContext
        let font = try FontDescription("Noto Sans 17", fontMap: renderer.fontMap)
        let mixed = try TextLayout(text: "مرحبا\nHello, a longer left-to-right line", font: font, maxWidth: 300, language: nil, context: context)
        let whole = mixed.extents.logical
        let lines = mixed.lineExtents
        #expect(whole.minX == 0 && whole.width < 300, "the width shrinks to the widest line")
        #expect(lines[0].minX > 100 && abs(lines[0].maxX - whole.maxX) < 0.5, "the Arabic line ends at the right edge")
        #expect(lines[1].minX == 0, "the English line starts at the left edge")
    }

    @Test(arguments: [
        ("Comic Sans 17", "unknown family \"Comic Sans\""),
        ("Noto Sans 0.5", "needs a size from 1 to 1000 points"),
    ])
    func badFontsAreRefused(font: String, reason: String) {
        #expect {
            try renderer.render(text: "x", options: BubbleOptions(font: font))
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test func aFontWithoutSizeUsesTheDefaultSize() throws {
        let unsized = try renderer.render(text: "Size", options: BubbleOptions(font: "Noto Sans", scale: 1))
        let sized = try renderer.render(text: "Size", options: BubbleOptions(font: "Noto Sans 17", scale: 1))
        #expect(unsized.bytes == sized.bytes)
    }

    @Test func pngDecodesToTheRenderedPixels() throws {
        let image = try renderer.render(text: "Round trip", options: BubbleOptions(theme: .whatsapp))
        #expect(try PNGDecoder.decode(image.bytes).image == image.pixels)
    }

    @Test func onlyTheConfiguredFontsAreVisible() {
        #expect(renderer.fontFamilies.contains("Noto Sans"))
        #expect(renderer.fontFamilies.contains("Noto Color Emoji"))
        #expect(renderer.fontFamilies.contains("Noto Sans CJK JP"))
        #expect(!renderer.fontFamilies.contains { $0.contains("DejaVu") })
        // Code in messages is drawn in the CJK collections' monospaced faces, and only in them.
        #expect(renderer.fontFamilies.filter { $0.contains("Mono") }.sorted()
            == ["HK", "JP", "KR", "SC", "TC"].map { "Noto Sans Mono CJK \($0)" })
    }
}
