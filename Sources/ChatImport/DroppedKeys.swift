/// Counts of what an export had that the transcript cannot show: keys version 1 does not have
/// yet, reactions without a Unicode emoji, and replies to messages it does not hold.
public struct DroppedKeys: Sendable, Hashable {
    /// Replies whose answered message the transcript does not hold (left out of the part
    /// imported, or not in the export), drawn without their quote.
    public var replies = 0
    /// Reactions with no Unicode emoji (custom emoji, Slack names without one), and those past
    /// a message's limit; each counts once per person or count the export gives.
    public var reactions = 0
    /// Formatted runs of text a transcript cannot hold: Discord's mentions and quotes, Slack's
    /// mentions, links and quotes, Telegram's custom emoji and block quotes, and spans past a message's
    /// limit of entities.
    public var entities = 0
    /// Stickers, shown as their emoji or a placeholder.
    public var stickers = 0

    /// No counts.
    public init(replies: Int = 0, reactions: Int = 0, entities: Int = 0, stickers: Int = 0) {
        self.replies = replies
        self.reactions = reactions
        self.entities = entities
        self.stickers = stickers
    }

    /// True when nothing was dropped.
    public var isEmpty: Bool { self == DroppedKeys() }

    /// The sum of two counts.
    public static func + (lhs: DroppedKeys, rhs: DroppedKeys) -> DroppedKeys {
        DroppedKeys(replies: lhs.replies + rhs.replies, reactions: lhs.reactions + rhs.reactions,
                    entities: lhs.entities + rhs.entities, stickers: lhs.stickers + rhs.stickers)
    }

    /// `dropped 2 text entities and 1 sticker: transcript v1 has no such keys yet`, or nil when
    /// nothing was dropped.
    public var note: String? {
        let parts = [(entities, "text entity"), (stickers, "sticker")]
            .filter { $0.0 > 0 }
            .map { count, noun in "\(count) \(count == 1 ? noun : Self.plural(noun))" }
        guard let last = parts.last else { return nil }
        let list = parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
        return "dropped \(list): transcript v1 has no such keys yet"
    }

    /// `2 replies answer messages the transcript does not hold: drawn without a quote`, or nil
    /// when every reply's answered message is kept.
    public var replyNote: String? {
        guard replies > 0 else { return nil }
        return replies == 1 ? "1 reply answers a message the transcript does not hold: drawn without a quote"
            : "\(replies) replies answer messages the transcript does not hold: drawn without a quote"
    }

    /// `dropped 3 reactions that are not Unicode emoji (custom emoji)`, or nil when every
    /// reaction was kept.
    public var reactionNote: String? {
        guard reactions > 0 else { return nil }
        return "dropped \(reactions) \(reactions == 1 ? "reaction that is" : "reactions that are") not Unicode emoji "
            + "(custom emoji, Slack names this version does not know) or past 20 on a message"
    }

    private static func plural(_ noun: String) -> String {
        noun.hasSuffix("y") ? noun.dropLast() + "ies" : noun + "s"
    }
}
