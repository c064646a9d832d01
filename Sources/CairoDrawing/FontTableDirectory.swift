/// The table directories of a TrueType or OpenType file (or of each font of a TTC/OTC
/// collection), read only to tell whether every table the file lists is inside the file.
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

    /// The first table of `bytes` that runs past their end; nil when every listed table fits
    /// (or the bytes are no sfnt file, which FreeType's check reports instead).
    static func firstOverrun(in bytes: [UInt8]) -> Overrun? {
        guard bytes.count >= 12 else { return nil }
        if bytes.starts(with: Array("ttcf".utf8)) {
            let count = min(Int(be32(bytes, at: 8) ?? 0), (bytes.count - 12) / 4)
            for index in 0..<count {
                guard let offset = be32(bytes, at: 12 + 4 * index) else { return nil }
                if let overrun = overrun(in: bytes, face: Int(offset)) { return overrun }
            }
            return nil
        }
        return overrun(in: bytes, face: 0)
    }

    /// The first table of the face whose directory starts at `face` that runs past the end.
    private static func overrun(in bytes: [UInt8], face: Int) -> Overrun? {
        guard face <= bytes.count - 12, let tables = be16(bytes, at: face + 4) else { return nil }
        for index in 0..<Int(tables) {
            let record = face + 12 + 16 * index
            guard record + 16 <= bytes.count else {
                return Overrun(tag: "table directory", end: face + 12 + 16 * Int(tables))
            }
            guard let offset = be32(bytes, at: record + 8), let length = be32(bytes, at: record + 12) else { return nil }
            let end = Int(offset) + Int(length)
            if end > bytes.count {
                let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
                return Overrun(tag: tag.trimmingTrailingSpaces, end: end)
            }
        }
        return nil
    }

    private static func be16(_ bytes: [UInt8], at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    private static func be32(_ bytes: [UInt8], at offset: Int) -> UInt32? {
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
