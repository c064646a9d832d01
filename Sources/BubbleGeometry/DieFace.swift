/// The face of a die showing 1 to 6: a rounded white square with its pips in the classic
/// arrangement (our own drawing), in a box of `side` points with its top-left corner at
/// (0, 0); ``DieCube`` lays its pips on each face of the die it draws.
public struct DieFace: Sendable, Hashable {
    /// The value shown, from 1 to 6.
    public let value: Int
    /// The side of the die, in points.
    public let side: Double

    /// The face showing `value` (nil unless it is 1 to 6), `side` points wide.
    public init?(value: Int, side: Double) {
        guard (1...6).contains(value), side > 0 else { return nil }
        self.value = value
        self.side = side
    }

    /// The radius of the die's corners.
    public var cornerRadius: Double { side * 0.2 }
    /// The radius of a pip.
    public var pipRadius: Double { side * 0.09 }

    /// The die's rounded square.
    public var body: Path { .roundedRect(Rect(x: 0, y: 0, width: side, height: side), radius: cornerRadius) }

    /// The centres of the pips: the middle for odd values, corner pairs from 2, the middle
    /// row's pair for 6.
    public var pipCentres: [Point] {
        let low = 0.27, mid = 0.5, high = 0.73
        var places: [(Double, Double)] = []
        if value % 2 == 1 { places.append((mid, mid)) }
        if value >= 2 { places += [(high, low), (low, high)] }
        if value >= 4 { places += [(low, low), (high, high)] }
        if value == 6 { places += [(low, mid), (high, mid)] }
        return places.map { Point(x: $0.0 * side, y: $0.1 * side) }
    }

    /// The pips as one path of circles.
    public var pips: Path {
        var path = Path()
        for centre in pipCentres {
            path.append(.circle(center: centre, radius: pipRadius))
        }
        return path
    }
}
