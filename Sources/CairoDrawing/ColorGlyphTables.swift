/// The colour glyph formats a font file holds, by its tables, split into those Cairo draws in
/// colour and those it does not.
///
/// Cairo 1.16 draws the colour bitmaps FreeType hands it: CBDT/CBLC (Noto Color Emoji) and
/// sbix (Apple Color Emoji), and COLR version 0 layers with their CPAL palette, which FreeType
/// 2.10 and later blend into a bitmap. OpenType-SVG and COLR version 1 paints need a renderer
/// of their own (Cairo 1.18 has one for COLR version 1); here they come out as plain outlines,
/// or not at all. fontconfig's `color` says a face has any of these tables, drawn or not.
struct ColorGlyphTables {
    /// The formats Cairo draws in colour, in a fixed order: `CBDT/CBLC`, `sbix`, `COLR version 0`.
    let drawn: [String]
    /// The colour formats it does not: `OpenType-SVG`, `COLR version 1`.
    let undrawn: [String]

    /// The formats of the font file `bytes` (every face of a collection).
    init(_ bytes: [UInt8]) {
        let tables = FontTableDirectory.tables(in: bytes)
        let tags = Set(tables.map(\.tag))
        var drawn: [String] = []
        var undrawn: [String] = []
        if tags.contains("CBDT"), tags.contains("CBLC") { drawn.append("CBDT/CBLC") }
        if tags.contains("sbix") { drawn.append("sbix") }
        if tags.contains("CPAL"), let colr = tables.first(where: { $0.tag == "COLR" }),
           let version = FontTableDirectory.uint16(bytes, at: colr.offset),
           let layered = FontTableDirectory.uint16(bytes, at: colr.offset + 2) {
            // Version 1 tables may keep version 0 layers for the glyphs renderers of version 0 draw.
            if layered > 0 { drawn.append("COLR version 0") }
            if version >= 1, layered == 0 { undrawn.append("COLR version 1") }
        }
        if tags.contains("SVG ") { undrawn.insert("OpenType-SVG", at: 0) }
        self.drawn = drawn
        self.undrawn = undrawn
    }
}
