import BubbleGeometry
import SeededRandom

/// The dots of a spoiler's veil, as Telegram draws them: a dense, even spray of small dots of
/// a few opacities, on one square tile that repeats over the hidden characters' boxes, so a
/// veil costs one tile's dots however long the spoiler is. Deterministic: the same side and
/// seed give the same dots (a SplitMix64 sequence), never different ones from run to run.
struct SpoilerParticles {
    /// One dot: its centre, radius and opacity (0...1), in points.
    struct Dot: Hashable {
        let center: Point
        let radius: Double
        let opacity: Double
    }

    /// The opacities dots are drawn with, so that all dots of one are filled at once.
    static let opacities = [0.35, 0.65, 1.0]
    /// Dots per square point of tile.
    static let density = 0.45
    /// About how many points a tile's side is long (see ``DrawingContext/drawSpoilerVeil(over:seed:color:at:)``).
    static let tileSide = 48.0

    /// The tile's side, in points.
    let side: Double
    /// The dots, each dot that crosses an edge again at the opposite edges, so that tiles
    /// meet without a seam.
    let dots: [Dot]

    /// Dots filling a square tile of `side` points.
    init(side: Double, seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var dots: [Dot] = []
        let count = max(1, Int((side * side * Self.density).rounded()))
        for _ in 0 ..< count {
            let radius = 0.45 + 0.35 * random.nextUnit()
            let x = side * random.nextUnit()
            let y = side * random.nextUnit()
            let opacity = Self.opacities[Int(random.next() % UInt64(Self.opacities.count))]
            for dx in [-side, 0, side] where x + dx + radius > 0 && x + dx - radius < side {
                for dy in [-side, 0, side] where y + dy + radius > 0 && y + dy - radius < side {
                    dots.append(Dot(center: Point(x: x + dx, y: y + dy), radius: radius, opacity: opacity))
                }
            }
        }
        self.side = side
        self.dots = dots
    }
}
