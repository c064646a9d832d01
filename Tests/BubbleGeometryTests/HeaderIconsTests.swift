import Testing
import BubbleGeometry

@Suite("header icons")
struct HeaderIconsTests {
    /// Whether `path` draws something and stays in the box of `size`.
    private func fills(_ path: Path, _ size: Size) -> Bool {
        guard let bounds = path.bounds, path.liesInside(Rect(origin: .zero, size: size)) == true else { return false }
        return bounds.width > size.width * 0.6 && bounds.height > size.height * 0.6
    }

    @Test func everyIconFillsItsBox() {
        let chevron = Size(width: 11, height: 19)
        #expect(fills(HeaderIcons.backChevron(size: chevron, line: 2.6), chevron))
        #expect(fills(HeaderIcons.disclosureChevron(size: Size(width: 4.5, height: 8), line: 1.4), Size(width: 4.5, height: 8)))
        #expect(fills(HeaderIcons.backArrow(size: Size(width: 18, height: 16), line: 2), Size(width: 18, height: 16)))
        #expect(fills(HeaderIcons.phone(size: Size(width: 19, height: 19)), Size(width: 19, height: 19)))
        #expect(fills(HeaderIcons.videoCamera(size: Size(width: 24, height: 16)), Size(width: 24, height: 16)))
        #expect(fills(HeaderIcons.overflowDots(size: Size(width: 4, height: 17)), Size(width: 4, height: 17)))
        #expect(fills(HeaderIcons.magnifier(size: Size(width: 20, height: 20), line: 2), Size(width: 20, height: 20)))
        #expect(fills(HeaderIcons.threeLines(size: Size(width: 20, height: 15), line: 2), Size(width: 20, height: 15)))
    }

    /// The magnifier's handle reaches the box's bottom right corner from its ring; the menu's
    /// three lines are spread from the top to the bottom of the box.
    @Test func searchAndMenuAreShapedSo() throws {
        let glass = try #require(HeaderIcons.magnifier(size: Size(width: 20, height: 20), line: 2).bounds)
        #expect(glass.maxX > 19 && glass.maxY > 19 && glass.maxX <= 20 && glass.maxY <= 20 && glass.minX >= 0 && glass.minY >= 0)
        let lines = try #require(HeaderIcons.threeLines(size: Size(width: 20, height: 15), line: 2).bounds)
        #expect(abs(lines.minY) < 1e-9 && abs(lines.maxY - 15) < 1e-9)
    }

    /// The back chevron points left (its tip on the left edge, halfway down); the name's
    /// chevron is its mirror image, pointing right.
    @Test func chevronsPointTheirWay() throws {
        let size = Size(width: 11, height: 19)
        let back = HeaderIcons.backChevron(size: size, line: 2)
        let points = back.elements.compactMap { element -> Point? in
            if case .line(let point) = element { return point }
            if case .move(let point) = element { return point }
            return nil
        }
        let tip = try #require(points.min { $0.x < $1.x })
        #expect(abs(tip.y - size.height / 2) < 1e-9)
        let forward = try #require(HeaderIcons.disclosureChevron(size: size, line: 2).bounds)
        #expect(forward == back.bounds)
        #expect(HeaderIcons.disclosureChevron(size: size, line: 2) == back.mirrored(aroundX: size.width / 2))
    }
}
