#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SeededRandom

/// A square of doodles (``Doodle``) that tiles seamlessly: the pattern of a doodle wallpaper.
/// The doodles sit on a staggered grid, each turned, sized and nudged by a fixed-seed
/// generator as its ``DoodlePattern`` says, so every tile and every run is the same; a doodle
/// that crosses an edge is also drawn where it comes back in on the opposite edge.
public struct DoodleTile: Sendable, Hashable {
    /// The tile's side in points.
    public let side: Double
    /// The doodles' lines in the tile's coordinates, one subpath or more each, some reaching
    /// beyond the tile (to be clipped).
    public let lines: Path
    /// The width of the lines, in points.
    public let lineWidth: Double

    /// The tile's side at its design size, in points, in the default pattern.
    public static let designSide = DoodlePattern().side

    /// The tile of `pattern` drawn `side` points wide (nil: its design size): the design
    /// scaled, so a tile can be made a whole number of pixels wide at any scale.
    public init(side: Double? = nil, pattern: DoodlePattern = DoodlePattern()) {
        let design = pattern.side
        let side = side ?? design
        let factor = side / design
        let cell = design / Double(pattern.grid)
        var random = SeededRandom(seed: pattern.seed)
        let doodles = pattern.doodles
        var lines = Path()
        for row in 0..<pattern.grid {
            for column in 0..<pattern.grid {
                let stagger = row.isMultiple(of: 2) ? 0 : cell / 2
                let size = pattern.size + pattern.sizeSpread * pow(random.nextUnit(), pattern.sizeSkew)
                let rotation = (random.nextUnit() - 0.5) * 2 * pattern.turn
                let centre = Point(x: (Double(column) + 0.5) * cell + stagger + (random.nextUnit() - 0.5) * 2 * pattern.nudge,
                                   y: (Double(row) + 0.5) * cell + (random.nextUnit() - 0.5) * 2 * pattern.nudge)
                let index = pattern.shuffled ? Int(random.nextUnit() * Double(doodles.count)) : row * pattern.grid + column
                let doodle = doodles[index % doodles.count].path
                let centred = doodle.offsetBy(dx: -0.5, dy: -0.5)
                let reach = size * 0.75
                for dy in [-design, 0, design] where centre.y + dy + reach > 0 && centre.y + dy - reach < design {
                    for dx in [-design, 0, design] where centre.x + dx + reach > 0 && centre.x + dx - reach < design {
                        let placed = Point(x: (centre.x + dx) * factor, y: (centre.y + dy) * factor)
                        lines.append(centred.transformed(scale: size * factor, rotation: rotation, offset: placed))
                    }
                }
            }
        }
        self.side = side
        self.lines = lines
        lineWidth = pattern.lineWidth * factor
    }
}
