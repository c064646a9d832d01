import Testing
import BubbleGeometry
@testable import BubbleRender
import CairoDrawing
import ConversationLayout
import Transcript

/// Every glyph lies inside its bubble, at least 2 points from the edge: drawn once with and
/// once without the text, the pixels that differ are the ink, and each must fall inside the
/// bubble's outline shrunk by 2 points.
@Suite("ink stays inside the bubble")
struct InkInsideBubbleTests {
    struct Case: CustomStringConvertible {
        var sample: SampleText
        var style: LookName
        var side: BubbleSide
        var scale: Double
        var description: String { "\(sample.name) \(style) \(side) @\(scale)x" }
    }

    /// How far ink must stay from the bubble's edge.
    static let clearance = 2.0

    @Test("every style, side and scale", arguments: SampleText.all)
    func inkIsInside(_ sample: SampleText) throws {
        let renderer = try BubbleRenderer()
        for style in ChatLook.names {
            for side in BubbleSide.allCases {
                for scale in [1.0, 2.0, 3.0] {
                    try check(Case(sample: sample, style: style, side: side, scale: scale), renderer: renderer)
                }
            }
        }
    }

    /// Texts with entities: bold, italic, code and `pre` in their own faces, underlined links,
    /// spoilers' particles, in right-to-left text mixed with Latin and in CJK text.
    @Test("entities, every style, side and scale", arguments: RichSample.all)
    func entityInkIsInside(_ sample: RichSample) throws {
        let renderer = try BubbleRenderer()
        for look in ChatLook.builtIn {
            for side in BubbleSide.allCases {
                let styling = TextStyling(entities: sample.entities, links: look.links.light[side], seed: 7)
                for scale in [1.0, 2.0, 3.0] {
                    try check(Case(sample: sample.sample, style: look.name, side: side, scale: scale), renderer: renderer, styling: styling)
                }
            }
        }
    }

    private func check(_ testCase: Case, renderer: BubbleRenderer, styling: TextStyling? = nil) throws {
        let options = testCase.sample.options(style: testCase.style, side: testCase.side, scale: testCase.scale)
        let bubble = try renderer.textBubble(text: testCase.sample.text, options: options, styling: styling)
        if let styling {
            #expect(bubble.content.texts.first?.spans.count == styling.entities.count, "\(testCase): spans lost")
        }
        try Self.checkInk(of: bubble, scale: testCase.scale, name: testCase.description)
    }

    /// Checks that the ink of `bubble`'s content lies inside its outline, eroded by the clearance;
    /// with `textsOnly`, the ink of its texts (pictures and bands that reach the bubble's edges,
    /// as a rich link's do, are drawn on both sides of the comparison).
    static func checkInk(of bubble: MessageBubble<TextLayout>, scale: Double, name: String, textsOnly: Bool = false) throws {
        let margin = 8.0
        let offset = Point(x: margin - bubble.bounds.minX, y: margin - bubble.bounds.minY)
        let pixelWidth: Int = Int(((bubble.bounds.width + 2 * margin) * scale).rounded(.up))
        let pixelHeight: Int = Int(((bubble.bounds.height + 2 * margin) * scale).rounded(.up))

        func draw(_ body: (DrawingContext) -> Void) throws -> [UInt32] {
            let surface = try ImageSurface(width: pixelWidth, height: pixelHeight)
            let cr = try DrawingContext(surface: surface, scale: scale)
            body(cr)
            try cr.check()
            return surface.argbWords()
        }
        let background = RGBAColor.white
        let withText = try draw { cr in
            cr.clear(to: background)
            try? cr.draw(bubble, at: offset)
        }
        let withoutText = try draw { cr in
            cr.clear(to: background)
            if textsOnly, let shape = bubble.shape {
                let parts = bubble.content.parts.filter { if case .text = $0 { false } else { true } }
                let untexted = MessageBubble(content: BubbleContent(size: bubble.content.size, parts: parts), style: shape.style,
                                             metrics: shape.metrics, side: shape.side, hasTail: shape.hasTail, fill: bubble.fill, border: bubble.border,
                                             shadow: bubble.shadow)
                try? cr.draw(untexted, at: offset)
            } else if let shape = bubble.shape {
                // The bubble without its content: its shadow (not ink) and its fill.
                if let shadow = bubble.shadow {
                    cr.fill(shape.path, at: Point(x: offset.x, y: offset.y + MessageBubble<TextLayout>.shadowDrop), color: shadow)
                }
                cr.fill(shape.path, at: offset, color: bubble.fill)
            }
        }
        // Where ink may go: the outline's inside, eroded by the clearance.
        let allowed = try draw { cr in
            cr.clear(to: .clear)
            if let shape = bubble.shape {
                cr.fill(shape.path, at: offset, color: .black)
                cr.erase(shape.path, at: offset, width: 2 * clearance)
            } else {
                cr.fillRect(bubble.bounds.offsetBy(dx: offset.x, dy: offset.y), color: .black)
            }
        }
        let (ink, outside, first) = Self.ink(withText, withoutText, outside: allowed, width: pixelWidth)
        #expect(ink > 0, "\(name): no ink drawn")
        #expect(outside == 0, "\(name): \(outside) of \(ink) ink pixels closer than \(clearance) points to the edge, first at \(first)")
    }

    /// The ink, the pixels that differ between `withText` and `withoutText`: how many, how
    /// many of them fall where `allowed` is 0, and the first of those as "x,y" ("-": none).
    static func ink(_ withText: [UInt32], _ withoutText: [UInt32], outside allowed: [UInt32], width: Int) -> (ink: Int, outside: Int, first: String) {
        var ink = 0, outside = 0
        var first = "-"
        for pixel in withText.indices where withText[pixel] != withoutText[pixel] {
            ink += 1
            if allowed[pixel] == 0 {
                if outside == 0 { first = "\(pixel % width),\(pixel / width)" }
                outside += 1
            }
        }
        return (ink, outside, first)
    }
}
