import SeededRandom

/// A square of doodles (``Doodle``) that tiles seamlessly: the pattern of a doodle wallpaper.
/// The doodles sit on a staggered grid, each turned, sized and nudged by a fixed-seed
/// generator, so every tile and every run is the same; a doodle that crosses an edge is also
/// drawn where it comes back in on the opposite edge.
public struct DoodleTile: Sendable, Hashable {
    /// The tile's side in points.
    public let side: Double
    /// The doodles' lines in the tile's coordinates, one subpath or more each, some reaching
    /// beyond the tile (to be clipped).
    public let lines: Path
    /// The width of the lines, in points.
    public let lineWidth: Double

    /// The tile's side at its design size, in points.
    public static let designSide = 240.0
    /// Doodles per row and per column.
    static let grid = 6

    /// The tile drawn `side` points wide: the design scaled, so a tile can be made a whole
    /// number of pixels wide at any scale.
    public init(side: Double = DoodleTile.designSide) {
        let factor = side / Self.designSide
        let cell = Self.designSide / Double(Self.grid)
        var random = SeededRandom(seed: 0x5EED_D00D)
        let doodles = Doodle.allCases
        var lines = Path()
        for row in 0..<Self.grid {
            for column in 0..<Self.grid {
                let stagger = row.isMultiple(of: 2) ? 0 : cell / 2
                let size = 17 + 5 * random.nextUnit()
                let rotation = (random.nextUnit() - 0.5) * 1.0
                let centre = Point(x: (Double(column) + 0.5) * cell + stagger + (random.nextUnit() - 0.5) * 8,
                                   y: (Double(row) + 0.5) * cell + (random.nextUnit() - 0.5) * 8)
                let doodle = doodles[(row * Self.grid + column) % doodles.count].path
                let centred = doodle.offsetBy(dx: -0.5, dy: -0.5)
                let reach = size * 0.75
                for dy in [-Self.designSide, 0, Self.designSide] where centre.y + dy + reach > 0 && centre.y + dy - reach < Self.designSide {
                    for dx in [-Self.designSide, 0, Self.designSide]
                    where centre.x + dx + reach > 0 && centre.x + dx - reach < Self.designSide {
                        let placed = Point(x: (centre.x + dx) * factor, y: (centre.y + dy) * factor)
                        lines.append(centred.transformed(scale: size * factor, rotation: rotation, offset: placed))
                    }
                }
            }
        }
        self.side = side
        self.lines = lines
        lineWidth = 1.4 * factor
    }
}
