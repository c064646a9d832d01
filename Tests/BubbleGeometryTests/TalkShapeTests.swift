import Testing
@testable import BubbleGeometry

@Suite("talk shape")
struct TalkShapeTests {
    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    private let quarter = Double.pi / 2

    @Test("tail and body are reference 002's numbers", arguments: [Size(width: 200, height: 46), Size(width: 30, height: 20)])
    func incomingPath(content: Size) {
        let shape = BubbleShape(style: .talk, side: .incoming, contentSize: content)
        let w = content.width + 24, h = content.height + 24
        func t(_ x: Double, _ y: Double) -> Point { p(12 + 22 * x, 8 * y) }
        #expect(shape.path.elements == [
            .move(to: t(0, 1)),
            .curve(to: t(0.21336, 0.55294), control1: t(0.06453, 1), control2: t(0.13745, 0.7841)),
            .line(to: t(0.22328, 0.52272)),
            .curve(to: t(0.22825, 0.50758), control1: t(0.22493, 0.51767), control2: t(0.22659, 0.51263)),
            .line(to: t(0.23821, 0.47728)),
            .curve(to: t(0.47933, 0), control1: t(0.31803, 0.23508), control2: t(0.40045, 0)),
            .curve(to: t(1, 1), control1: t(0.65345, 0), control2: t(0.80906, 1)),
            .line(to: p(w - 12, 8)),
            .arc(center: p(w - 12, 20), radius: 12, startAngle: 3 * quarter, endAngle: 0, clockwise: true),
            .line(to: p(w, 8 + h - 12)),
            .arc(center: p(w - 12, 8 + h - 12), radius: 12, startAngle: 0, endAngle: quarter, clockwise: true),
            .line(to: p(12, 8 + h)),
            .arc(center: p(12, 8 + h - 12), radius: 12, startAngle: quarter, endAngle: 2 * quarter, clockwise: true),
            .line(to: p(0, 20)),
            .arc(center: p(12, 20), radius: 12, startAngle: 2 * quarter, endAngle: 3 * quarter, clockwise: true),
            .close,
        ])
        #expect(shape.contentRect == Rect(x: 12, y: 20, width: content.width, height: content.height))
        #expect(shape.body == Rect(x: 0, y: 8, width: w, height: h))
        #expect(shape.bounds == Rect(x: 0, y: 0, width: w, height: h + 8))
    }

    @Test func tailApexIsAtTheTopTwelveFromTheLeadingCorner() throws {
        let incoming = BubbleShape(style: .talk, side: .incoming, contentSize: Size(width: 100, height: 20))
        let outgoing = BubbleShape(style: .talk, side: .outgoing, contentSize: Size(width: 100, height: 20))
        let apex = Point(x: 12 + 22 * 0.47933, y: 0)
        #expect(incoming.path.elements[5] == .curve(to: apex, control1: p(12 + 22 * 0.31803, 8 * 0.23508), control2: p(12 + 22 * 0.40045, 0)))
        guard case .curve(let mirroredApex, _, _) = outgoing.path.elements[5] else {
            Issue.record("element 5 is not a curve")
            return
        }
        #expect(abs(mirroredApex.x - (124 - apex.x)) < 1e-9)
        #expect(mirroredApex.y == 0)
    }

    @Test func withoutTailItIsTheBodyAlone() {
        let shape = BubbleShape(style: .talk, side: .outgoing, contentSize: Size(width: 60, height: 20), hasTail: false)
        #expect(shape.frame == Rect(x: 0, y: 0, width: 84, height: 44))
        #expect(shape.contentRect == Rect(x: 12, y: 12, width: 60, height: 20))
        #expect(shape.bounds == shape.frame)
    }
}
