import BubbleGeometry

/// A line drawn along a bubble's whole outline, tail included, centred on it.
public struct BubbleBorder: Sendable, Hashable {
    public var color: RGBAColor
    /// The line width in points.
    public var width: Double

    public init(color: RGBAColor, width: Double) {
        self.color = color
        self.width = width
    }
}
