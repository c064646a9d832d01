import Testing
@testable import BubbleGeometry

@Suite("typing indicator and icons")
struct TypingBubbleTests {
    private func close(_ a: Rect?, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    @Test func theOutlineIsTheCapsuleAndItsTwoTailCircles() {
        let typing = TypingBubble(side: .incoming)
        #expect(typing.body == Rect(x: 4, y: 0, width: 58, height: 36))
        #expect(typing.frame == Rect(x: 0, y: 0, width: 62, height: 36))
        // The tail's small circle touches the frame's leading edge and hangs below the body.
        #expect(close(typing.path.bounds, Rect(x: 0, y: 0, width: 62, height: 44.5)))
        #expect(typing.bounds == Rect(x: 0, y: 0, width: 62, height: 44.5))
        let subpaths = typing.path.elements.filter { if case .move = $0 { return true } else { return false } }
        #expect(subpaths.count == 3)
    }

    @Test(arguments: [BubbleSide.incoming, .outgoing])
    func theDotsSitInTheMiddleOfTheBodyLeftToRight(_ side: BubbleSide) throws {
        let typing = TypingBubble(side: side)
        var dots = Path()
        for centre in typing.dotCentres { dots.append(.circle(center: centre, radius: TypingBubble.dotRadius)) }
        let box = try #require(dots.bounds)
        let radius = TypingBubble.dotRadius, spacing = TypingBubble.dotSpacing
        let middle = Point(x: typing.body.minX + typing.body.width / 2, y: typing.body.height / 2)
        #expect(close(box, Rect(x: middle.x - spacing - radius, y: middle.y - radius,
                                width: 2 * (spacing + radius), height: 2 * radius)))
        #expect(typing.body.contains(box))
        #expect(typing.dotCentres.map(\.x) == typing.dotCentres.map(\.x).sorted(), "left to right on either side")
    }

    @Test func outgoingIsTheMirrorImage() throws {
        let incoming = TypingBubble(side: .incoming)
        let outgoing = TypingBubble(side: .outgoing)
        let axis = incoming.frame.width / 2
        #expect(outgoing.path.mirrored(aroundX: axis) == incoming.path)
        #expect(outgoing.body == Rect(x: 0, y: 0, width: 58, height: 36))
        #expect(outgoing.bounds.maxX == incoming.frame.width)
        #expect(outgoing.frame == incoming.frame)
    }

    @Test func theForwardArrowFillsItsRect() {
        let rect = Rect(x: 3, y: 5, width: 12, height: 9)
        #expect(close(Path.forwardArrow(in: rect).bounds, rect, tolerance: 0.05))
    }
}
