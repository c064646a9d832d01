/// A card for what has no card of its own (a dice, a game, an invoice, a checklist): an icon,
/// a bold title and lines under it.
public struct GenericCard: Sendable, Hashable {
    /// An emoji or short text drawn large at the card's leading edge, if any.
    public var icon: String?
    /// The title (never empty after decoding).
    public var title: String
    /// The lines under the title, each never empty after decoding.
    public var lines: [String]

    /// Creates a generic card.
    public init(icon: String? = nil, title: String, lines: [String] = []) {
        self.icon = icon
        self.title = title
        self.lines = lines
    }

    /// The JSON keys a generic card may have after `"kind"`.
    public static let keys = TranscriptFormat.generic.names
}
