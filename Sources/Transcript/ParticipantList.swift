/// The participants of a transcript in document order, with lookup by id.
public struct ParticipantList: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The participants, in order.
    public private(set) var participants: [Participant]
    private var indexByID: [String: Int]

    /// Creates a list; when ids repeat, lookup by id finds the first.
    public init(_ participants: [Participant] = []) {
        self.participants = participants
        var index: [String: Int] = [:]
        index.reserveCapacity(participants.count)
        for (i, participant) in participants.enumerated() where index[participant.id] == nil {
            index[participant.id] = i
        }
        indexByID = index
    }

    /// Creates a list from literal participants.
    public init(arrayLiteral elements: Participant...) {
        self.init(elements)
    }

    /// The first index.
    public var startIndex: Int { participants.startIndex }
    /// One past the last index.
    public var endIndex: Int { participants.endIndex }
    /// The participant at `position`.
    public subscript(position: Int) -> Participant { participants[position] }

    /// The participant with this id, or nil.
    public subscript(id id: String) -> Participant? {
        indexByID[id].map { participants[$0] }
    }

    /// True when a participant has this id.
    public func contains(id: String) -> Bool { indexByID[id] != nil }

    /// The ids in order.
    public var ids: [String] { participants.map(\.id) }

    /// Equal when the participants (and their order) are equal.
    public static func == (lhs: ParticipantList, rhs: ParticipantList) -> Bool {
        lhs.participants == rhs.participants
    }

    /// Hashes the participants.
    public func hash(into hasher: inout Hasher) { hasher.combine(participants) }
}
