/// Counts of what an export had that the transcript cannot show: keys version 1 does not have
/// yet, reactions without a Unicode emoji, replies to messages it does not hold, and messages
/// of kinds it does not draw.
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
    /// Stickers not drawn as stickers (animated, not in the export, or with text or a
    /// reply), shown as their emoji or name instead.
    public var stickers = 0
    /// What the transcript does not draw, by kind: the singular noun of each (`giveaway`,
    /// `unsupported message`) and how many there were.
    public var undrawn: [String: Int] = [:]

    /// No counts.
    public init(replies: Int = 0, reactions: Int = 0, entities: Int = 0, stickers: Int = 0, undrawn: [String: Int] = [:]) {
        self.replies = replies
        self.reactions = reactions
        self.entities = entities
        self.stickers = stickers
        self.undrawn = undrawn
    }

    /// True when nothing was dropped.
    public var isEmpty: Bool { self == DroppedKeys() }

    /// The sum of two counts.
    public static func + (lhs: DroppedKeys, rhs: DroppedKeys) -> DroppedKeys {
        DroppedKeys(replies: lhs.replies + rhs.replies, reactions: lhs.reactions + rhs.reactions,
                    entities: lhs.entities + rhs.entities, stickers: lhs.stickers + rhs.stickers,
                    undrawn: lhs.undrawn.merging(rhs.undrawn, uniquingKeysWith: +))
    }

    /// `dropped 2 text entities: transcript v1 has no such keys yet`, or nil when none was
    /// dropped.
    public var note: String? {
        Self.list([(entities, "text entity")]).map { "dropped \($0): transcript v1 has no such keys yet" }
    }

    /// `1 sticker shown as its emoji or name: ...`, or nil when every sticker was drawn.
    public var stickerNote: String? {
        Self.list([(stickers, "sticker")]).map { list in
            let (its, has) = stickers == 1 ? ("its", "has") : ("their", "have")
            return "\(list) shown as \(its) emoji or name: no still image in the export, or \(has) text or a reply"
        }
    }

    /// `left out 2 empty messages and 1 giveaway: a transcript cannot draw them`, the kinds
    /// in alphabetical order, or nil when everything was drawn.
    public var undrawnNote: String? {
        let total = undrawn.values.reduce(0, +)
        return Self.list(undrawn.sorted { $0.key < $1.key }.map { ($0.value, $0.key) })
            .map { "left out \($0): a transcript cannot draw \(total == 1 ? "it" : "them")" }
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

    /// `2 text entities and 1 sticker`: the counts above 0 with their nouns, or nil for none.
    private static func list(_ counts: [(Int, String)]) -> String? {
        let parts = counts.filter { $0.0 > 0 }.map { count, noun in "\(count) \(count == 1 ? noun : plural(noun))" }
        guard let last = parts.last else { return nil }
        return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `entities`, `giveaways`: a y after a consonant becomes ies.
    private static func plural(_ noun: String) -> String {
        guard noun.hasSuffix("y"), let before = noun.dropLast().last, !"aeiou".contains(before) else { return noun + "s" }
        return noun.dropLast() + "ies"
    }
}
