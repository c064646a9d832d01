/// The name of a look: what a transcript's `"theme"`, `--theme` and `--style` give, such as
/// `"imessage"` or `"whatsapp-android"`.
///
/// A name is only a name: the renderer's registry of looks (`ChatLook` in
/// `ConversationLayout`) finds the look it names, and lists the names there are. The
/// constants below are the built-in looks' names, so that `theme: .whatsapp` reads as before.
public struct LookName: RawRepresentable, Sendable, Hashable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name as written, `"whatsapp-android"`.
    public var rawValue: String

    /// The name `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The name `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The name written as a string literal: `let name: LookName = "whatsapp"`.
    public init(stringLiteral value: String) {
        rawValue = value
    }

    /// The name as written.
    public var description: String { rawValue }

    /// Names in alphabetical order.
    public static func < (lhs: LookName, rhs: LookName) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// iMessage, the default.
    public static let imessage: LookName = "imessage"
    /// WhatsApp on iOS.
    public static let whatsapp: LookName = "whatsapp"
    /// WhatsApp on Android (Material 3).
    public static let whatsappAndroid: LookName = "whatsapp-android"
    /// Telegram for iOS.
    public static let telegram: LookName = "telegram"
    /// A LINE-like chat with the tail on the bubble's top edge.
    public static let talk: LookName = "talk"
    /// Rounded rectangles without a tail.
    public static let plain: LookName = "plain"
}
