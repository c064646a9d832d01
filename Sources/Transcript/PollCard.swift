/// A poll or quiz as a card: the question, a label such as "Quiz", and each option
/// with its votes, drawn with its share of the voters as a bar.
public struct PollCard: Sendable, Hashable {
    /// The question (never empty after decoding).
    public var question: String
    /// The answers in the order shown (at least one after decoding).
    public var options: [Option]
    /// How many people voted; nil: the options' votes added up. With several answers allowed
    /// it is fewer than that sum, and each share is of the voters.
    public var voters: Int?
    /// The words under the question ("Quiz", "Select one"), if any; nil: the look's, if any
    /// ("Anonymous Poll", "Select one or more").
    public var label: String?
    /// Whether the poll is closed: the footer then says "Final results".
    public var closed: Bool

    /// Creates a poll card.
    public init(question: String, options: [Option], voters: Int? = nil, label: String? = nil, closed: Bool = false) {
        self.question = question
        self.options = options
        self.voters = voters
        self.label = label
        self.closed = closed
    }

    /// The number of voters each share is of: ``voters``, or the votes added up.
    public var totalVoters: Int {
        voters ?? options.reduce(0) { $0 + $1.votes }
    }

    /// Each option's whole percentage of the voters, in order (0 when nobody voted). When each
    /// voter chose one option, the percentages are rounded to add up to 100 as Telegram does
    /// (the largest remainders rounded up); else each is its own share, rounded.
    public var percents: [Int] {
        let total = totalVoters
        guard total > 0 else { return options.map { _ in 0 } }
        let exact = options.map { Double(min($0.votes, total)) * 100 / Double(total) }
        guard options.reduce(0, { $0 + $1.votes }) == total else { return exact.map { Int($0.rounded()) } }
        var whole = exact.map { Int($0.rounded(.down)) }
        let order = exact.indices.sorted { a, b in
            let left = exact[a] - Double(whole[a]), right = exact[b] - Double(whole[b])
            return left != right ? left > right : a < b
        }
        for index in order.prefix(max(0, 100 - whole.reduce(0, +))) { whole[index] += 1 }
        return whole
    }

    /// Whether `option` won: it has votes and none has more.
    public func isLeading(_ option: Option) -> Bool {
        option.votes > 0 && !options.contains { $0.votes > option.votes }
    }

    /// The JSON keys a poll card may have after `"kind"`.
    public static let keys = TranscriptFormat.poll.names
}
