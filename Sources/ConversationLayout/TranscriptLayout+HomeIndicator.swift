import BubbleGeometry

extension TranscriptLayout {
    /// The system's gesture handle at the bottom of `frame` (``ScreenSize/homeIndicator``),
    /// coloured as the system colours it over `behind`: iOS's home indicator black over a
    /// light bar and white over a dark one; Android's handle 60% black or 92% white (AOSP
    /// SystemUI's `navigation_bar_home_handle_dark_color` and `_light_color`). Nil when the
    /// screen has none.
    func homeIndicatorItem(_ frame: ScreenFrame, behind: RGBAColor) -> Row<Text>.Item? {
        guard let rect = frame.size.homeIndicator else { return nil }
        let dark = ScreenColors.isDark(behind)
        let color = switch frame.size.platform {
        case .ios: dark ? RGBAColor.white : RGBAColor.black
        case .android: dark ? RGBAColor(red: 255, green: 255, blue: 255, alpha: 0xEB) : RGBAColor(red: 0, green: 0, blue: 0, alpha: 0x99)
        }
        return .shape(.roundedRect(rect, radius: rect.height / 2), color: color)
    }
}
