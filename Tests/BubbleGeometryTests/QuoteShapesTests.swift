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

    @Test func theConnectorGoesStraightDownWhenBothEndsShareAnX() throws {
        let line = QuoteShapes.connector(from: Point(x: 30, y: 10), to: Point(x: 30, y: 30), width: 2)
        let bounds = try #require(line.bounds)
        #expect(bounds == Rect(x: 29, y: 10, width: 2, height: 20))
    }

    @Test func theConnectorTurnsAcrossHalfwayDown() throws {
        let line = QuoteShapes.connector(from: Point(x: 30, y: 10), to: Point(x: 300, y: 30), width: 2)
        let bounds = try #require(line.bounds)
        #expect(abs(bounds.minX - 29) < 1e-9 && abs(bounds.maxX - 301) < 1e-9)
        #expect(abs(bounds.minY - 10) < 1e-9 && abs(bounds.maxY - 30) < 1e-9)
        // Four points down, across and down: eight corners on the outline.
        #expect(line.elements.count == 9)
    }
}
