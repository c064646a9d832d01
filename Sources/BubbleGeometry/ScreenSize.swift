/// A device screen in portrait: its size in points, its pixels per point, the safe area the
/// system keeps for itself, and its platform and cutout.
public struct ScreenSize: Sendable, Hashable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// What the system keeps at each edge, in points: the status bar at the top, the home
    /// indicator at the bottom.
    public var safeArea: EdgeInsets
    /// iOS or Android.
    public var platform: DevicePlatform
    /// The notch or island at the top, if any.
    public var cutout: ScreenCutout

    /// A screen of `width` by `height` points at `scale`.
    public init(width: Double, height: Double, scale: Double, safeArea: EdgeInsets = .zero,
                platform: DevicePlatform = .ios, cutout: ScreenCutout = .none) {
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
        self.platform = platform
        self.cutout = cutout
    }

    /// The image's width in pixels: the width times the scale, rounded.
    public var pixelWidth: Int {
        Int((width * scale).rounded())
    }

    /// The image's height in pixels: the height times the scale, rounded.
    public var pixelHeight: Int {
        Int((height * scale).rounded())
    }
}
