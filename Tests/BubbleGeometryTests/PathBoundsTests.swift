import Testing
@testable import BubbleGeometry

@Suite("path bounds")
struct PathBoundsTests {
    @Test func curveBoundsUseExtremesNotControlPoints() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.curve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10), control2: Point(x: 10, y: 10))
        let bounds = try #require(path.bounds)
        #expect(bounds.minY == 0)
        #expect(abs(bounds.maxY - 7.5) < 1e-12)
    }

    @Test func arcBoundsIncludeTheQuadrantsItSweeps() throws {
        var path = Path()
        path.arc(center: Point(x: 0, y: 0), radius: 2, startAngle: 0, endAngle: Double.pi, clockwise: true)
        let bounds = try #require(path.bounds)
        #expect(abs(bounds.minX + 2) < 1e-12 && abs(bounds.maxX - 2) < 1e-12)
        #expect(abs(bounds.minY) < 1e-12 && abs(bounds.maxY - 2) < 1e-12)

        var other = Path()
        other.arc(center: Point(x: 0, y: 0), radius: 2, startAngle: 0, endAngle: Double.pi, clockwise: false)
        let otherBounds = try #require(other.bounds)
        #expect(abs(otherBounds.minY + 2) < 1e-12 && abs(otherBounds.maxY) < 1e-12)
    }

    @Test func emptyPathHasNoBounds() {
        #expect(Path().bounds == nil)
    }
}
