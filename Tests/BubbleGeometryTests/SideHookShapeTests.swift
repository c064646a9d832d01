import Testing
@testable import BubbleGeometry

/// LINE's bubble: a round body with a small hook beside its top corner.
@Suite("side hook shape")
struct SideHookShapeTests {
    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    private let quarter = Double.pi / 2

    @Test func theBodyIsRoundAndTheContentPadded() {
        let shape = BubbleShape(style: .sideHook, side: .incoming, contentSize: Size(width: 100, height: 20))
        #expect(shape.body == Rect(x: 6, y: 0, width: 124, height: 38))
        #expect(shape.contentRect == Rect(x: 18, y: 9, width: 100, height: 20))
        #expect(shape.frame == Rect(x: 0, y: 0, width: 130, height: 38))
        #expect(shape.path.elements[2] == .arc(center: p(130 - 16, 16), radius: 16, startAngle: 3 * quarter, endAngle: 0, clockwise: true))
    }

    /// The hook's top runs along the body's top edge out to its tip beside the body; its
    /// underside leaves the body's edge 13 points down, going straight up, and reaches the
    /// tip from below.
    @Test func theHookSticksOutBesideTheTopCorner() throws {
        let shape = BubbleShape(style: .sideHook, side: .incoming, contentSize: Size(width: 100, height: 20))
        let bounds = try #require(shape.path.bounds)
        #expect(bounds.minY == 0 && bounds.maxY == 38 && bounds.maxX == 130)
        #expect(bounds.minX > 0 && bounds.minX < 1, "the rounded tip comes out nearly to the frame's edge")
        guard case .move(let start) = shape.path.elements.first,
              case .line(let down) = shape.path.elements[7],
              case .curve(let underside, let lift, let approach) = shape.path.elements[8] else {
            Issue.record("unexpected elements \(shape.path.elements)")
            return
        }
        #expect(start == p(1.5, 0), "the tip's rounding leaves the top edge 1.5 from the tip")
        #expect(down == p(6, 13), "the body's edge runs up to where the hook leaves it")
        #expect(lift.x == 6 && lift.y < 13, "the underside leaves the edge straight up")
        #expect(approach.x < 6 && approach.y < lift.y && underside.x < approach.x && underside.y > 0, "and comes in below the tip")
    }

    @Test func outgoingIsTheMirrorImage() throws {
        let incoming = BubbleShape(style: .sideHook, side: .incoming, contentSize: Size(width: 60, height: 20))
        let outgoing = BubbleShape(style: .sideHook, side: .outgoing, contentSize: Size(width: 60, height: 20))
        #expect(outgoing.contentInsets == EdgeInsets(top: 9, left: 12, bottom: 9, right: 18))
        #expect(outgoing.body == Rect(x: 0, y: 0, width: 84, height: 38))
        let bounds = try #require(outgoing.path.bounds)
        #expect(abs(bounds.maxX - (90 - (try #require(incoming.path.bounds)).minX)) < 1e-9)
    }

    @Test func withoutTheHookItIsTheBodyAlone() {
        let shape = BubbleShape(style: .sideHook, side: .incoming, contentSize: Size(width: 60, height: 20), hasTail: false)
        #expect(shape.path == .roundedRect(Rect(x: 6, y: 0, width: 84, height: 38), radius: 16))
        #expect(shape.bounds == Rect(x: 6, y: 0, width: 84, height: 38))
    }

    /// Content too small for the round corners (and for the hook above the bottom corner)
    /// gets a bubble of the smallest size that holds them.
    @Test func smallContentGetsTheSmallestRoundBubble() {
        #expect(BubbleStyle.sideHook.minimumContentSize == Size(width: 8, height: 14))
        let shape = BubbleShape(style: .sideHook, side: .incoming, contentSize: Size(width: 2, height: 2))
        #expect(shape.body.size == Size(width: 32, height: 32))
        #expect(OutlineMetrics.reference(for: .sideHook) == .sideHook)
    }

    @Test func aSharpTipHasNoRounding() throws {
        var metrics = OutlineMetrics.sideHook
        metrics.tailTipRadius = 0
        let shape = BubbleShape(style: .sideHook, side: .incoming, contentSize: Size(width: 60, height: 20), metrics: metrics)
        #expect(shape.path.elements.first == .move(to: p(0, 0)))
        #expect(shape.path.elements.count == 10, "no curve rounds the tip")
        #expect(try #require(shape.path.bounds).minX == 0)
    }
}
