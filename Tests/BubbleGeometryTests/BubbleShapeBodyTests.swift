import Testing
import BubbleGeometry

/// How far a bubble's body reaches past its content box, which a rich link's picture fills.
@Suite("bubble body around the content")
struct BubbleShapeBodyTests {
    /// The content is 10 points in from the frame across and 6 down; the body starts 4 points
    /// in on the tail's side, so 6 points from the content there.
    @Test func iMessageBodyReachesSixOnTheTailSideAndTenOnTheOther() {
        for tail in [true, false] {
            let incoming = BubbleShape(style: .imessage, side: .incoming, contentSize: Size(width: 120, height: 40), hasTail: tail)
            #expect(incoming.bodyInsets == EdgeInsets(top: 6, left: 6, bottom: 6, right: 10), "tail \(tail)")
            let outgoing = BubbleShape(style: .imessage, side: .outgoing, contentSize: Size(width: 120, height: 40), hasTail: tail)
            #expect(outgoing.bodyInsets == incoming.bodyInsets.mirrored, "tail \(tail)")
        }
    }

    @Test(arguments: BubbleStyle.allCases)
    func theBodyIsTheContentBoxGrownByTheInsets(_ style: BubbleStyle) {
        for side in BubbleSide.allCases {
            let shape = BubbleShape(style: style, side: side, contentSize: Size(width: 80, height: 30))
            let insets = shape.bodyInsets
            let content = shape.contentRect
            let edges = [(content.minX - insets.left, shape.body.minX), (content.maxX + insets.right, shape.body.maxX),
                         (content.minY - insets.top, shape.body.minY), (content.maxY + insets.bottom, shape.body.maxY)]
            #expect(edges.allSatisfy { abs($0.0 - $0.1) < 1e-9 }, "\(style) \(side)")
            #expect(insets.left >= 0 && insets.right >= 0 && insets.top >= 0 && insets.bottom >= 0, "\(style) \(side)")
        }
    }
}
