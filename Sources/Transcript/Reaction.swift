/// One emoji reaction on a message: `{"emoji": "❤️", "from": ["ann"]}` or
/// `{"emoji": "👍", "count": 3}` in a message's `"reactions"` (an extension to version 1).
///
/// A decoded reaction's ``emoji`` is one emoji (one grapheme cluster), and its senders name
/// known participants, each once, or its count is at least 1 and at most ``maxCount``.
public struct Reaction: Sendable, Hashable {
    /// Who reacted: the participants by id, or only how many people did.
    public enum Senders: Sendable, Hashable {
        /// The participants (ids, at least one, each once) who reacted.
        case participants([String])
        /// How many people reacted, when who they are is not known.
        case count(Int)
    }

    /// The emoji, such as `❤️` or `👍🏽`.
    public var emoji: String
    /// Who reacted with it.
    public var senders: Senders

    /// Creates a reaction.
    public init(emoji: String, senders: Senders) {
        self.emoji = emoji
        self.senders = senders
    }

    /// How many people reacted with ``emoji``.
    public var count: Int {
        switch senders {
        case .participants(let ids): ids.count
        case .count(let count): count
        }
    }

    /// The participants who reacted, when they are named.
    public var participants: [String] {
        if case .participants(let ids) = senders { return ids }
        return []
    }

    /// The JSON keys a reaction may have (exactly one of `from` and `count`).
    public static let keys = TranscriptFormat.reaction.names
    /// The largest `count`.
    public static let maxCount = 1_000_000
    /// The most Unicode scalars one emoji may have (the longest family and flag sequences have 10).
    public static let maxEmojiScalars = 16
}

extension Reaction {
    /// Why `text` is not one emoji, in words for an error message; nil when it is one.
    ///
    /// One emoji is one grapheme cluster of at most ``maxEmojiScalars`` scalars whose first
    /// scalar is an emoji: not ASCII (digits, `#` and `*` are emoji only as keycaps, which have
    /// more scalars), or any emoji followed by more scalars (a variation selector, a skin tone, a
    /// keycap mark, a joined sequence).
    public static func problem(withEmoji text: String) -> String? {
        guard let first = text.unicodeScalars.first else { return "expected an emoji, found \"\"" }
        guard text.count == 1 else { return "expected one emoji, found \(text.count) characters" }
        let scalars = text.unicodeScalars.count
        guard scalars <= maxEmojiScalars else {
            return "expected one emoji, found a character of \(scalars) code points (the limit is \(maxEmojiScalars))"
        }
        let isEmoji = first.properties.isEmoji && (!first.isASCII || scalars > 1)
        return isEmoji ? nil : "expected an emoji, found a character that is not one"
    }
}
