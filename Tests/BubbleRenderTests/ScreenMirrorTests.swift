import Testing
import BubbleGeometry
@testable import BubbleRender
import CairoDrawing
import ConversationLayout
import Transcript

/// A right-to-left chat mirrors its header and composer: each icon, avatar, text and field
/// of the right-to-left bars sits where the left-to-right one's mirror image across the
/// screen's middle lies, the back chevron or arrow at the right and pointing right.
@Suite("right-to-left screens mirror their bars")
struct ScreenMirrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var theme: LookName
        var device: DevicePreset
        var testDescription: String { "\(theme) \(device.rawValue)" }
    }

    static let cases = ChatLook.names.flatMap { theme in
        [DevicePreset.iPhone61, .androidPhone].map { Case(theme: theme, device: $0) }
    }

    @Test("every theme on iOS and Android", arguments: cases)
    func barsAreMirrored(_ look: Case) throws {
        let renderer = try BubbleRenderer()
        func bars(_ direction: Transcript.LayoutDirection, draft: String?) throws -> (header: [Row<TextLayout>.Item], composer: [Row<TextLayout>.Item], width: Double) {
            let screen = Screen(device: .preset(look.device), title: "نادي المشي", subtitle: "متصل", unread: 4, draft: draft)
            let transcript = Transcript(theme: look.theme, lang: "ar", layoutDirection: direction, screen: screen,
                                        participants: [Participant(id: "me", side: .outgoing), Participant(id: "ann", name: "Ann")],
                                        messages: [])
            let (layout, _) = try renderer.layout(of: transcript.onScreen, file: nil)
            let (frame, composer) = try #require(try layout.screen())
            let colors = layout.theme.look.chrome(frame.size.platform).bars.light
            return (try layout.headerItems(frame, colors: colors), composer, frame.size.width)
        }
        for draft in [nil, "سأصل بعد عشر دقائق"] {
            let ltr = try bars(.leftToRight, draft: draft), rtl = try bars(.rightToLeft, draft: draft)
            let axis = ltr.width / 2
            for (name, left, right) in [("header", ltr.header, rtl.header), ("composer", ltr.composer, rtl.composer)] {
                try #require(left.count == right.count && !left.isEmpty, "\(name): \(left.count) items left to right, \(right.count) right to left")
                for (index, (a, b)) in zip(left, right).enumerated() {
                    let box = try #require(Self.box(a)), mirrored = try #require(Self.box(b))
                    #expect(abs(mirrored.minX - (2 * axis - box.maxX)) < 1e-6 && abs(mirrored.width - box.width) < 1e-6
                            && abs(mirrored.minY - box.minY) < 1e-6 && abs(mirrored.height - box.height) < 1e-6,
                            "\(name) item \(index): \(box) left to right, \(mirrored) right to left")
                }
            }
            // The back chevron or arrow, the header's first item, is at the right and turned
            // round: the left-to-right one mirrored across the middle, not just moved.
            guard case .shape(let chevron, _) = ltr.header[0], case .shape(let turned, _) = rtl.header[0] else {
                Issue.record("the header does not start with the back chevron")
                continue
            }
            #expect(try #require(turned.bounds).minX > axis)
            #expect(Self.sameOutline(turned, chevron.mirrored(aroundX: axis)))
        }
    }

    /// The item's box on the screen: a shape's bounds, a text's box at its origin, an
    /// avatar's circle.
    static func box(_ item: Row<TextLayout>.Item) -> Rect? {
        switch item {
        case .shape(let path, _): path.bounds
        case .text(let block, let origin, _): block.box.offsetBy(dx: origin.x, dy: origin.y)
        case .avatar(_, let rect), .pill(let rect, _): rect
        case .bubble, .reaction: nil
        }
    }

    /// Whether `a` and `b` have the same elements, their numbers equal to a billionth.
    static func sameOutline(_ a: Path, _ b: Path) -> Bool {
        a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy { pair in
            let (x, y) = (numbers(pair.0), numbers(pair.1))
            return x.count == y.count && zip(x, y).allSatisfy { abs($0 - $1) < 1e-9 }
        }
    }

    /// The element's kind (as a number) and its coordinates, radius and angles.
    static func numbers(_ element: PathElement) -> [Double] {
        switch element {
        case .move(let p): [0, p.x, p.y]
        case .line(let p): [1, p.x, p.y]
        case .curve(let p, let c1, let c2): [2, p.x, p.y, c1.x, c1.y, c2.x, c2.y]
        case .arc(let c, let r, let start, let end, let clockwise): [3, c.x, c.y, r, start, end, clockwise ? 1 : 0]
        case .close: [4]
        }
    }
}
