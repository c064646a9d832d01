import Testing
@testable import BubbleGeometry

@Suite("telegram shape")
struct TelegramShapeTests {
    @Test func contentIsInsetElevenAcrossAndSixDownWithTheTailsRoom() {
        let content = Size(width: 120, height: 41)
        let shape = BubbleShape(style: .telegram, side: .incoming, contentSize: content)
        #expect(shape.frame == Rect(x: 0, y: 0, width: 148, height: 53))
        #expect(shape.body == Rect(x: 6, y: 0, width: 142, height: 53))
        #expect(shape.contentRect == Rect(x: 17, y: 6, width: 120, height: 41))
        let outgoing = BubbleShape(style: .telegram, side: .outgoing, contentSize: content)
        #expect(outgoing.contentInsets == EdgeInsets(top: 6, left: 11, bottom: 6, right: 17))
    }

    /// The foot reaches 4.75 points out of the body on the bottom line and no lower.
    @Test func theFootCurlsOutOnTheBottomLine() throws {
        let shape = BubbleShape(style: .telegram, side: .incoming, contentSize: Size(width: 80, height: 23))
        #expect(abs(shape.bounds.minX - (6 - 4.748)) < 0.01)
        #expect(abs(shape.bounds.maxY - shape.body.maxY) < 1e-9)
        #expect(shape.bounds.minY == 0 && shape.bounds.maxX == shape.body.maxX)
        let tip = try #require(shape.path.elements.compactMap { element -> Point? in
            if case .curve(let to, _, _) = element { return to }
            return nil
        }.first)
        #expect(abs(tip.y - shape.body.maxY) < 1e-9 && abs(tip.x - shape.bounds.minX) < 1e-9)
    }

    @Test func aLoneBubbleHasEveryCornerRound() {
        let tailless = BubbleShape(style: .telegram, side: .incoming, contentSize: Size(width: 80, height: 30), hasTail: false)
        #expect(tailless.arcRadii == [16, 16, 16, 16])
        let tailed = BubbleShape(style: .telegram, side: .incoming, contentSize: Size(width: 80, height: 30))
        // The foot takes the bottom corner on the sender's side: three corners and the foot's arc.
        #expect(tailed.arcRadii == [16, 16, 16, 16])
        #expect(tailed.path != tailless.path)
    }

    /// Inside a run the corners on the sender's side where the bubbles meet are smaller (8 on
    /// iOS; 6, Telegram for Android's `nearRad`); the far side keeps the full radius (16; 17).
    @Test(arguments: [(BubbleStyle.telegram, 8.0, 16.0), (.telegramAndroid, 6, 17)])
    func joinedCornersAreSmallerOnTheSendersSide(_ style: BubbleStyle, joined: Double, full: Double) throws {
        let size = Size(width: 80, height: 30)
        let middle = BubbleShape(style: style, side: .incoming, contentSize: size, hasTail: false, joins: [.above, .below])
        #expect(middle.arcRadii.sorted() == [joined, joined, full, full])
        let first = BubbleShape(style: style, side: .incoming, contentSize: size, hasTail: false, joins: .below)
        #expect(first.arcRadii.sorted() == [joined, full, full, full])
        // The last bubble's tail takes the bottom corner on the sender's side on Android; on
        // iOS the foot ends in that corner's arc.
        let last = BubbleShape(style: style, side: .incoming, contentSize: size, joins: .above)
        #expect(last.arcRadii.sorted() == (style == .telegram ? [joined, full, full, full] : [joined, full, full]))
        // The small corners are on the left for incoming bubbles.
        for element in middle.path.elements {
            if case .arc(let center, joined, _, _, _) = element { #expect(center.x < (middle.body.minX + middle.body.maxX) / 2) }
        }
        let outgoing = BubbleShape(style: style, side: .outgoing, contentSize: size, hasTail: false, joins: [.above, .below])
        for element in outgoing.path.elements {
            if case .arc(let center, joined, _, _, _) = element { #expect(center.x > (outgoing.body.minX + outgoing.body.maxX) / 2) }
        }
    }

    @Test func otherOutlinesIgnoreTheJoins() {
        for style in BubbleStyle.allCases where ![.telegram, .telegramAndroid].contains(style) {
            let alone = BubbleShape(style: style, side: .incoming, contentSize: Size(width: 80, height: 30), hasTail: false)
            let joined = BubbleShape(style: style, side: .incoming, contentSize: Size(width: 80, height: 30), hasTail: false,
                                     joins: [.above, .below])
            #expect(alone.path == joined.path, "\(style)")
        }
    }

    @Test func joinsFollowTheRun() {
        #expect(BubbleShape.Joins(first: true, last: true) == [])
        #expect(BubbleShape.Joins(first: true, last: false) == .below)
        #expect(BubbleShape.Joins(first: false, last: true) == .above)
        #expect(BubbleShape.Joins(first: false, last: false) == [.above, .below])
    }

    @Test func smallContentIsRaisedToTelegramsSmallestBubble() {
        let shape = BubbleShape(style: .telegram, side: .incoming, contentSize: Size(width: 1, height: 1))
        #expect(shape.body.size == Size(width: 40, height: 35))
    }
}
