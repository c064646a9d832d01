import BubbleGeometry

/// Colours that replace the theme's own (`"colors"` in a transcript). Nil means "use the
/// theme's colour for the current appearance".
public struct ColorOverrides: Sendable, Hashable {
    /// The canvas background.
    public var background: RGBAColor?
    /// Fill of incoming bubbles.
    public var incoming: RGBAColor?
    /// Fill of outgoing bubbles.
    public var outgoing: RGBAColor?
    /// Text in incoming bubbles.
    public var incomingText: RGBAColor?
    /// Text in outgoing bubbles.
    public var outgoingText: RGBAColor?
    /// Separators, times and names.
    public var meta: RGBAColor?

    /// Creates overrides; every colour defaults to nil (no override).
    public init(background: RGBAColor? = nil, incoming: RGBAColor? = nil, outgoing: RGBAColor? = nil,
                incomingText: RGBAColor? = nil, outgoingText: RGBAColor? = nil, meta: RGBAColor? = nil) {
        self.background = background
        self.incoming = incoming
        self.outgoing = outgoing
        self.incomingText = incomingText
        self.outgoingText = outgoingText
        self.meta = meta
    }

    /// True when nothing is overridden.
    public var isEmpty: Bool { self == ColorOverrides() }

    /// The JSON keys, in the order they are documented.
    public static let keys = TranscriptFormat.colors.names
}
