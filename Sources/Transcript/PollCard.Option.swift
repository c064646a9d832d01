extension PollCard {
    /// One answer of a poll and how many chose it.
    public struct Option: Sendable, Hashable {
        /// The answer (never empty after decoding).
        public var text: String
        /// How many voters chose it.
        public var votes: Int
        /// Whether the user chose it (drawn with a check mark).
        public var chosen: Bool
        /// Whether it is a quiz's right answer.
        public var correct: Bool

        /// Creates a poll option.
        public init(text: String, votes: Int = 0, chosen: Bool = false, correct: Bool = false) {
            self.text = text
            self.votes = votes
            self.chosen = chosen
            self.correct = correct
        }

        /// The JSON keys an option may have.
        public static let keys = TranscriptFormat.pollOption.names
    }
}
