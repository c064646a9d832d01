import Testing
@testable import BubbleGeometry

@Suite("quote shapes")
struct QuoteShapesTests {
    private let block = Rect(x: 10, y: 20, width: 200, height: 44)

    @Test(arguments: [2.0, 4.0, 6.0, 9.0])
    func theBarStaysInItsBlockAlongTheLeftEdge(_ width: Double) throws {
        let bar = try #require(QuoteShapes.bar(of: block, width: width, radius: 6).bounds)
        let slack = 1e-9
        #expect(abs(bar.minX - block.minX) < slack)
        #expect(abs(bar.maxX - (block.minX + width)) < slack)
        #expect(bar.minY >= block.minY - slack && bar.maxY <= block.maxY + slack)
        // Narrower than the corner radius, the bar is cut where its edge meets the corners.
        if width < 6 {
            #expect(bar.minY > block.minY && bar.maxY < block.maxY)
        } else {
            #expect(abs(bar.minY - block.minY) < slack && abs(bar.maxY - block.maxY) < slack)
        }
    }

    @Test func aBarWithoutCornersIsARectangle() throws {
        let bar = try #require(QuoteShapes.bar(of: block, width: 4, radius: 0).bounds)
        #expect(bar == Rect(x: 10, y: 20, width: 4, height: 44))
    }

    @Test func aConnectorThroughTwoPointsIsAStraightLine() throws {
        let line = QuoteShapes.connector(through: [Point(x: 30, y: 10), Point(x: 30, y: 30)], width: 2, cornerRadius: 10)
        let bounds = try #require(line.bounds)
        #expect(bounds == Rect(x: 29, y: 10, width: 2, height: 20))
    }

    /// Down and across into a reply's side: the turn is a curve of the radius, not a corner,
    /// so the outline never reaches the corner point.
    @Test func theConnectorCurvesItsTurns() throws {
        let corner = Point(x: 30, y: 60)
        let line = QuoteShapes.connector(through: [Point(x: 30, y: 10), corner, Point(x: 200, y: 60)], width: 2, cornerRadius: 10)
        let bounds = try #require(line.bounds)
        #expect(abs(bounds.minX - 29) < 1e-9 && abs(bounds.maxX - 200) < 1e-9)
        #expect(abs(bounds.minY - 10) < 1e-9 && abs(bounds.maxY - 61) < 1e-9)
        #expect(line.elements.allSatisfy { element in
            if case .curve = element { return false }
            return true
        }, "lines only")
        var points: [Point] = []
        for element in line.elements {
            if case .move(let p) = element { points.append(p) }
            if case .line(let p) = element { points.append(p) }
        }
        // The outer edge of a right angle would reach (29, 61); the curve keeps well inside it.
        let nearest = points.map { point -> Double in
            let dx = point.x - 29, dy = point.y - 61
            return (dx * dx + dy * dy).squareRoot()
        }.min() ?? 0
        #expect(nearest > 2)
        #expect(points.count > 12, "the arc is flattened into short segments")
    }

    /// Two turns sharing a short segment take half of it each, meeting in one point.
    @Test func closeTurnsShareTheSegmentBetweenThem() throws {
        let line = QuoteShapes.connector(through: [Point(x: 30, y: 10), Point(x: 30, y: 20), Point(x: 36, y: 20), Point(x: 36, y: 40)],
                                         width: 1.5, cornerRadius: 10)
        let bounds = try #require(line.bounds)
        #expect(bounds.minX > 29 && bounds.maxX < 37 && abs(bounds.minY - 10) < 1e-9 && abs(bounds.maxY - 40) < 1e-9)
        #expect(line.elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
            default: true
            }
        })
    }
}
