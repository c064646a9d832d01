import Foundation

/// A TrueType or OpenType file taken apart into its tables and put back together, for tests
/// that need a font no package ships: a copy of a font under another family name, with fewer
/// characters, or with tables added.
struct TestFont {
    /// The sfnt version: `00 01 00 00` for TrueType outlines, `OTTO` for CFF.
    var version: [UInt8]
    /// The tables by tag (four letters, `SVG ` with its space).
    var tables: [String: [UInt8]]

    /// The tables of the single font at `path`.
    init(contentsOf path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        version = Array(bytes[0..<4])
        tables = [:]
        for index in 0..<Int(Self.uint16(bytes, at: 4)) {
            let record = 12 + 16 * index
            let offset = Int(Self.uint32(bytes, at: record + 8))
            let length = Int(Self.uint32(bytes, at: record + 12))
            tables[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = Array(bytes[offset..<offset + length])
        }
    }

    /// The file: the table directory (tags in ascending order, each table's checksum, offset
    /// and length), then the tables, each padded to four bytes, with `head`'s checksum
    /// adjustment made for the whole file.
    var bytes: [UInt8] {
        var tables = tables
        if var head = tables["head"], head.count >= 12 {
            head.replaceSubrange(8..<12, with: [0, 0, 0, 0])
            tables["head"] = head
        }
        let tags = tables.keys.sorted()
        let entrySelector = tags.count.bitWidth - 1 - tags.count.leadingZeroBitCount
        let searchRange = 16 << entrySelector
        var file = version + Self.bytes(UInt16(tags.count)) + Self.bytes(UInt16(searchRange))
            + Self.bytes(UInt16(entrySelector)) + Self.bytes(UInt16(tags.count * 16 - searchRange))
        var offset = 12 + 16 * tags.count
        var body: [UInt8] = []
        for tag in tags {
            let table = tables[tag] ?? []
            file += Array(tag.utf8) + Self.bytes(Self.checksum(table)) + Self.bytes(UInt32(offset)) + Self.bytes(UInt32(table.count))
            let padded = table + Array(repeating: 0, count: (4 - table.count % 4) % 4)
            body += padded
            offset += padded.count
        }
        file += body
        if let record = tags.firstIndex(of: "head") {
            let start = Int(Self.uint32(file, at: 12 + 16 * record + 8))
            file.replaceSubrange(start + 8..<start + 12, with: Self.bytes(0xB1B0_AFBA &- Self.checksum(file)))
        }
        return file
    }

    /// Writes ``bytes`` to `path`.
    func write(to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// The font with a `name` table of its own that names the family `family` (style
    /// Regular), in Windows' Unicode records.
    func renamed(_ family: String) -> TestFont {
        let names: [(id: UInt16, text: String)] = [(1, family), (2, "Regular"), (4, family), (6, family.filter(\.isLetter))]
        var records: [UInt8] = []
        var strings: [UInt8] = []
        for name in names {
            let text = name.text.utf16.flatMap { Self.bytes($0) }
            records += [3, 1, 0x409, name.id, UInt16(text.count), UInt16(strings.count)].flatMap { Self.bytes(UInt16($0)) }
            strings += text
        }
        var font = self
        font.tables["name"] = Self.bytes(UInt16(0)) + Self.bytes(UInt16(names.count)) + Self.bytes(UInt16(6 + records.count)) + records + strings
        return font
    }

    /// The font with only the characters of `kept` mapped to their glyphs: one Unicode
    /// `cmap` subtable (format 12) made from the font's own (format 12, as colour emoji fonts
    /// have). The glyphs stay; the others are no longer reachable.
    func keeping(_ kept: Set<Unicode.Scalar>) -> TestFont {
        let cmap = tables["cmap"] ?? []
        var glyphs: [(code: UInt32, glyph: UInt32)] = []
        for index in 0..<Int(Self.uint16(cmap, at: 2)) {
            let subtable = Int(Self.uint32(cmap, at: 4 + 8 * index + 4))
            guard Self.uint16(cmap, at: subtable) == 12 else { continue }
            for group in 0..<Int(Self.uint32(cmap, at: subtable + 12)) {
                let record = subtable + 16 + 12 * group
                let (first, last, glyph) = (Self.uint32(cmap, at: record), Self.uint32(cmap, at: record + 4), Self.uint32(cmap, at: record + 8))
                for scalar in kept where (first...last).contains(scalar.value) && !glyphs.contains(where: { $0.code == scalar.value }) {
                    glyphs.append((scalar.value, glyph + scalar.value - first))
                }
            }
        }
        glyphs.sort { $0.code < $1.code }
        let groups = glyphs.flatMap { Self.bytes($0.code) + Self.bytes($0.code) + Self.bytes($0.glyph) }
        let subtable = Self.bytes(UInt16(12)) + Self.bytes(UInt16(0)) + Self.bytes(UInt32(16 + groups.count)) + Self.bytes(UInt32(0))
            + Self.bytes(UInt32(glyphs.count)) + groups
        var font = self
        font.tables["cmap"] = Self.bytes(UInt16(0)) + Self.bytes(UInt16(1)) + Self.bytes(UInt16(3)) + Self.bytes(UInt16(10))
            + Self.bytes(UInt32(12)) + subtable
        return font
    }

    /// The big-endian bytes of `value`.
    static func bytes<Number: FixedWidthInteger>(_ value: Number) -> [UInt8] {
        (0..<Number.bitWidth / 8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    /// The sum of `table` as big-endian 32-bit numbers, padded with zeros.
    static func checksum(_ table: [UInt8]) -> UInt32 {
        let padded = table + Array(repeating: 0, count: (4 - table.count % 4) % 4)
        return stride(from: 0, to: padded.count, by: 4).reduce(0) { $0 &+ uint32(padded, at: $1) }
    }

    static func uint16(_ bytes: [UInt8], at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
