import Testing
import BubbleGeometry

@Suite("doodle wallpaper")
struct DoodleTileTests {
    /// The subpaths of `path`, each from its `move` to the next.
    private func subpaths(_ path: Path) -> [Path] {
        var result: [Path] = []
        for element in path.elements {
            if case .move = element { result.append(Path()) }
            if result.isEmpty { result.append(Path()) }
            result[result.count - 1] = Path(result[result.count - 1].elements + [element])
        }
        return result
    }

    private func start(_ path: Path) -> Point? {
        if case .move(let point)? = path.elements.first { return point }
        return nil
    }

    @Test(arguments: Doodle.allCases)
    func eachDoodleFitsItsUnitBox(_ doodle: Doodle) throws {
        let bounds = try #require(doodle.path.bounds)
        #expect(bounds.minX >= 0 && bounds.minY >= 0 && bounds.maxX <= 1 && bounds.maxY <= 1)
        #expect(bounds.width > 0.4 && bounds.height > 0.4)
    }

    @Test func turningMovesPointsAndArcsAlike() {
        var path = Path()
        path.move(to: Point(x: 1, y: 0))
        path.arc(center: Point(x: 0, y: 0), radius: 1, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        let turned = path.transformed(scale: 2, rotation: Double.pi / 2, offset: Point(x: 10, y: 20))
        guard case .move(let p) = turned.elements[0], case .arc(let centre, let radius, let startAngle, let endAngle, true) = turned.elements[1]
        else {
            Issue.record("unexpected elements \(turned.elements)")
            return
        }
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 22) < 1e-12)
        #expect(centre == Point(x: 10, y: 20) && radius == 2)
        #expect(abs(startAngle - Double.pi / 2) < 1e-12 && abs(endAngle - Double.pi) < 1e-12)
    }

    @Test func theTileIsTheSameEveryTime() {
        #expect(DoodleTile() == DoodleTile())
        #expect(DoodleTile().lines.elements.count > 400)
    }

    /// A shuffled pattern lets the generator pick each place's doodle, so a doodle does not
    /// come back in the same column every other row; the same pattern draws the same tile.
    @Test func aShuffledPatternPicksItsDoodlesByChance() {
        let inTurn = DoodlePattern(doodles: [.cat, .rocket, .planet, .moon], grid: 4)
        var shuffled = inTurn
        shuffled.shuffled = true
        #expect(DoodleTile(pattern: shuffled) == DoodleTile(pattern: shuffled))
        #expect(DoodleTile(pattern: shuffled).lines != DoodleTile(pattern: inTurn).lines)
        #expect(DoodleTile(pattern: inTurn).side == DoodlePattern().side)
        #expect(DoodleTile(pattern: DoodlePattern(side: 400)).side == 400)
    }

    /// A skewed pattern draws most doodles near the smallest size, a few large among them:
    /// the same draws as an even one, its median doodle smaller and its largest as large.
    @Test func aSkewedPatternIsMostlySmall() throws {
        let even = DoodlePattern(doodles: [.heart], side: 400, grid: 10, size: 10, sizeSpread: 30, turn: 0, nudge: 0)
        var skewed = even
        skewed.sizeSkew = 3
        func widths(_ pattern: DoodlePattern) -> [Double] {
            subpaths(DoodleTile(pattern: pattern).lines).compactMap { $0.bounds?.width }.sorted()
        }
        let a = widths(even), b = widths(skewed)
        let largestEven = try #require(a.last), largestSkewed = try #require(b.last)
        #expect(b[b.count / 2] < a[a.count / 2] * 0.7, "median \(b[b.count / 2]) against \(a[a.count / 2])")
        #expect(largestSkewed > largestEven * 0.8, "large ones remain")
    }

    @Test func aTileOfAnotherSideIsTheDesignScaled() throws {
        let design = DoodleTile(), half = DoodleTile(side: DoodleTile.designSide / 2)
        #expect(half.lineWidth == design.lineWidth / 2)
        let a = try #require(design.lines.bounds), b = try #require(half.lines.bounds)
        #expect(abs(b.minX - a.minX / 2) < 1e-9 && abs(b.maxY - a.maxY / 2) < 1e-9)
    }

    /// Every line that crosses an edge of the tile comes back in at the opposite edge, so
    /// repeated tiles show no cut doodle; and lines stay within a doodle's reach of the tile.
    @Test func doodlesCrossingAnEdgeComeBackOnTheOtherSide() throws {
        let tile = DoodleTile()
        let side = tile.side
        let pieces = subpaths(tile.lines)
        let starts = pieces.compactMap(start)
        func has(_ point: Point) -> Bool {
            starts.contains { abs($0.x - point.x) < 1e-6 && abs($0.y - point.y) < 1e-6 }
        }
        var crossing = 0
        for piece in pieces {
            let bounds = try #require(piece.bounds)
            let reach = tile.lineWidth / 2
            #expect(bounds.minX > -side / 8 && bounds.maxX < side * 9 / 8 && bounds.minY > -side / 8 && bounds.maxY < side * 9 / 8)
            let p = try #require(start(piece))
            for (dx, out) in [(side, bounds.minX - reach < 0), (-side, bounds.maxX + reach > side)] where out {
                crossing += 1
                #expect(has(Point(x: p.x + dx, y: p.y)), "\(bounds)")
            }
            for (dy, out) in [(side, bounds.minY - reach < 0), (-side, bounds.maxY + reach > side)] where out {
                crossing += 1
                #expect(has(Point(x: p.x, y: p.y + dy)), "\(bounds)")
            }
        }
        #expect(crossing > 0)
    }

    /// A pattern that grows with the screen gets a tile at least as large as the screen's
    /// longer side, a phone's height too (review 17: the pattern repeated every 400 points
    /// down a phone), its places as large as before; on a smaller screen, or a pattern that
    /// does not grow, nothing changes.
    @Test func aGrowingPatternCoversTheScreenOnce() {
        let pattern = DoodlePattern(side: 400, grid: 14, growsWithScreen: true)
        let tablet = pattern.widened(toCover: Size(width: 1024, height: 768))
        #expect(tablet.grid == 36 && abs(tablet.side - 400.0 / 14 * 36) < 1e-9)
        let phone = pattern.widened(toCover: Size(width: 390, height: 844))
        #expect(phone.grid == 30 && phone.side >= 844)
        #expect(pattern.widened(toCover: Size(width: 390, height: 390)) == pattern)
        #expect(DoodlePattern(side: 400, grid: 14).widened(toCover: Size(width: 1024, height: 1366)).side == 400)
    }
}
