/// The device screens a transcript's `"screen"` names with `"device"`, and `--device`.
///
/// Each gives the pixel size a store asks screenshots to have: Apple's App Store Connect
/// screenshot specifications for the iPhone and iPad presets, Google Play's phone screenshots
/// (each side 320 to 3840 pixels, the long one at most twice the short one) for the Android ones.
public enum DevicePreset: String, Sendable, Hashable, CaseIterable {
    /// iPhone 16 Pro Max and its 6.9" kin: 440 × 956 points at 3×, 1320 × 2868 pixels, with the Dynamic Island.
    case iPhone69 = "iphone-6.9"
    /// iPhone 15 Pro Max and its 6.7" kin: 430 × 932 points at 3×, 1290 × 2796 pixels, with the Dynamic Island.
    case iPhone67 = "iphone-6.7"
    /// iPhone 15 and 16: 393 × 852 points at 3×, 1179 × 2556 pixels, with the Dynamic Island.
    case iPhone61Island = "iphone-6.1-island"
    /// iPhone 12 to 14: 390 × 844 points at 3×, 1170 × 2532 pixels, with the notch.
    case iPhone61 = "iphone-6.1"
    /// iPhone 8 Plus: 414 × 736 points at 3×, 1242 × 2208 pixels, with a home button.
    case iPhone55 = "iphone-5.5"
    /// 13" iPad Pro (M4): 1032 × 1376 points at 2×, 2064 × 2752 pixels.
    case iPad13 = "ipad-13"
    /// 12.9" iPad Pro: 1024 × 1366 points at 2×, 2048 × 2732 pixels.
    case iPad129 = "ipad-12.9"
    /// An Android phone of today's shape as far as Google Play allows (2:1): 360 × 720 dp at 3×,
    /// 1080 × 2160 pixels, with gesture navigation: the handle in a 24 dp strip at the bottom.
    case androidGesture = "android-gesture"
    /// An Android phone of 360 × 640 dp at 3×, 1080 × 1920 pixels (9:16), without a navigation bar.
    case androidPhone = "android-phone"

    /// The screen this preset stands for.
    public var size: ScreenSize {
        switch self {
        case .iPhone69:
            ScreenSize(width: 440, height: 956, scale: 3, safeArea: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), cutout: .island)
        case .iPhone67:
            ScreenSize(width: 430, height: 932, scale: 3, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), cutout: .island)
        case .iPhone61Island:
            ScreenSize(width: 393, height: 852, scale: 3, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), cutout: .island)
        case .iPhone61:
            ScreenSize(width: 390, height: 844, scale: 3, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), cutout: .notch)
        case .iPhone55:
            ScreenSize(width: 414, height: 736, scale: 3, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        case .iPad13:
            ScreenSize(width: 1032, height: 1376, scale: 2, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        case .iPad129:
            ScreenSize(width: 1024, height: 1366, scale: 2, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        case .androidGesture:
            ScreenSize(width: 360, height: 720, scale: 3, safeArea: EdgeInsets(top: 24, left: 0, bottom: 24, right: 0), platform: .android)
        case .androidPhone:
            ScreenSize(width: 360, height: 640, scale: 3, safeArea: EdgeInsets(top: 24, left: 0, bottom: 0, right: 0), platform: .android)
        }
    }
}
