import Testing
@testable import BubbleGeometry

@Suite("imessage shape")
struct IMessageShapeTests {
    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test("incoming outline is reference 000's path", arguments: [Size(width: 120, height: 23), Size(width: 37.5, height: 70)])
    func incomingPath(content: Size) {
        let shape = BubbleShape(style: .imessage, side: .incoming, contentSize: content)
        let w = content.width + 20, h = content.height + 12
        #expect(shape.path.elements == [
            .move(to: p(22, h)),
            .line(to: p(w - 17, h)),
            .curve(to: p(w, h - 17), control1: p(w - 7.61, h), control2: p(w, h - 7.61)),
            .line(to: p(w, 17)),
            .curve(to: p(w - 17, 0), control1: p(w, 7.61), control2: p(w - 7.61, 0)),
            .line(to: p(21, 0)),
            .curve(to: p(4, 17), control1: p(11.61, 0), control2: p(4, 7.61)),
            .line(to: p(4, h - 11)),
            .curve(to: p(0, h), control1: p(4, h - 1), control2: p(0, h)),
            .line(to: p(-0.05, h - 0.01)),
            .curve(to: p(11.04, h - 4.04), control1: p(4.07, h + 0.43), control2: p(8.16, h - 1.06)),
            .curve(to: p(22, h), control1: p(16, h), control2: p(19, h)),
            .close,
        ])
        #expect(shape.contentRect == Rect(x: 10, y: 6, width: content.width, height: content.height))
        #expect(shape.body == Rect(x: 4, y: 0, width: w - 4, height: h))
        #expect(shape.frame == Rect(x: 0, y: 0, width: w, height: h))
    }

    @Test("outgoing outline is the article's outgoing path", arguments: [Size(width: 120, height: 23), Size(width: 64, height: 45)])
    func outgoingPath(content: Size) throws {
        let shape = BubbleShape(style: .imessage, side: .outgoing, contentSize: content)
        let w = content.width + 20, h = content.height + 12
        let expected: [PathElement] = [
            .move(to: p(w - 22, h)),
            .line(to: p(17, h)),
            .curve(to: p(0, h - 17), control1: p(7.61, h), control2: p(0, h - 7.61)),
            .line(to: p(0, 17)),
            .curve(to: p(17, 0), control1: p(0, 7.61), control2: p(7.61, 0)),
            .line(to: p(w - 21, 0)),
            .curve(to: p(w - 4, 17), control1: p(w - 11.61, 0), control2: p(w - 4, 7.61)),
            .line(to: p(w - 4, h - 11)),
            .curve(to: p(w, h), control1: p(w - 4, h - 1), control2: p(w, h)),
            .line(to: p(w + 0.05, h - 0.01)),
            .curve(to: p(w - 11.04, h - 4.04), control1: p(w - 4.07, h + 0.43), control2: p(w - 8.16, h - 1.06)),
            .curve(to: p(w - 22, h), control1: p(w - 16, h), control2: p(w - 19, h)),
            .close,
        ]
        try expectSamePath(shape.path, expected)
        #expect(shape.body == Rect(x: 0, y: 0, width: w - 4, height: h))
    }

    @Test func tailStickOutIsInBounds() {
        let shape = BubbleShape(style: .imessage, side: .incoming, contentSize: Size(width: 100, height: 23))
        #expect(shape.bounds.minX == -0.05)
        #expect(shape.bounds.minY == 0)
        #expect(shape.bounds.maxX == 120)
        // The hook's first curve bulges just below the baseline (control point at h + 0.43).
        #expect(shape.bounds.maxY > 35 && shape.bounds.maxY < 35.1)
    }

    @Test func bodyWithoutTailHasFourRoundCorners() {
        let shape = BubbleShape(style: .imessage, side: .incoming, contentSize: Size(width: 50, height: 30), hasTail: false)
        let h = 42.0
        #expect(shape.path.elements.suffix(3) == [
            .line(to: p(4, h - 17)),
            .curve(to: p(21, h), control1: p(4, h - 7.61), control2: p(11.61, h)),
            .close,
        ])
        #expect(shape.bounds == Rect(x: 4, y: 0, width: 66, height: h))
    }

    /// A look's padding is measured from the body, the hook outside it: the outline is the
    /// reference's around a frame of the same size, corners and hook unchanged.
    @Test("padding from the body keeps the corners and the hook", arguments: [BubbleSide.incoming, .outgoing])
    func paddingFromTheBody(side: BubbleSide) {
        let metrics = OutlineMetrics(cornerRadius: 17, padding: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12),
                                     tailWidth: 4, tailHeight: 11, tailTipRadius: 0)
        let content = Size(width: 100, height: 21)
        let shape = BubbleShape(style: .imessage, side: side, contentSize: content, metrics: metrics)
        let sameFrame = BubbleShape(style: .imessage, side: side, contentSize: Size(width: 108, height: 23))
        #expect(shape.path == sameFrame.path)
        #expect(shape.body == sameFrame.body)
        let body = shape.body, text = shape.contentRect
        #expect(text.minX - body.minX == 12 && body.maxX - text.maxX == 12)
        #expect(text.minY - body.minY == 7 && body.maxY - text.maxY == 7)
        #expect(BubbleStyle.imessage.minimumContentSize(metrics) == Size(width: 11, height: 20))
    }

    @Test func tinyContentIsRaisedToTheMinimum() {
        let shape = BubbleShape(style: .imessage, side: .incoming, contentSize: Size(width: 5, height: 10))
        #expect(shape.contentSize == Size(width: 19, height: 22))
        #expect(shape.frame.height == 34)
    }
}

/// Compares two paths point by point with a tolerance for the rounding of mirrored sums.
func expectSamePath(_ actual: Path, _ expected: [PathElement], sourceLocation: SourceLocation = #_sourceLocation) throws {
    try #require(actual.elements.count == expected.count, sourceLocation: sourceLocation)
    for (a, e) in zip(actual.elements, expected) {
        #expect(a.isClose(to: e), "\(a) != \(e)", sourceLocation: sourceLocation)
    }
}

extension PathElement {
    func isClose(to other: PathElement, tolerance: Double = 1e-9) -> Bool {
        func near(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance }
        func angle(_ a: Double, _ b: Double) -> Bool {
            let d = (a - b).truncatingRemainder(dividingBy: 2 * Double.pi)
            return abs(d) <= tolerance || abs(abs(d) - 2 * Double.pi) <= tolerance
        }
        switch (self, other) {
        case (.move(let a), .move(let b)), (.line(let a), .line(let b)): return near(a, b)
        case (.curve(let a, let a1, let a2), .curve(let b, let b1, let b2)): return near(a, b) && near(a1, b1) && near(a2, b2)
        case (.arc(let c1, let r1, let s1, let e1, let cw1), .arc(let c2, let r2, let s2, let e2, let cw2)):
            return near(c1, c2) && abs(r1 - r2) <= tolerance && angle(s1, s2) && angle(e1, e2) && cw1 == cw2
        case (.close, .close): return true
        default: return false
        }
    }
}
