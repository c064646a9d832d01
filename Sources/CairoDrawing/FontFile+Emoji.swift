internal import CCairoPango
import StrictJSON

extension FontFile {
    /// Refuses, as an emoji font, a file with no colour glyphs FreeType finds (`FC_COLOR` of
    /// its faces: `hasColor`) in a format Cairo draws in colour (`tables`), and one whose
    /// family names hold characters a fontconfig rule cannot name (control characters), as
    /// the rule that puts it before Noto Color Emoji names its families.
    static func checkEmoji(hasColor: Bool, tables: ColorGlyphTables, families: [String], name: String) throws(RenderError) {
        if tables.drawn.isEmpty, !tables.undrawn.isEmpty {
            let cairo = String(cString: cairo_version_string())
            throw .fontFile(name: name, reason: "has colour glyphs only as \(tables.undrawn.joined(separator: " and ")), which Cairo "
                            + "\(cairo) does not draw in colour; an emoji font needs CBDT/CBLC, sbix or COLR version 0 glyphs")
        }
        guard hasColor, !tables.drawn.isEmpty else {
            throw .fontFile(name: name, reason: "has no colour glyphs (CBDT/CBLC, sbix or COLR tables); an emoji font must draw emoji in colour")
        }
        if let family = families.first(where: { $0.unicodeScalars.contains(where: Self.unnameable) }) {
            throw .fontFile(name: name, reason: "names its family \(TextQuoting.quoted(family)) with control characters, "
                            + "which fontconfig's rules cannot name")
        }
    }

    /// Characters a fontconfig rule, an XML 1.0 document, cannot hold (most control characters
    /// not even as references; tabs and line breaks would not survive as written).
    private static func unnameable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.properties.isNoncharacterCodePoint
    }
}
