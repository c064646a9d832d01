import Foundation
import Testing
@testable import BubbleGeometry

/// Telegram for Android's bubble (`Theme.MessageDrawable`): corners of 17 and on a run's last
/// bubble a swept point at the bottom corner instead of the iOS app's curled foot (its
/// smaller corners where a run's bubbles meet: `TelegramShapeTests`).
@Suite("telegramAndroid shape")
struct TelegramAndroidShapeTests {
    /// The content sits as in the iOS outline, so text wraps alike on both platforms.
    @Test func contentIsInsetAsTheIOSOutlines() {
        let content = Size(width: 120, height: 41)
        let android = BubbleShape(style: .telegramAndroid, side: .incoming, contentSize: content)
        let ios = BubbleShape(style: .telegram, side: .incoming, contentSize: content)
        #expect(android.frame == ios.frame && android.body == ios.body && android.contentRect == ios.contentRect)
    }

    /// The point lies on the bottom line 5.4 outside the body, and the tail's side reaches
    /// at most 5.71 out (the ellipse's end, 83° round), never below the body.
    @Test func theTailIsAPointOnTheBottomLine() throws {
        let shape = BubbleShape(style: .telegramAndroid, side: .incoming, contentSize: Size(width: 80, height: 23))
        guard case .move(let tip) = try #require(shape.path.elements.first) else {
            Issue.record("the path starts at the tail's point")
            return
        }
        #expect(abs(tip.x - (shape.body.minX - 5.4)) < 1e-9 && tip.y == shape.body.maxY)
        #expect(abs(shape.bounds.minX - (shape.body.minX - 6.5 + 6.5 * cos(83 * Double.pi / 180))) < 1e-9)
        #expect(abs(shape.bounds.maxY - shape.body.maxY) < 1e-9 && shape.bounds.minY == 0)
        #expect(shape.body.minX - shape.bounds.minX < 6, "the tail fits the room beside the body")
        // The side is hollow: the curve up to the body's edge, 11 above the bottom, bows
        // below the straight line there, towards the body, not out into a curl.
        let curve = try #require(shape.path.elements.compactMap { element -> (Point, Point, Point)? in
            if case .curve(let to, let control1, let control2) = element { return (to, control1, control2) }
            return nil
        }.first)
        let (top, control1, control2) = curve
        #expect(abs(top.x - shape.body.minX) < 1e-9 && abs(top.y - (shape.body.maxY - 11)) < 1e-9)
        func belowTheChord(_ point: Point) -> Bool {
            let slope = (top.y - tip.y) / (top.x - tip.x)
            return point.y > tip.y + (point.x - tip.x) * slope
        }
        #expect(belowTheChord(control1) && belowTheChord(control2))
    }

    /// The last bubble's bottom corner on the sender's side is the point, not an arc: three
    /// corners of 17; a bubble alone without a tail has four.
    @Test func cornersAreSeventeen() {
        let size = Size(width: 80, height: 30)
        #expect(BubbleShape(style: .telegramAndroid, side: .incoming, contentSize: size).arcRadii == [17, 17, 17])
        #expect(BubbleShape(style: .telegramAndroid, side: .incoming, contentSize: size, hasTail: false).arcRadii == [17, 17, 17, 17])
    }

    /// The smallest content still gives a body whose corners meet neither across nor down.
    @Test func theSmallestBubbleIsWellFormed() {
        let shape = BubbleShape(style: .telegramAndroid, side: .incoming, contentSize: .zero)
        #expect(shape.body.width >= 34 && shape.body.height >= 34)
    }
}
