import Testing
import BubbleGeometry

@Suite("composer icons")
struct ComposerIconsTests {
    /// Whether `path` draws something and stays in the box of `size`, filling most of one side.
    private func fills(_ path: Path, _ size: Size) -> Bool {
        guard let bounds = path.bounds, path.liesInside(Rect(origin: .zero, size: size)) == true else { return false }
        return bounds.width > size.width * 0.8 || bounds.height > size.height * 0.8
    }

    @Test func everyIconFillsItsBox() {
        let square = Size(width: 20, height: 20)
        #expect(fills(ComposerIcons.plus(size: square, line: 2), square))
        #expect(fills(ComposerIcons.paperclip(size: square, line: 1.8), square))
        #expect(fills(ComposerIcons.camera(size: Size(width: 24, height: 19)), Size(width: 24, height: 19)))
        #expect(fills(ComposerIcons.microphone(size: Size(width: 14, height: 21), line: 1.8), Size(width: 14, height: 21)))
        #expect(fills(ComposerIcons.upArrow(size: Size(width: 13, height: 15), line: 2.2), Size(width: 13, height: 15)))
        #expect(fills(ComposerIcons.paperPlane(size: Size(width: 18, height: 16)), Size(width: 18, height: 16)))
        #expect(fills(ComposerIcons.sticker(size: square, line: 1.7), square))
    }

    /// The camera's lens is a hole: a counter-clockwise circle inside the clockwise body, then
    /// the lens itself drawn clockwise again.
    @Test func theCameraHasALensCutOut() {
        let arcs = ComposerIcons.camera(size: Size(width: 24, height: 19)).elements.compactMap { element -> Bool? in
            if case .arc(_, _, let start, let end, let clockwise) = element, abs(abs(end - start) - 2 * Double.pi) < 1e-9 { return clockwise }
            return nil
        }
        #expect(arcs == [false, true])
    }
}
