import Testing
import BubbleGeometry

/// A die's face shows its value in the classic arrangement: as many pips as the value, inside
/// the rounded square, symmetric about its centre; no face for values other than 1 to 6.
@Suite("die face")
struct DieFaceTests {
    @Test(arguments: 1...6)
    func pipsShowTheValue(_ value: Int) throws {
        let face = try #require(DieFace(value: value, side: 100))
        let centres = face.pipCentres
        #expect(centres.count == value)
        #expect(Set(centres.map { "\($0.x),\($0.y)" }).count == value, "no pip twice")
        for centre in centres {
            #expect(centre.x - face.pipRadius > 0 && centre.x + face.pipRadius < 100 && centre.y - face.pipRadius > 0 && centre.y + face.pipRadius < 100)
            #expect(centres.contains { abs($0.x - (100 - centre.x)) < 1e-9 && abs($0.y - (100 - centre.y)) < 1e-9 }, "point symmetric")
        }
        #expect(face.body.bounds == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func onlyOneToSix() {
        #expect(DieFace(value: 0, side: 100) == nil && DieFace(value: 7, side: 100) == nil && DieFace(value: 3, side: 0) == nil)
    }
}
