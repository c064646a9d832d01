import Testing
@testable import BubbleGeometry

@Suite("tapback badge")
struct TapbackBadgeTests {
    @Test func theOutlineIsTheBodyAndItsTwoTailCircles() throws {
        let badge = TapbackBadge(side: .incoming)
        #expect(badge.body == Rect(x: 0, y: 0, width: 30, height: 30))
        let subpaths = badge.outline().elements.filter { if case .move = $0 { return true } else { return false } }
        #expect(subpaths.count == 3)
        // The tail hangs below the body on the side of a bubble on the left, toward its corner.
        let bounds = try #require(badge.outline().bounds)
        #expect(abs(bounds.maxY - 39) < 1e-9)
        #expect(bounds.minX >= -1e-9 && abs(bounds.maxX - 30) < 1e-9)
        #expect(TapbackBadge.smallTail.center.x < TapbackBadge.diameter / 2)
    }

    @Test func withoutItsTailTheOutlineIsTheBodyAlone() throws {
        let badge = TapbackBadge(side: .outgoing)
        let body = badge.outline(tail: false)
        #expect(body.elements.filter { if case .move = $0 { return true } else { return false } }.count == 1)
        #expect(try #require(body.bounds) == badge.body)
        #expect(try #require(badge.outline(grownBy: 1.5, tail: false).bounds) == badge.body.insetBy(dx: -1.5, dy: -1.5))
    }

    @Test func theRingGrowsEveryCircle() throws {
        let badge = TapbackBadge(side: .incoming)
        let grown = try #require(badge.outline(grownBy: 1.5).bounds)
        #expect(abs(grown.minY + 1.5) < 1e-9 && abs(grown.maxY - 40.5) < 1e-9)
        #expect(abs(grown.minX + 1.5) < 1e-9 && abs(grown.maxX - 31.5) < 1e-9)
        #expect(badge.bounds(grownBy: 1.5) == grown)
        #expect(badge.bounds() == Rect(x: 0, y: 0, width: 30, height: 39))
    }

    @Test func onABubbleOnTheRightItIsTheMirrorImage() {
        let left = TapbackBadge(side: .incoming)
        let right = TapbackBadge(side: .outgoing)
        #expect(right.outline().mirrored(aroundX: 15) == left.outline())
        #expect(right.bounds(grownBy: 2) == left.bounds(grownBy: 2).mirrored(aroundX: 15))
        #expect(right.body == left.body)
    }
}
