import BubbleGeometry
import SeededRandom

/// The specks of a spoiler's veil, as Telegram draws its particles: many soft dots smaller
/// than a point in the text's colour, each at one of a few opacities, so dense that the
/// hidden line reads as a grey shimmer of text rather than as a pattern of black dots (which
/// looks like a broken image or a QR code). They fill one square tile that repeats over the
/// hidden characters' boxes, so a veil costs one tile's specks however long the spoiler is.
/// A speck is drawn as a square `2 × radius` across: antialiased at these sizes it is a soft
/// dot, and a square costs Cairo and a PDF a fraction of a circle's curves. Deterministic:
/// the same side and seed give the same specks (a SplitMix64 sequence), never different ones
/// from run to run.
struct SpoilerParticles {
    /// One speck: its centre, half its width and its opacity (0...1), in points.
    struct Dot: Hashable {
        let center: Point
        let radius: Double
        let opacity: Double
    }

    /// The opacities specks are drawn with, so that all specks of one are filled at once.
    static let opacities = [0.15, 0.3, 0.45, 0.6, 0.8]
    /// Specks per square point of tile.
    static let density = 2.4
    /// The smallest and largest radius of a speck, in points: most are near the smallest.
    static let radii = 0.14 ... 0.36
    /// About how many points a tile's side is long (see ``DrawingContext/drawSpoilerVeil(over:seed:color:at:)``).
    static let tileSide = 48.0

    /// How much of a speck's opacity it keeps in the fringe around a band.
    static let fringeOpacity = 0.4

    /// Where the specks go over a hidden line's box: the band where its letters are (the box
    /// without the top fifth and the bottom seventh, 1.5 points in at each end), and the fringe
    /// around the band, up to 1.5 points wide and inside the box by half a point, where they
    /// are fainter. Nil for a box too small to hold a band.
    static func band(over box: Rect) -> (core: Rect, fringe: Rect)? {
        let fringe = box.insetBy(dx: 0.5, dy: 0.5)
        let core = Rect(x: box.minX + 1.5, y: box.minY + box.height * 0.2, width: box.width - 3, height: box.height * 0.66)
        guard core.width > 0, core.height > 0, fringe.width > 0, fringe.height > 0 else { return nil }
        let grown = core.insetBy(dx: -1.5, dy: -1.5)
        let x = max(grown.minX, fringe.minX), y = max(grown.minY, fringe.minY)
        return (core, Rect(x: x, y: y, width: min(grown.maxX, fringe.maxX) - x, height: min(grown.maxY, fringe.maxY) - y))
    }

    /// The tile's side, in points.
    let side: Double
    /// The specks, each that crosses an edge again at the opposite edges, so that tiles meet
    /// without a seam.
    let dots: [Dot]

    /// Specks filling a square tile of `side` points.
    init(side: Double, seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var dots: [Dot] = []
        let count = max(1, Int((side * side * Self.density).rounded()))
        dots.reserveCapacity(count + count / 8)
        for _ in 0 ..< count {
            let size = random.nextUnit()
            let radius = Self.radii.lowerBound + (Self.radii.upperBound - Self.radii.lowerBound) * size * size
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
