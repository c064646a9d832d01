import BubbleRender

/// The `warning:` lines for characters no font has (drawn as boxes), one per text, and the
/// exit status `--fail-on-missing-glyphs` turns them into.
enum MissingGlyphWarning {
    /// The option that makes missing glyphs an exit status of 1, for CI.
    static let flag = "fail-on-missing-glyphs"
    /// The exit status when `--fail-on-missing-glyphs` is given and a glyph is missing.
    static let status: Int32 = 1

    /// `warning: chat.json: messages[3].text: 2 characters no font has, drawn as boxes: U+F8FF, U+11F04`.
    /// `source` is the file, or the option the text came from (`--text`).
    static func line(_ missing: MissingGlyphs, source: String) -> String {
        let place = missing.path.isEmpty ? source : "\(source): \(missing.path)"
        let noun = missing.count == 1 ? "character no font has, drawn as a box" : "characters no font has, drawn as boxes"
        return "warning: \(place): \(missing.count) \(noun): \(missing.codePoints())\n"
    }
}
