import BubbleGeometry

/// Someone taking part in the conversation (an entry of `"participants"`).
public struct Participant: Sendable, Hashable {
    /// The key under `"participants"`, referenced by messages' `"from"`. Never empty.
    public var id: String
    /// The display name, if given.
    public var name: String?
    /// Which side the participant's bubbles are on.
    public var side: BubbleSide
    /// Path of an avatar image, exactly as written (relative paths are relative to the
    /// transcript's folder; see ``Transcript/resolve(_:)``).
    public var avatar: String?

    /// Creates a participant; `side` defaults to incoming.
    public init(id: String, name: String? = nil, side: BubbleSide = .incoming, avatar: String? = nil) {
        self.id = id
        self.name = name
        self.side = side
        self.avatar = avatar
    }

    /// The JSON keys a participant may have.
    public static let keys = TranscriptFormat.participant.names

    /// ``name`` when given, otherwise ``id``.
    public var displayName: String { name ?? id }
}
