extension TextEntity {
    /// The kinds of entity, named as Telegram's Bot API names them (`"link"` and `"phone"` are
    /// also read as Telegram's `"url"` and `"phone_number"`).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Bold weight.
        case bold
        /// Italic style.
        case italic
        /// A single underline.
        case underline
        /// A line through the text.
        case strikethrough
        /// Inline code in a monospaced face.
        case code
        /// A preformatted block in a monospaced face on a tinted background.
        case pre
        /// Text hidden under a particle mask.
        case spoiler
        /// A web address written out in the text (Telegram's `url`).
        case link
        /// Text that links to ``TextEntity/url``.
        case textLink = "text_link"
        /// `@username`.
        case mention
        /// `#hashtag`.
        case hashtag
        /// `$USD`.
        case cashtag
        /// `/start@bot`.
        case botCommand = "bot_command"
        /// `name@example.com`.
        case email
        /// `+1 555 0100` (Telegram's `phone_number`).
        case phone

        /// The kinds that format text (weight, style, lines, code, spoiler), as against those
        /// that mark links and names.
        public static let formatting: [Kind] = [.bold, .italic, .underline, .strikethrough, .code, .pre, .spoiler]

        /// Telegram's names for kinds that Bubbles names otherwise.
        public static let telegramNames: [String: Kind] = ["url": .link, "phone_number": .phone]

        /// The kind named `name` (a raw value or one of ``telegramNames``).
        public init?(name: String) {
            guard let kind = Kind(rawValue: name) ?? Self.telegramNames[name] else { return nil }
            self = kind
        }

        /// Whether the app draws the span in its link colour.
        public var isLinkLike: Bool {
            switch self {
            case .link, .textLink, .mention, .hashtag, .cashtag, .botCommand, .email, .phone: true
            default: false
            }
        }
    }
}
