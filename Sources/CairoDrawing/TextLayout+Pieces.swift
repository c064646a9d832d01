extension TextLayout {
    /// The width in points of the text Pango may shape as one piece. Pango adds up a piece's
    /// glyph advances in 1/1024 points in a 32-bit integer; past 2,097,151 points the sum
    /// overflows and wrapping goes wrong (a paragraph becomes one line a few points wide).
    /// This budget allows glyphs up to 16 em wide on average.
    package static let pieceBudget = 125_000.0

    /// UTF-8 ranges of every other piece of `text` cut, at grapheme cluster boundaries, into
    /// pieces of about `pieceBudget / fontSize` characters: marking them with a no-op
    /// attribute makes Pango shape each piece on its own, so no sum overflows. Empty for all
    /// but very long paragraphs in large fonts, so ordinary text is laid out as before.
    package static func alternatePieces(of text: String, fontSize: Double) -> [Range<Int>] {
        let length = max(16, Int(pieceBudget / max(fontSize, 1)))
        guard text.utf8.count > length else { return [] }
        var pieces: [Range<Int>] = []
        var start = 0
        var offset = 0
        var count = 0
        var marked = false
        for character in text {
            offset += character.utf8.count
            count += character.unicodeScalars.count
            guard count >= length else { continue }
            if marked { pieces.append(start..<offset) }
            marked.toggle()
            start = offset
            count = 0
        }
        if marked, start < offset { pieces.append(start..<offset) }
        return pieces
    }
}
