import CairoDrawing

/// Characters no admitted font has, drawn as boxes ("tofu"), in one piece of text.
public struct MissingGlyphs: Sendable, Hashable {
    /// Where the text comes from: a JSON path such as `messages[3].text` for a transcript,
    /// empty for a single bubble.
    public var path: String
    /// How many boxes were drawn.
    public var count: Int
    /// The characters, each once, in the order they first appear.
    public var characters: [Unicode.Scalar]

    /// A record of `count` boxes drawn for `characters` in the text at `path`.
    public init(path: String, count: Int, characters: [Unicode.Scalar]) {
        self.path = path
        self.count = count
        self.characters = characters
    }

    /// The first `limit` characters as `U+F8FF, U+11F04`, followed by `, ...` when there are more.
    public func codePoints(limit: Int = 5) -> String {
        let shown = characters.prefix(limit).map { "U+" + String(String($0.value, radix: 16, uppercase: true).paddingLeft(to: 4)) }
        return shown.joined(separator: ", ") + (characters.count > limit ? ", ..." : "")
    }

    /// What laying out `layouts` drew as boxes, or nil when every glyph had a font.
    static func of(_ layouts: [TextLayout], path: String) -> MissingGlyphs? {
        let count = layouts.reduce(0) { $0 + $1.unknownGlyphCount }
        guard count > 0 else { return nil }
        var seen = Set<Unicode.Scalar>()
        let characters = layouts.flatMap(\.unknownCharacters).filter { seen.insert($0).inserted }
        return MissingGlyphs(path: path, count: count, characters: characters)
    }
}

private extension String {
    func paddingLeft(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
