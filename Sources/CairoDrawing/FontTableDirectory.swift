/// The table directories of a TrueType or OpenType file (or of each font of a TTC/OTC
/// collection): which tables the file lists, and whether each is inside the file.
///
/// FreeType's and fontconfig's checks read a face's header and names; a file cut short after
/// them passes both, and fontconfig then drops the face when it builds its charset, so the
/// font's family seems unknown. Listing the table that runs past the end says what is wrong.
struct FontTableDirectory {
    /// A table that runs past the end of the file: its tag and where it ends.
    struct Overrun: Equatable {
        let tag: String
        let end: Int
    }

    /// A table a face's directory lists: its four-letter tag as written (`SVG ` keeps its
    /// space) and where it lies in the file.
    struct Table: Equatable {
        let tag: String
        let offset: Int
        let length: Int
    }

    /// The first table of `bytes` that runs past their end; nil when every listed table fits
    /// (or the bytes are no sfnt file, which FreeType's check reports instead).
    static func firstOverrun(in bytes: [UInt8]) -> Overrun? {
        for face in faces(in: bytes) {
            if let overrun = overrun(in: bytes, face: face) { return overrun }
        }
        return nil
    }

    /// The tables every face of `bytes` lists that lie inside the file, each once (the faces
    /// of a collection share most), in directory order; none for bytes that are no sfnt file.
    static func tables(in bytes: [UInt8]) -> [Table] {
        var tables: [Table] = []
        for face in faces(in: bytes) {
            guard let count = uint16(bytes, at: face + 4) else { continue }
            for index in 0..<Int(count) {
                let record = face + 12 + 16 * index
                guard let offset = uint32(bytes, at: record + 8), let length = uint32(bytes, at: record + 12),
                      Int(offset) + Int(length) <= bytes.count else { continue }
                let table = Table(tag: String(decoding: bytes[record..<record + 4], as: UTF8.self), offset: Int(offset), length: Int(length))
                if !tables.contains(table) { tables.append(table) }
            }
        }
        return tables
    }

    /// Where each face's directory starts: 0, or the offsets a collection's header lists.
    private static func faces(in bytes: [UInt8]) -> [Int] {
        guard bytes.count >= 12 else { return [] }
        guard bytes.starts(with: Array("ttcf".utf8)) else { return [0] }
        let count = min(Int(uint32(bytes, at: 8) ?? 0), (bytes.count - 12) / 4)
        return (0..<count).compactMap { index in uint32(bytes, at: 12 + 4 * index).map(Int.init) }
    }

    /// The first table of the face whose directory starts at `face` that runs past the end.
    private static func overrun(in bytes: [UInt8], face: Int) -> Overrun? {
        guard face <= bytes.count - 12, let tables = uint16(bytes, at: face + 4) else { return nil }
        for index in 0..<Int(tables) {
            let record = face + 12 + 16 * index
            guard record + 16 <= bytes.count else {
                return Overrun(tag: "table directory", end: face + 12 + 16 * Int(tables))
            }
            guard let offset = uint32(bytes, at: record + 8), let length = uint32(bytes, at: record + 12) else { return nil }
            let end = Int(offset) + Int(length)
            if end > bytes.count {
                let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
                return Overrun(tag: tag.trimmingTrailingSpaces, end: end)
            }
        }
        return nil
    }

    /// The big-endian 16-bit number at `offset`; nil past the end.
    static func uint16(_ bytes: [UInt8], at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    /// The big-endian 32-bit number at `offset`; nil past the end.
    static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

private extension String {
    /// The tag without the spaces that pad it to four letters (`cvt `).
    var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
