import BubbleGeometry

extension RGBAColor {
    /// Whether the colour is closer to white than to black (its Rec. 601 luma is over half).
    package var isLight: Bool {
        0.299 * redComponent + 0.587 * greenComponent + 0.114 * blueComponent > 0.5
    }

    /// The colour with its alpha replaced by `alpha`.
    package func withAlpha(_ alpha: UInt8) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
