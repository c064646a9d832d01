extension Transcript {
    /// Which bubble shapes (and usual colours) to draw; `"theme"` in a transcript.
    public enum Theme: String, Sendable, Hashable, CaseIterable {
        /// Curved tail at the bottom corner. The default.
        case imessage
        /// Slanted tail at the top corner.
        case whatsapp
        /// Rounded rectangle with a tail on the top edge.
        case talk
        /// Rounded rectangle, no tail.
        case plain
    }
}
