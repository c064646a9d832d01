import Testing
import BubbleGeometry
@testable import BubbleRender
import CairoDrawing
import ConversationLayout

/// Telegram's Night fills the user's bubbles from one gradient laid over the chat: light blue
/// (`#61BCF9`) at the top of the page, Telegram's blue (`#007AFF`) at its foot, each bubble
/// showing the part behind it (review 22).
@Suite("bubble gradient")
struct BubbleGradientTests {
    private static let scale = 1.0
    private static let height = 400.0

    /// The colour at the middle of a Night bubble of the user's drawn with its body's top at
    /// `y` on a page `height` points tall, its gradient spanning the page when `spans`.
    private func middle(at y: Double, spans: Bool = true) throws -> UInt32 {
        let colors = ChatLook.telegram.colors.dark
        let bubble = MessageBubble<TextLayout>(content: BubbleContent(size: Size(width: 100, height: 20), parts: []), style: .telegram,
                                               metrics: nil, side: .outgoing, hasTail: false, fill: colors.outgoing,
                                               fillTop: colors.outgoingTop, border: nil)
        let shape = try #require(bubble.shape)
        let surface = try ImageSurface(width: 200, height: Int(Self.height))
        let cr = try DrawingContext(surface: surface, scale: Self.scale)
        cr.clear(to: .black)
        let offset = Point(x: 10, y: y)
        try cr.draw(bubble, at: offset, gradientSpan: spans ? 0...Self.height : nil)
        try cr.check()
        let body = shape.body.offsetBy(dx: offset.x, dy: offset.y)
        return surface.argbWords()[Int(body.midY) * 200 + Int(body.midX)]
    }

    private func red(_ word: UInt32) -> Int { Int(word >> 16 & 0xFF) }

    @Test func nightsBubblesShowTheirPartOfTheGradient() throws {
        #expect(ChatLook.telegram.colors.dark.outgoingTop == .rgb(0x61BCF9) && ChatLook.telegram.colors.dark.outgoing == .rgb(0x007AFF))
        let top = try middle(at: 0), bottom = try middle(at: Self.height - 40)
        // Red runs from 0x61 at the page's top to 0 at its foot.
        #expect(red(top) > 0x55 && red(top) < 0x61, "near the top: \(String(top, radix: 16))")
        #expect(red(bottom) < 0x0C, "near the foot: \(String(bottom, radix: 16))")
        // Without a span (a bubble drawn alone) the bottom colour alone.
        #expect(try middle(at: 0, spans: false) == 0xFF00_7AFF)
    }

    /// Day Classic, the Android themes and a look without `outgoingTop` fill flat.
    @Test func otherThemesHaveNoGradient() {
        #expect(ChatLook.telegram.colors.light.outgoingTop == nil)
        #expect(ChatLook.telegram.androidPalette?.colors.dark.outgoingTop == nil)
        for look in ChatLook.builtIn where look.name != ChatLook.telegram.name {
            #expect(look.colors.light.outgoingTop == nil && look.colors.dark.outgoingTop == nil, "\(look.name)")
        }
    }
}
