/// Distances from the edges of a frame to the content inside it, in points.
public struct EdgeInsets: Sendable, Hashable {
    /// From the top edge down.
    public var top: Double
    /// From the left edge in.
    public var left: Double
    /// From the bottom edge up.
    public var bottom: Double
    /// From the right edge in.
    public var right: Double

    /// Insets of the given distances.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The sum of the left and right insets.
    public var horizontal: Double { left + right }
    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }

    /// Left and right swapped, as in a mirror image.
    public var mirrored: EdgeInsets {
        EdgeInsets(top: top, left: right, bottom: bottom, right: left)
    }
}
