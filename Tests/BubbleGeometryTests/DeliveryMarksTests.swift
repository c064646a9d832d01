import Testing
@testable import BubbleGeometry

@Suite("delivery marks")
struct DeliveryMarksTests {
    private func inside(_ path: Path, _ box: Rect) -> Bool {
        path.liesInside(box) ?? false
    }

    @Test(arguments: [Size(width: 11, height: 9), Size(width: 16, height: 9), Size(width: 24, height: 20)])
    func ticksStayInTheirBox(_ size: Size) throws {
        let box = Rect(origin: .zero, size: size)
        #expect(inside(DeliveryMarks.tick(size: size), box))
        #expect(inside(DeliveryMarks.doubleTick(size: size), box))
        // The double tick reaches further right than a single one drawn in its first 72%.
        let double = try #require(DeliveryMarks.doubleTick(size: size).bounds)
        #expect(double.maxX > size.width * 0.9)
    }

    @Test func aDoubleTickIsTwoOutlines() {
        let moves = DeliveryMarks.doubleTick(size: Size(width: 16, height: 9)).elements.filter {
            if case .move = $0 { return true } else { return false }
        }
        #expect(moves.count == 2)
    }

    @Test func theClockIsARingWithHands() throws {
        let clock = DeliveryMarks.clock(diameter: 10)
        #expect(inside(clock, Rect(x: 0, y: 0, width: 10, height: 10)))
        let arcs = clock.elements.compactMap { element -> Bool? in
            if case .arc(_, _, _, _, let clockwise) = element { return clockwise }
            return nil
        }
        // The outer circle clockwise, the inner one anticlockwise: a hole under non-zero winding.
        #expect(arcs == [true, false])
    }

    @Test func theFailedMarksExclamationIsOnTheDisc() throws {
        let mark = DeliveryMarks.failed(diameter: 18)
        let disc = try #require(mark.disc.bounds)
        let exclamation = try #require(mark.exclamation.bounds)
        #expect(disc == Rect(x: 0, y: 0, width: 18, height: 18))
        #expect(disc.insetBy(dx: 3, dy: 3).contains(exclamation))
    }

    @Test func aPolylineOutlineKeepsItsWidthAtTheJoin() throws {
        // A right angle: the outer corner of the mitre lies at (width/2)·√2 from the point.
        let outline = Path.polyline([Point(x: 0, y: 10), Point(x: 10, y: 10), Point(x: 10, y: 0)], width: 2)
        let bounds = try #require(outline.bounds)
        #expect(abs(bounds.maxX - 11) < 1e-9)
        #expect(abs(bounds.maxY - 11) < 1e-9)
    }
}
