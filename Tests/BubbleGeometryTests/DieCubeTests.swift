import Testing
import BubbleGeometry

/// The die at rest as a cube: its value on the front face, the top and right faces showing
/// values beside it, none the opposite of another face in view; everything inside its box.
@Suite("die cube")
struct DieCubeTests {
    @Test(arguments: 1...6)
    func theFacesShowValuesThatCanMeetAtACorner(_ value: Int) throws {
        let cube = try #require(DieFace(value: value, side: 96).map(DieCube.init(showing:)))
        let shown = [cube.frontFace.value, cube.topFace.value, cube.rightFace.value]
        #expect(shown[0] == value)
        #expect(Set(shown).count == 3)
        for a in shown {
            #expect(!shown.contains(7 - a), "\(a) and its opposite \(7 - a) are never both in view")
        }
    }

    @Test(arguments: 1...6)
    func theCubeFitsItsBoxAndThePipsTheirFaces(_ value: Int) throws {
        let cube = try #require(DieFace(value: value, side: 96).map(DieCube.init(showing:)))
        let box = try #require(cube.outline.bounds)
        #expect(box.minX >= 0 && box.minY >= 0 && box.maxX <= 96 && box.maxY <= 96)
        for face in [cube.frontFace, cube.topFace, cube.rightFace] {
            let body = try #require(cube.body(face).bounds), pips = try #require(cube.pips(face).bounds)
            #expect(body.insetBy(dx: -1e-9, dy: -1e-9).contains(pips), "the pips of \(face.value) on their face")
            #expect(box.contains(body))
        }
    }
}
