import BubbleGeometry

/// A screen's wallpaper as it is drawn: what covers `rect` (the whole screen; the bars are
/// drawn over it) before the messages.
package struct ScreenWallpaper {
    package enum Fill {
        /// One colour.
        case color(RGBAColor)
        /// A photo scaled to cover the rect, then `veil` over it (the dark appearance's dimming).
        case image(MessageImage, veil: RGBAColor?)
        /// The ``DoodleTile`` of `pattern` repeated from the rect's top-left corner, its lines
        /// in `ink`.
        case doodle(ink: RGBAColor, pattern: DoodlePattern)
        /// A soft gradient over the rect with the doodles of `pattern` on it: drawn over it in
        /// a translucent ink, or showing it through `base` (see ``GradientWallpaper/Lines``).
        case gradient(SoftGradient, lines: GradientWallpaper.Lines, base: RGBAColor, pattern: DoodlePattern)
    }

    package var fill: Fill
    package var rect: Rect

    /// The veil over a photo in the dark appearance: black at 40%, as WhatsApp dims a
    /// wallpaper in its dark theme.
    package static let darkVeil = RGBAColor(red: 0, green: 0, blue: 0, alpha: 102)

    /// The doodles' colour over `background`: `ink`'s colour (or the time colour `meta`)
    /// mixed into the background so the lines stay faint.
    package static func doodleInk(_ ink: DoodleInk, background: RGBAColor, meta: RGBAColor) -> RGBAColor {
        mix(background, ink.color ?? meta, ink.amount)
    }

    /// `a` moved `fraction` of the way to `b`, channel by channel; `a`'s alpha.
    static func mix(_ a: RGBAColor, _ b: RGBAColor, _ fraction: Double) -> RGBAColor {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8((Double(x) + (Double(y) - Double(x)) * fraction).rounded())
        }
        return RGBAColor(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue), alpha: a.alpha)
    }
}
