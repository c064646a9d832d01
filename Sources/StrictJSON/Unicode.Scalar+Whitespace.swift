extension Unicode.Scalar {
    /// In Foundation's `CharacterSet.whitespaces`: tab, the space separators (Zs) and U+200B
    /// ZERO WIDTH SPACE.
    package var isSpaceOrTab: Bool {
        self == "\t" || self == "\u{200B}" || properties.generalCategory == .spaceSeparator
    }

    /// In Foundation's `CharacterSet.whitespacesAndNewlines`: the Unicode `White_Space`
    /// scalars and U+200B ZERO WIDTH SPACE.
    package var isWhitespaceOrNewline: Bool {
        self == "\u{200B}" || properties.isWhitespace
    }
}
