/// A point in points (not pixels), y growing downwards as on screen.
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at the origin.
    public static let zero = Point(x: 0, y: 0)
}
