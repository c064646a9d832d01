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
    /// The unread count's digits in a capsule of the ``accent`` colour.
    package var capsuleText: RGBAColor

    /// Bars of `header` and `composer` parted by `hairline`, with the header's `accent`,
    /// `title`, `subtitle` and `capsuleText` colours; nil ones follow the header: the title
    /// white on a dark bar and black on a light one, the subtitle iOS's grey, the capsule's
    /// digits the header's colour.
    package init(header: RGBAColor, composer: RGBAColor?, hairline: RGBAColor?, accent: RGBAColor? = nil, title: RGBAColor? = nil,
                 subtitle: RGBAColor? = nil, capsuleText: RGBAColor? = nil) {
        self.header = header
        self.composer = composer
        self.hairline = hairline
        let dark = Self.isDark(header)
        let text = title ?? (dark ? .white : .black)
        self.title = text
        self.accent = accent ?? text
        self.subtitle = subtitle ?? (dark ? RGBAColor(red: 0x98, green: 0x98, blue: 0x9F) : RGBAColor(red: 0x8E, green: 0x8E, blue: 0x93))
        self.capsuleText = capsuleText ?? header
    }

    /// Bars of this colour take white text and icons, others black: its relative luminance
    /// (sRGB weights on the stored values) is below one half.
    ///
    /// - Parameter color: the bar's colour.
    package static func isDark(_ color: RGBAColor) -> Bool {
        0.2126 * color.redComponent + 0.7152 * color.greenComponent + 0.0722 * color.blueComponent < 0.5
    }
}

extension ByAppearance where Value == ScreenColors {
    /// Header and composer bars of `bar`'s colour parted by `hairline`, in both appearances,
    /// with the header's `accent` (nil: the title's colour) and the unread capsule's
    /// `capsuleText` (nil: the bar's colour).
    package static func bars(_ bar: ByAppearance<RGBAColor>, hairline: ByAppearance<RGBAColor>,
                             accent: ByAppearance<RGBAColor>? = nil, capsuleText: ByAppearance<RGBAColor>? = nil) -> ByAppearance<ScreenColors> {
        ByAppearance { appearance in
            ScreenColors(header: bar[appearance], composer: bar[appearance], hairline: hairline[appearance], accent: accent?[appearance],
                         capsuleText: capsuleText?[appearance])
        }
    }
}
