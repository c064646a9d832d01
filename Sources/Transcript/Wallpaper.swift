import BubbleGeometry

/// What a screen shows behind the messages (`"wallpaper"` in `"screen"`).
public enum Wallpaper: Sendable, Hashable {
    /// `"doodle"`: small line drawings tiled over the chat's background colour, tinted for
    /// the theme and appearance, as WhatsApp's default wallpaper.
    case doodle
    /// `"none"`: no wallpaper, the chat's background colour alone (named so that it cannot
    /// be taken for `Optional.none`).
    case plainBackground
    /// `"#RRGGBB"`: one colour, drawn as given.
    case color(RGBAColor)
    /// `"bg.jpg"`: a PNG, JPEG or WebP file, relative to the transcript like a message's image,
    /// scaled to cover the screen and dimmed in the dark appearance.
    case image(String)

    /// The words that are no file: `"doodle"` and `"none"`.
    public static let keywords = ["doodle", "none"]

    /// Whether `text` reads as an image file's path in `"wallpaper"`: no keyword, not
    /// beginning with `#` (a colour), and with a dot or a slash in it, so that a misspelt
    /// keyword is not taken for a file.
    public static func isImagePath(_ text: String) -> Bool {
        !keywords.contains(text) && !text.hasPrefix("#") && (text.contains(".") || text.contains("/"))
    }
}
