extension EmbedCard {
    /// One field of an embed: a name in bold over its value.
    public struct Field: Sendable, Hashable {
        /// The field's name (never empty after decoding).
        public var name: String
        /// The field's value (never empty after decoding).
        public var value: String

        /// Creates a field.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }

        /// The JSON keys a field may have.
        public static let keys = TranscriptFormat.embedField.names
    }
}
