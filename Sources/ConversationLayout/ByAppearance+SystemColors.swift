import BubbleGeometry

extension ByAppearance where Value == RGBAColor {
    /// iOS's system blue: the back chevron and the buttons of iOS apps.
    package static let iosBlue = ByAppearance(light: .rgb(0x007AFF), dark: .rgb(0x0A84FF))
    /// iOS's secondary grey: placeholders, subtitles, icons.
    package static let iosGrey = ByAppearance(light: .rgb(0x8E8E93), dark: .rgb(0x98989F))
}
