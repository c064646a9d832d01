/// What a reply shows of the message it answers: its sender and its text, its photo, or both.
/// Written inline as `"quote"` on a message, or worked out from `"replyTo"` (see
/// ``Transcript/quote(answeredBy:)``).
public struct Quote: Sendable, Hashable {
    /// The quoted sender's participant id (present in the transcript's participants).
    public var from: String
    /// The quoted text, if any (never empty after decoding).
    public var text: String?
    /// Path of the quoted photo, exactly as written (relative to the transcript's folder).
    public var image: String?

    /// Creates a quote.
    public init(from: String, text: String? = nil, image: String? = nil) {
        self.from = from
        self.text = text
        self.image = image
    }

    /// What a reply to `message` shows of it: its sender, its text as shown (WhatsApp's
    /// markers removed) or else its card's ``MessageCard/summary``, and its photo or sticker.
    public init(quoting message: BubbleMessage) {
        self.init(from: message.from, text: message.styledText?.text ?? message.card?.summary, image: message.image ?? message.sticker)
    }

    /// The JSON keys a quote may have.
    public static let keys = TranscriptFormat.quote.names
}
