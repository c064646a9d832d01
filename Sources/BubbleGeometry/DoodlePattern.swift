/// How a doodle wallpaper's tile (``DoodleTile``) is set: which doodles, how many to a row,
/// how large, how freely turned and nudged, and the generator's seed that fixes all of it.
/// The default is the pattern the doodle wallpaper has always had.
public struct DoodlePattern: Sendable, Hashable {
    /// The doodles, used in turn along the rows or picked at random (``shuffled``).
    public var doodles: [Doodle]
    /// The tile's side at its design size, in points.
    public var side: Double
    /// Doodles per row and per column.
    public var grid: Int
    /// The smallest doodle's side, in points.
    public var size: Double
    /// How much larger than ``size`` the largest doodle is, in points.
    public var sizeSpread: Double
    /// How the sizes fall between ``size`` and ``size`` + ``sizeSpread``: 1 evenly; above 1
    /// mostly small with a few large ones among them (the generator's draw raised to this
    /// power).
    public var sizeSkew: Double
    /// The most a doodle is turned either way, in radians.
    public var turn: Double
    /// The most a doodle is moved off its grid place either way, in points.
    public var nudge: Double
    /// The width of the lines at the design size, in points.
    public var lineWidth: Double
    /// The seed of the generator that sizes, turns and nudges the doodles.
    public var seed: UInt64
    /// Whether the generator also picks each place's doodle, so that no column repeats one;
    /// else the doodles are used in turn along the rows.
    public var shuffled: Bool
    /// Whether the tile grows to cover a screen larger than it (``widened(toCover:)``), so
    /// that no repeat shows on a phone or a tablet, as Telegram draws one pattern over the
    /// whole screen.
    public var growsWithScreen: Bool

    /// A pattern of `doodles` on a `grid` × `grid` staggered grid in a tile `side` points wide.
    public init(doodles: [Doodle] = [.chatBubble, .heart, .star, .camera, .phone, .musicNote, .cloud, .smiley, .envelope, .cup,
                                     .paperPlane],
                side: Double = 240, grid: Int = 6, size: Double = 17, sizeSpread: Double = 5, sizeSkew: Double = 1, turn: Double = 0.5,
                nudge: Double = 4, lineWidth: Double = 1.4, seed: UInt64 = 0x5EED_D00D, shuffled: Bool = false,
                growsWithScreen: Bool = false) {
        self.doodles = doodles.isEmpty ? [.heart] : doodles
        self.side = max(1, side)
        self.grid = max(1, grid)
        self.size = size
        self.sizeSpread = sizeSpread
        self.sizeSkew = max(0.1, sizeSkew)
        self.turn = turn
        self.nudge = nudge
        self.lineWidth = lineWidth
        self.seed = seed
        self.shuffled = shuffled
        self.growsWithScreen = growsWithScreen
    }

    /// The pattern for a screen of `size` points: one that grows with the screen gets as
    /// many more places to a row and a column as the screen's longer side needs, each as
    /// large as before, so its tile covers the screen once, as dense; otherwise, or on a
    /// screen no larger than the tile, the pattern itself.
    public func widened(toCover size: Size) -> DoodlePattern {
        let longer = max(size.width, size.height)
        guard growsWithScreen, longer > side else { return self }
        let cell = side / Double(grid)
        var wide = self
        wide.grid = Int((longer / cell).rounded(.up))
        wide.side = cell * Double(wide.grid)
        return wide
    }
}
