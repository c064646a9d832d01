/// Which side of the conversation a bubble belongs to: a participant's `"side"` in a
/// transcript, `--side` on the command line. Outgoing bubbles are the mirror image of incoming
/// ones.
public enum BubbleSide: String, Sendable, Hashable, CaseIterable {
    /// Someone else's message: on the leading side (the left in a left-to-right layout). The default.
    case incoming
    /// The user's own message: on the trailing side (the right in a left-to-right layout).
    case outgoing

    /// The other side.
    public var opposite: BubbleSide {
        self == .incoming ? .outgoing : .incoming
    }
}
