/// Which side of the conversation a bubble belongs to. Outgoing bubbles are the mirror image
/// of incoming ones.
public enum BubbleSide: String, Sendable, Hashable, CaseIterable {
    /// Someone else's message: on the left, tail on the left.
    case incoming
    /// The user's own message: on the right, tail on the right.
    case outgoing

    /// The other side.
    public var opposite: BubbleSide {
        self == .incoming ? .outgoing : .incoming
    }
}
