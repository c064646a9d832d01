extension Transcript {
    /// Light or dark theme colours; `"appearance"` in a transcript.
    public enum Appearance: String, Sendable, Hashable, CaseIterable {
        /// Light colours. The default.
        case light
        /// Dark colours.
        case dark
    }
}
