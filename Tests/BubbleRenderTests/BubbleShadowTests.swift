import Testing
import BubbleGeometry
@testable import BubbleRender
import CairoDrawing
import ConversationLayout

/// WhatsApp's light bubbles lift off the wallpaper by a hairline shadow: a point of the look's
/// `bubbleShadow` below the outline, nothing above it or beside it, none without the key.
@Suite("bubble shadow")
struct BubbleShadowTests {
    private static let scale = 2.0

    /// The pixels of a WhatsApp bubble of 100 x 20 points of content, drawn white on white
    /// with `shadow`, 10 points in; and the bubble's body.
    private func draw(shadow: RGBAColor?) throws -> (pixels: [UInt32], width: Int, body: Rect) {
        let bubble = MessageBubble<TextLayout>(content: BubbleContent(size: Size(width: 100, height: 20), parts: []), style: .whatsapp,
                                               metrics: ChatLook.whatsapp.outlineMetrics, side: .incoming, hasTail: true,
                                               fill: .white, border: nil, shadow: shadow)
        let shape = try #require(bubble.shape)
        let width = Int((shape.bounds.width + 20) * Self.scale), height = Int((shape.bounds.height + 20) * Self.scale)
        let surface = try ImageSurface(width: width, height: height)
        let cr = try DrawingContext(surface: surface, scale: Self.scale)
        cr.clear(to: .white)
        let offset = Point(x: 10 - shape.bounds.minX, y: 10 - shape.bounds.minY)
        try cr.draw(bubble, at: offset)
        try cr.check()
        return (surface.argbWords(), width, shape.body.offsetBy(dx: offset.x, dy: offset.y))
    }

    private func pixel(_ drawn: (pixels: [UInt32], width: Int, body: Rect), x: Double, y: Double) -> UInt32 {
        drawn.pixels[Int(y * Self.scale) * drawn.width + Int(x * Self.scale)]
    }

    @Test func aHairlineBelowTheBubbleOnly() throws {
        let shadow = try #require(ChatLook.whatsapp.bubbleShadow)
        let drawn = try draw(shadow: shadow)
        let white: UInt32 = 0xFFFF_FFFF
        let below = pixel(drawn, x: drawn.body.midX, y: drawn.body.maxY + 0.5)
        #expect(below != white, "the point below the bottom edge is shaded")
        #expect(below & 0xFF < 0xFF && below & 0xFF > 0xE0, "a faint grey: \(String(below, radix: 16))")
        #expect(pixel(drawn, x: drawn.body.midX, y: drawn.body.maxY + 1.5) == white, "one point, no more")
        #expect(pixel(drawn, x: drawn.body.midX, y: drawn.body.minY - 0.5) == white, "nothing above")
        #expect(pixel(drawn, x: drawn.body.maxX + 0.5, y: drawn.body.midY) == white, "nothing beside")
        let none = try draw(shadow: nil)
        #expect(pixel(none, x: none.body.midX, y: none.body.maxY + 0.5) == white)
    }

    /// The WhatsApp looks have the shadow, the others none; a bare sticker or emoji has none.
    @Test func whatsAppBubblesCarryTheLooksShadow() {
        #expect(ChatLook.whatsapp.bubbleShadow != nil && ChatLook.whatsappAndroid.bubbleShadow == ChatLook.whatsapp.bubbleShadow)
        for look in [ChatLook.imessage, .telegram, .talk, .plain] {
            #expect(look.bubbleShadow == nil, "\(look.name)")
        }
        let bare = MessageBubble<TextLayout>(content: BubbleContent(size: Size(width: 40, height: 40), parts: []), style: .whatsapp,
                                             metrics: nil, side: .incoming, hasTail: false, fill: .clear, border: nil,
                                             shadow: .black, bare: true)
        #expect(bare.shadow == nil)
    }
}
