import Testing
@testable import BubbleGeometry

@Suite("mirror property")
struct MirrorTests {
    static let cases: [(BubbleStyle, Bool)] = BubbleStyle.allCases.flatMap { [($0, true), ($0, false)] }

    @Test("outgoing is the exact mirror of incoming", arguments: cases)
    func outgoingMirrorsIncoming(style: BubbleStyle, tail: Bool) throws {
        let size = Size(width: 133.25, height: 47.5)
        let incoming = BubbleShape(style: style, side: .incoming, contentSize: size, hasTail: tail)
        let outgoing = BubbleShape(style: style, side: .outgoing, contentSize: size, hasTail: tail)
        let axis = incoming.frame.width / 2
        try expectSamePath(outgoing.path.mirrored(aroundX: axis), incoming.path.elements)
        #expect(outgoing.contentRect.mirrored(aroundX: axis) == incoming.contentRect)
        #expect(outgoing.body.mirrored(aroundX: axis) == incoming.body)
        #expect(abs(outgoing.bounds.minX - (2 * axis - incoming.bounds.maxX)) < 1e-9)
        #expect(abs(outgoing.bounds.width - incoming.bounds.width) < 1e-9)
        #expect(outgoing.contentInsets == incoming.contentInsets.mirrored)
    }

    @Test("content always lies inside the body", arguments: cases)
    func contentInsideBody(style: BubbleStyle, tail: Bool) {
        for side in BubbleSide.allCases {
            let shape = BubbleShape(style: style, side: side, contentSize: Size(width: 1, height: 1), hasTail: tail)
            #expect(shape.body.contains(shape.contentRect))
            #expect(shape.bounds.contains(shape.body))
        }
    }
}
