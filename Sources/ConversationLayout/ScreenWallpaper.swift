import BubbleGeometry

/// A screen's wallpaper as it is drawn: what covers `rect` (the whole screen; the bars are
/// drawn over it) before the messages.
package struct ScreenWallpaper {
    package enum Fill {
        /// One colour.
        case color(RGBAColor)
        /// A photo scaled to cover the rect, then `veil` over it (the dark appearance's dimming).
        case image(MessageImage, veil: RGBAColor?)
        /// ``DoodleTile`` repeated from the rect's top-left corner, its lines in `ink`.
        case doodle(ink: RGBAColor)
    }

    package var fill: Fill
    package var rect: Rect

    /// The veil over a photo in the dark appearance: black at 40%, as WhatsApp dims a
    /// wallpaper in its dark theme.
    package static let darkVeil = RGBAColor(red: 0, green: 0, blue: 0, alpha: 102)

    /// The doodles' colour over `background` in `style`'s app: WhatsApp's warm beige lines
    /// (light) or its faint grey-green ones (dark), other themes their time colour `meta`,
    /// each mixed into the background so the lines stay faint.
    package static func doodleInk(_ style: BubbleStyle, appearance: Appearance, background: RGBAColor, meta: RGBAColor) -> RGBAColor {
        let dark = appearance == .dark
        switch style {
        case .whatsapp:
            return mix(background, dark ? RGBAColor(red: 0x86, green: 0x96, blue: 0xA0) : RGBAColor(red: 0x8F, green: 0x7A, blue: 0x5A),
                       dark ? 0.1 : 0.2)
        default:
            return mix(background, meta, dark ? 0.12 : 0.15)
        }
    }

    /// `a` moved `fraction` of the way to `b`, channel by channel; `a`'s alpha.
    static func mix(_ a: RGBAColor, _ b: RGBAColor, _ fraction: Double) -> RGBAColor {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8((Double(x) + (Double(y) - Double(x)) * fraction).rounded())
        }
        return RGBAColor(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue), alpha: a.alpha)
    }
}
