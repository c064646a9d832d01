/// Counts of what an export had that transcript version 1 has no key for yet.
public struct DroppedKeys: Sendable, Hashable {
    /// Messages that answered another one.
    public var replies = 0
    /// Reactions with no Unicode emoji (custom emoji, Slack names without one), and those past
    /// a message's limit; each counts once per person or count the export gives.
    public var reactions = 0
    /// Formatted runs of text a transcript cannot hold: Discord's mentions, Slack's links,
    /// Telegram's custom emoji and block quotes.
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

    /// `dropped 2 replies and 1 sticker: transcript v1 has no such keys yet`, or nil when
    /// nothing was dropped.
    public var note: String? {
        let parts = [(replies, "reply"), (entities, "text entity"), (stickers, "sticker")]
            .filter { $0.0 > 0 }
            .map { count, noun in "\(count) \(count == 1 ? noun : Self.plural(noun))" }
        guard let last = parts.last else { return nil }
        let list = parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
        return "dropped \(list): transcript v1 has no such keys yet"
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
