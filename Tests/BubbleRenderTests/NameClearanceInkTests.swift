import Testing
import BubbleGeometry
@testable import BubbleRender
import CairoDrawing
import ConversationLayout
import Transcript

/// The sender's name above a bubble in a group chat keeps clear of the bubble's ink, a tail on
/// its top edge included: drawn apart, the lowest row the name inks (a descender's) and the
/// highest the bubble inks (talk's notch tip) are at least the look's clearance apart, in
/// every look that writes names above bubbles, at scales 1, 2 and 3.
@Suite("ink of a name above a bubble keeps clear of it")
struct NameClearanceInkTests {
    /// A name whose descenders reach as low as a name's ink goes.
    static let name = "Jaygy Quip"

    /// The least space between the name's ink and the bubble's in any look, and in talk, whose
    /// notch on the top edge would otherwise read as a pointer into the name, as LINE keeps
    /// its names well above the bubble.
    static let clearance = 2.0
    static let talkClearance = 4.0

    @Test("every look with names above bubbles, every scale")
    func nameInkClearsTheBubble() throws {
        let renderer = try BubbleRenderer()
        var checked = 0
        for look in ChatLook.builtIn where !look.namesInside {
            for scale in [1.0, 2.0, 3.0] {
                let transcript = Transcript(theme: look.name, width: 390, scale: scale, lang: "en",
                                            participants: [Participant(id: "me", side: .outgoing), Participant(id: "ann", name: Self.name),
                                                           Participant(id: "bob", name: "Bob")],
                                            messages: [.bubble(BubbleMessage(from: "ann", text: "Are we still on for Saturday?"))])
                try transcript.validate()
                let (layout, _) = try renderer.layout(of: transcript, file: nil)
                let spec = try #require(RowSpec.rows(of: transcript).first { !$0.kind.isTimeHeader })
                let row = try layout.row(spec)
                let gap = try Self.inkGap(row, scale: scale)
                let least = look.name == .talk ? Self.talkClearance : Self.clearance
                #expect(gap >= least, "\(look.name) @\(scale)x: the name's ink is \(gap) points above the bubble's")
                checked += 1
            }
        }
        #expect(checked >= 9, "imessage, talk and plain at three scales")
    }

    /// The points between the lowest ink of `row`'s name (its first text) and the highest of
    /// its bubble.
    static func inkGap(_ row: Row<TextLayout>, scale: Double) throws -> Double {
        let name = try #require(row.items.lazy.compactMap { item -> (TextBlock<TextLayout>, Point)? in
            if case .text(let block, let origin, _) = item { return (block, origin) }
            return nil
        }.first)
        let bubble = try #require(row.items.lazy.compactMap { item -> (MessageBubble<TextLayout>, Point)? in
            if case .bubble(let bubble, let origin) = item { return (bubble, origin) }
            return nil
        }.first)
        let shape = try #require(bubble.0.shape)
        let width = Int((400 * scale).rounded(.up)), height = Int((row.height * scale).rounded(.up))
        func rows(_ draw: (DrawingContext) -> Void) throws -> [Int] {
            let surface = try ImageSurface(width: width, height: height)
            let cr = try DrawingContext(surface: surface, scale: scale)
            cr.clear(to: .clear)
            draw(cr)
            try cr.check()
            let pixels = surface.argbWords()
            return pixels.indices.filter { pixels[$0] >> 24 != 0 }.map { $0 / width }
        }
        let nameRows = try rows { $0.show(name.0.text, at: name.1, color: .black) }
        let bubbleRows = try rows { $0.fill(shape.path, at: bubble.1, color: .black) }
        let nameBottom = try #require(nameRows.max()), bubbleTop = try #require(bubbleRows.min())
        return Double(bubbleTop - nameBottom - 1) / scale
    }
}
