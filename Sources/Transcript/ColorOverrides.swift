/// Colours that replace the theme's own (`"colors"` in a transcript). Nil means "use the
/// theme's colour for the current appearance".
public struct ColorOverrides: Sendable, Hashable {
    /// The canvas background.
    public var background: Transcript.Color?
    /// Fill of incoming bubbles.
    public var incoming: Transcript.Color?
    /// Fill of outgoing bubbles.
    public var outgoing: Transcript.Color?
    /// Text in incoming bubbles.
    public var incomingText: Transcript.Color?
    /// Text in outgoing bubbles.
    public var outgoingText: Transcript.Color?
    /// Separators, times and names.
    public var meta: Transcript.Color?

    /// Creates overrides; every colour defaults to nil (no override).
    public init(background: Transcript.Color? = nil, incoming: Transcript.Color? = nil, outgoing: Transcript.Color? = nil,
                incomingText: Transcript.Color? = nil, outgoingText: Transcript.Color? = nil, meta: Transcript.Color? = nil) {
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
    public static let keys = ["background", "incoming", "outgoing", "incomingText", "outgoingText", "meta"]
}
