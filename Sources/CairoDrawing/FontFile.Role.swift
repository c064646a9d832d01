extension FontFile {
    /// What a user's font file is for.
    public enum Role: Sendable, Hashable {
        /// Text: its families are ones a `font` description may name (a transcript's `"fonts"`,
        /// `--font-file`).
        case text
        /// Emoji: a colour font drawn in place of Noto Color Emoji for every emoji it has (a
        /// transcript's `"emojiFont"`, `--emoji-font`); Noto Color Emoji draws the rest. Its
        /// families may be named in `font` descriptions too.
        case emoji
    }
}
