/// A span of a message's text drawn differently, as a Telegram message entity: bold, a link,
/// a spoiler...
///
/// ``offset`` and ``length`` count UTF-16 code units, as Telegram's do: an emoji outside the
/// Basic Multilingual Plane such as 😀 counts 2. A decoded entity lies within its message's
/// text, is not empty and does not start or end inside a surrogate pair.
public struct TextEntity: Sendable, Hashable {
    /// What the span is.
    public var type: Kind
    /// Where the span starts, in UTF-16 code units from the start of the text.
    public var offset: Int
    /// How long the span is, in UTF-16 code units (more than 0).
    public var length: Int
    /// The address a ``Kind/textLink`` opens (required for that kind, absent for the others).
    public var url: String?
    /// The programming language of a ``Kind/pre`` block, when given (absent for other kinds).
    public var language: String?

    /// Creates an entity.
    public init(type: Kind, offset: Int, length: Int, url: String? = nil, language: String? = nil) {
        self.type = type
        self.offset = offset
        self.length = length
        self.url = url
        self.language = language
    }

    /// The UTF-16 range the entity covers.
    public var range: Range<Int> { offset ..< offset + length }

    /// The JSON keys an entity may have.
    public static let keys = TranscriptFormat.entity.names
}
