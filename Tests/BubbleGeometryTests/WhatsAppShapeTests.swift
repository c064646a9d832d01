import Testing
@testable import BubbleGeometry

@Suite("whatsapp and plain shapes")
struct WhatsAppShapeTests {
    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    private let quarter = Double.pi / 2

    @Test("incoming outline is reference 003's path", arguments: [Size(width: 150, height: 242), Size(width: 41, height: 23)])
    func incomingPath(content: Size) {
        let shape = BubbleShape(style: .whatsapp, side: .incoming, contentSize: content)
        let w = content.width + 16, h = content.height + 8
        #expect(shape.path.elements == [
            .move(to: p(0, 0)),
            .line(to: p(w - 4, 0)),
            .arc(center: p(w - 4, 4), radius: 4, startAngle: 3 * quarter, endAngle: 0, clockwise: true),
            .line(to: p(w, h - 4)),
            .arc(center: p(w - 4, h - 4), radius: 4, startAngle: 0, endAngle: quarter, clockwise: true),
            .line(to: p(12, h)),
            .arc(center: p(12, h - 4), radius: 4, startAngle: quarter, endAngle: 2 * quarter, clockwise: true),
            .line(to: p(8, 16)),
            .close,
        ])
        #expect(shape.contentRect == Rect(x: 12, y: 4, width: content.width, height: content.height))
        #expect(shape.body == Rect(x: 8, y: 0, width: w - 8, height: h))
        #expect(shape.bounds == Rect(x: 0, y: 0, width: w, height: h))
    }

    @Test func outgoingInsetsAreMirrored() {
        let shape = BubbleShape(style: .whatsapp, side: .outgoing, contentSize: Size(width: 100, height: 30))
        #expect(shape.contentInsets == EdgeInsets(top: 4, left: 4, bottom: 4, right: 12))
        #expect(shape.path.elements.first == .move(to: p(116, 0)))
        #expect(shape.path.elements[7] == .line(to: p(108, 16)))
    }

    @Test func withoutTailTheBodyKeepsItsLeftEdge() {
        let shape = BubbleShape(style: .whatsapp, side: .incoming, contentSize: Size(width: 100, height: 30), hasTail: false)
        #expect(shape.bounds == Rect(x: 8, y: 0, width: 108, height: 38))
        #expect(shape.path.elements.first == .move(to: p(12, 0)))
    }

    @Test func plainIsARoundedRectangle() {
        let shape = BubbleShape(style: .plain, side: .incoming, contentSize: Size(width: 80, height: 24))
        #expect(shape.hasTail == false)
        #expect(shape.bounds == Rect(x: 0, y: 0, width: 104, height: 40))
        #expect(shape.contentInsets == EdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
        #expect(shape.path.elements.count == 10)
    }
}
