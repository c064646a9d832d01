import BubbleGeometry

/// A line drawn along a bubble's whole outline, tail included, centred on it.
public struct BubbleBorder: Sendable, Hashable {
    /// The line's colour.
    public var color: RGBAColor
    /// The line width in points.
    public var width: Double
    /// Dash and gap length in points, for a dashed line; nil for a solid one.
    public var dash: Double?

    /// A border of `width` points, solid unless `dash` is given.
    public init(color: RGBAColor, width: Double, dash: Double? = nil) {
        self.color = color
        self.width = width
        self.dash = dash
    }
}
