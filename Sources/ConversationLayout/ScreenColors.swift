import BubbleGeometry

/// The colours of a screen's bars: the header (with the status bar behind it) and the
/// composer, and the hairlines that part them from the messages.
package struct ScreenColors: Sendable, Hashable {
    /// The header and the status bar behind it.
    package var header: RGBAColor
    /// The composer and the bottom safe area; nil where the composer floats on the wallpaper.
    package var composer: RGBAColor?
    /// The line between a bar and the messages; nil for none.
    package var hairline: RGBAColor?
    /// The header's back chevron, unread count and buttons.
    package var accent: RGBAColor
    /// The header's title.
    package var title: RGBAColor
    /// The header's subtitle and the name's small chevron.
    package var subtitle: RGBAColor

    /// Bars of `header` and `composer` parted by `hairline`, with the header's `accent`,
    /// `title` and `subtitle` colours; nil ones follow the header: the title white on a dark
    /// bar and black on a light one, the subtitle iOS's grey.
    package init(header: RGBAColor, composer: RGBAColor?, hairline: RGBAColor?, accent: RGBAColor? = nil, title: RGBAColor? = nil,
                 subtitle: RGBAColor? = nil) {
        self.header = header
        self.composer = composer
        self.hairline = hairline
        let dark = Self.isDark(header)
        let text = title ?? (dark ? .white : .black)
        self.title = text
        self.accent = accent ?? text
        self.subtitle = subtitle ?? (dark ? RGBAColor(red: 0x98, green: 0x98, blue: 0x9F) : RGBAColor(red: 0x8E, green: 0x8E, blue: 0x93))
    }

    /// Bars of this colour take white text and icons, others black: its relative luminance
    /// (sRGB weights on the stored values) is below one half.
    ///
    /// - Parameter color: the bar's colour.
    package static func isDark(_ color: RGBAColor) -> Bool {
        0.2126 * color.redComponent + 0.7152 * color.greenComponent + 0.0722 * color.blueComponent < 0.5
    }

    /// The bars of `style`'s app on `platform` in `appearance`.
    package static func standard(_ style: BubbleStyle, appearance: Appearance, platform: DevicePlatform) -> ScreenColors {
        func hex(_ s: String) -> RGBAColor { RGBAColor(hex: s) ?? .black }
        let dark = appearance == .dark
        // iOS's system blue: the back chevron and the buttons of iOS apps.
        let blue = platform == .ios ? (dark ? hex("#0A84FF") : hex("#007AFF")) : nil
        switch style {
        case .imessage:
            let bar = dark ? hex("#1C1C1E") : hex("#F6F6F6")
            return ScreenColors(header: bar, composer: bar, hairline: dark ? hex("#38383A") : hex("#C6C6C8"), accent: blue)
        case .whatsapp:
            if platform == .android {
                // WhatsApp for Android: a coloured app bar, the composer floating on the wallpaper.
                return ScreenColors(header: dark ? hex("#1F2C34") : hex("#008069"), composer: nil, hairline: nil,
                                    accent: dark ? hex("#AEBAC1") : .white, title: dark ? hex("#E9EDEF") : .white,
                                    subtitle: dark ? hex("#8696A0") : RGBAColor(red: 255, green: 255, blue: 255, alpha: 204))
            }
            let bar = dark ? hex("#1F2C34") : hex("#F6F6F6")
            return ScreenColors(header: bar, composer: bar, hairline: dark ? hex("#2A3942") : hex("#D1D1D6"), accent: blue)
        case .talk:
            let bar = dark ? hex("#1A1A1A") : .white
            return ScreenColors(header: bar, composer: bar, hairline: dark ? hex("#2C2C2E") : hex("#E3E4E8"))
        case .plain:
            let bar = dark ? hex("#2C2C2E") : hex("#F7F7F7")
            return ScreenColors(header: bar, composer: bar, hairline: dark ? hex("#3A3A3C") : hex("#D9D9D9"), accent: blue)
        }
    }
}
