extension Participant {
    /// Which side of the conversation a participant's bubbles are on.
    public enum Side: String, Sendable, Hashable, CaseIterable {
        /// Others: leading edge (left in left-to-right layouts). The default.
        case incoming
        /// The device owner: trailing edge (right in left-to-right layouts).
        case outgoing
    }
}
