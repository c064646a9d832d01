/// A JSON object: members in source order.
///
/// Objects produced by the parser never contain duplicate keys. Keys compare as Swift strings
/// (canonical equivalence), so `"é"` written precomposed and decomposed are the same key.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection {
    /// One `"key": value` pair.
    public struct Member: Sendable, Hashable {
        /// The decoded key.
        public var key: String
        /// Where the key's opening quote is.
        public var keyPosition: SourcePosition
        /// The value.
        public var value: JSONValue

        /// Creates a member; the key position defaults to the start of the input.
        public init(key: String, keyPosition: SourcePosition = .start, value: JSONValue) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }

        /// Equal when keys and values are equal; positions are ignored.
        public static func == (lhs: Member, rhs: Member) -> Bool {
            lhs.key == rhs.key && lhs.value == rhs.value
        }

        /// Hashes key and value.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(value)
        }
    }

    /// The members in source order.
    public var members: [Member]

    /// Creates an object from members (the first of duplicate keys wins on lookup).
    public init(_ members: [Member] = []) {
        self.members = members
    }

    /// The first index.
    public var startIndex: Int { members.startIndex }
    /// One past the last index.
    public var endIndex: Int { members.endIndex }
    /// The member at `position`.
    public subscript(position: Int) -> Member { members[position] }

    /// The value for `key`, or nil.
    public subscript(key: String) -> JSONValue? {
        member(named: key)?.value
    }

    /// The member for `key`, or nil.
    public func member(named key: String) -> Member? {
        for member in members where member.key == key { return member }
        return nil
    }

    /// The keys in source order.
    public var keys: [String] { members.map(\.key) }
}
