import Testing
@testable import BubbleGeometry
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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

    /// A look's own numbers: rounder corners, more padding and a shorter tail whose tip an arc
    /// rounds, joined to the slanted side and the top edge without a gap.
    @Test func otherMetricsRoundTheTipAndPadTheContent() throws {
        let metrics = OutlineMetrics(cornerRadius: 7.5, padding: EdgeInsets(top: 6, left: 9, bottom: 6, right: 8),
                                     tailWidth: 8, tailHeight: 12, tailTipRadius: 2)
        let shape = BubbleShape(style: .whatsapp, side: .incoming, contentSize: Size(width: 60, height: 20), metrics: metrics)
        #expect(shape.contentRect == Rect(x: 17, y: 6, width: 60, height: 20))
        #expect(shape.body == Rect(x: 8, y: 0, width: 77, height: 32))
        #expect(shape.metrics == metrics)
        let elements = shape.path.elements
        guard case .move(let start) = elements.first, case .arc(let corner, let radius, _, _, true) = elements[2],
              case .line(let onSlant) = elements[elements.count - 3],
              case .arc(let tip, let tipRadius, let from, let to, true) = elements[elements.count - 2] else {
            Issue.record("unexpected elements \(elements)")
            return
        }
        #expect(radius == 7.5 && corner == Point(x: 85 - 7.5, y: 7.5))
        #expect(tipRadius == 2 && start.y == 0 && abs(tip.x - start.x) < 1e-12 && tip.y == 2, "the arc touches the top edge at the start")
        #expect(abs(tip.x + 2 * cos(from) - onSlant.x) < 1e-9 && abs(tip.y + 2 * sin(from) - onSlant.y) < 1e-9, "and the slant where it ends")
        #expect(abs(to - 3 * quarter) < 1e-12)
        // The slant runs from the body's edge 12 down towards the tip (0, 0).
        #expect(abs(onSlant.y / onSlant.x - 12.0 / 8.0) < 1e-9)
        let bounds = try #require(shape.path.bounds)
        #expect(bounds.minX > 0.5 && bounds.minX < 2, "the rounded tip stops short of the sharp point")
        #expect(BubbleStyle.whatsapp.minimumContentSize(metrics) == Size(width: 0, height: 7.5))
    }

    @Test func plainIsARoundedRectangle() {
        let shape = BubbleShape(style: .plain, side: .incoming, contentSize: Size(width: 80, height: 24))
        #expect(shape.hasTail == false)
        #expect(shape.bounds == Rect(x: 0, y: 0, width: 104, height: 40))
        #expect(shape.contentInsets == EdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
        #expect(shape.path.elements.count == 10)
    }
}
