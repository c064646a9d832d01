extension StringsFileParser {
    /// One `key = value;` pair, in file order.
    public struct Pair: Sendable, Hashable {
        /// The decoded key.
        public var key: String
        /// The decoded value.
        public var value: String
        /// The comment right before the pair, if any.
        public var comment: String?
        /// The 1-based line where the key starts.
        public var line: Int
        /// The 1-based column, in Unicode scalars, where the key starts.
        public var column: Int
    }
}
