import BubbleGeometry

/// The device a conversation is shown on (`"screen"` in a transcript, an extension to
/// version 1): the output becomes one image of the device's size, the chat scrolled to its end.
public struct Screen: Sendable, Hashable {
    /// A named preset or a screen given by its numbers.
    public enum Device: Sendable, Hashable {
        /// `"device": "iphone-6.7"` and the other presets.
        case preset(DevicePreset)
        /// `"device": {"width": ..., "height": ..., "scale": ..., "safeArea": {...}}`.
        case custom(ScreenSize)
    }

    /// The device. Required in a transcript.
    public var device: Device
    /// What the status bar shows.
    public var statusBar: StatusBar

    /// A screen on `device` with `statusBar`.
    public init(device: Device, statusBar: StatusBar = StatusBar()) {
        self.device = device
        self.statusBar = statusBar
    }

    /// The screen's size, scale, safe area and platform.
    public var size: ScreenSize {
        switch device {
        case .preset(let preset): preset.size
        case .custom(let size): size
        }
    }

    /// The JSON keys of `"screen"`, in documented order.
    public static let keys = ["device", "statusBar"]
    /// The JSON keys of a custom `"device"` object, in documented order.
    public static let deviceKeys = ["width", "height", "scale", "safeArea", "platform", "cutout"]
    /// The JSON keys of `"safeArea"`, in documented order.
    public static let safeAreaKeys = ["top", "left", "bottom", "right"]
    /// A custom device's scale when it gives none.
    public static let defaultScale = 3.0
}
