import BubbleGeometry

/// What part of an imported chat becomes the transcript, and how it looks.
public struct ImportOptions: Sendable, Hashable {
    /// The author whose messages are outgoing (matched by name, then by the export's id, then
    /// by name ignoring case); nil draws everyone incoming.
    public var me: String?
    /// The earliest message kept, when given.
    public var from: ChatDate?
    /// The latest message kept (inclusive), when given.
    public var to: ChatDate?
    /// Keep only the last this many messages (system lines among them are kept too).
    public var last: Int?
    /// The theme; nil takes the format's (``ChatFormat/defaultTheme``).
    public var theme: BubbleStyle?

    /// Creates options; by default the whole chat, everyone incoming, the format's theme.
    public init(me: String? = nil, from: ChatDate? = nil, to: ChatDate? = nil, last: Int? = nil, theme: BubbleStyle? = nil) {
        self.me = me
        self.from = from
        self.to = to
        self.last = last
        self.theme = theme
    }
}
