import Transcript

/// The part of a chat an import keeps (``ImportOptions`` `from`, `to`, `last`), decided entry
/// by entry as an export is read, so that what is left out is never held: `--last 100` of a
/// huge export keeps about 100 messages in memory, and a part too large for any transcript
/// is known as soon as it is.
struct ChatSelection {
    let options: ImportOptions
    private var entries: [ImportedChat.Entry] = []
    /// The entries before this index are left out.
    private var start = 0
    /// Messages from `start` on.
    private var messages = 0
    /// Characters of the messages' texts from `start` on.
    private var characters = 0
    /// Why the part asked for is too large for a transcript, once it is.
    private(set) var tooLarge: String?

    init(options: ImportOptions) {
        self.options = options
    }

    /// Whether `entry` is in the part asked for (by date), and not a message with neither
    /// text, attachment nor card.
    static func keeps(_ entry: ImportedChat.Entry, options: ImportOptions) -> Bool {
        if let from = options.from, entry.date < from { return false }
        if let to = options.to, entry.date > to { return false }
        if case .message(_, let text, let attachment) = entry.content {
            return entry.deleted || attachment != nil || entry.card != nil || !text.trimmingMarks.isEmpty
        }
        return true
    }

    /// Adds the next entry of the chat: kept when the options keep it, the oldest message
    /// (and what came before it) let go when more than `last` messages are kept.
    mutating func add(_ entry: ImportedChat.Entry) {
        guard tooLarge == nil, Self.keeps(entry, options: options) else { return }
        entries.append(entry)
        guard case .message(_, let text, _) = entry.content else { return }
        messages += 1
        characters += text.unicodeScalars.count
        if let last = options.last, messages > last { dropOldestMessage() }
        if messages > limits.maxMessages {
            tooLarge = "more than \(limits.maxMessages) messages"
        } else if characters > limits.maxTotalTextLength {
            tooLarge = "more than \(limits.maxTotalTextLength) characters of text"
        }
        if tooLarge != nil {
            entries = []
            start = 0
        }
    }

    /// The entries kept, in order: a suffix of the chosen ones that holds the last `last`
    /// messages (``ChatImporter`` cuts it exactly).
    var kept: [ImportedChat.Entry] {
        Array(entries[start...])
    }

    private let limits = TranscriptLimits.default

    private mutating func dropOldestMessage() {
        while start < entries.count {
            let entry = entries[start]
            start += 1
            if case .message(_, let text, _) = entry.content {
                messages -= 1
                characters -= text.unicodeScalars.count
                break
            }
        }
        // What is let go is freed in batches, so each entry is moved once on average.
        if start > 1024, start * 2 > entries.count {
            entries.removeFirst(start)
            start = 0
        }
    }
}
