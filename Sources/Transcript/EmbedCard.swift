import BubbleGeometry

/// A bot's rich embed as Discord draws it: a block with a bar in the embed's colour at its
/// leading edge, then the author, the title, the description, the fields and the footer.
public struct EmbedCard: Sendable, Hashable {
    /// The bar's colour; nil: the look's accent.
    public var color: RGBAColor?
    /// The author's name above the title, if any.
    public var author: String?
    /// The title, if any.
    public var title: String?
    /// The description, if any.
    public var description: String?
    /// The fields, each a bold name over its value.
    public var fields: [Field]
    /// The small text at the bottom, if any.
    public var footer: String?

    /// Creates an embed card.
    public init(color: RGBAColor? = nil, author: String? = nil, title: String? = nil, description: String? = nil, fields: [Field] = [],
                footer: String? = nil) {
        self.color = color
        self.author = author
        self.title = title
        self.description = description
        self.fields = fields
        self.footer = footer
    }

    /// The JSON keys an embed card may have after `"kind"`.
    public static let keys = TranscriptFormat.embed.names
}
