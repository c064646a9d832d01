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
    /// The chat's name in the header; nil: the other participant's name, or a group's names.
    public var title: String?
    /// The line under the title ("online", "typing…", "last seen today at 9:12"); nil: none
    /// in a one-to-one chat, the number of members in a group.
    public var subtitle: String?
    /// The header's picture: a participant's id (their avatar, or their initials) or an image
    /// file; nil: the other participant's, or a group's initials.
    public var avatar: String?
    /// The unread count beside the back chevron; 0 shows none.
    public var unread: Int
    /// What shows behind the messages; nil for the theme's own (the doodle for `whatsapp`, none for the others).
    public var wallpaper: Wallpaper?
    /// Text typed into the composer, not sent yet; nil: the field shows its placeholder.
    public var draft: String?

    /// A screen on `device` with `statusBar`, a header showing `title`, `subtitle`, `avatar`
    /// and `unread`, `wallpaper` behind the messages, and `draft` in the composer.
    public init(device: Device, statusBar: StatusBar = StatusBar(), title: String? = nil, subtitle: String? = nil,
                avatar: String? = nil, unread: Int = 0, wallpaper: Wallpaper? = nil, draft: String? = nil) {
        self.device = device
        self.statusBar = statusBar
        self.title = title
        self.subtitle = subtitle
        self.avatar = avatar
        self.unread = unread
        self.wallpaper = wallpaper
        self.draft = draft
    }

    /// The screen's size, scale, safe area and platform.
    public var size: ScreenSize {
        switch device {
        case .preset(let preset): preset.size
        case .custom(let size): size
        }
    }

    /// The JSON keys of `"screen"`, in documented order.
    public static let keys = TranscriptFormat.screen.names
    /// The JSON keys of a custom `"device"` object, in documented order.
    public static let deviceKeys = TranscriptFormat.device.names
    /// The JSON keys of `"safeArea"`, in documented order.
    public static let safeAreaKeys = TranscriptFormat.safeArea.names
    /// A custom device's scale when it gives none.
    public static let defaultScale = 3.0
    /// The largest unread count a header shows.
    public static let maxUnread = 99_999
}
