extension TestFont {
    /// The font with its CBDT/CBLC colour bitmaps (PNG images, format 17, as Noto Color Emoji
    /// has them) moved into an `sbix` table, Apple Color Emoji's format: the same pictures at
    /// the same places, each strike an `sbix` strike of its size.
    func movingBitmapsToSbix() throws -> TestFont {
        let locations = tables["CBLC"] ?? []
        let data = tables["CBDT"] ?? []
        let glyphCount = Int(Self.uint16(tables["maxp"] ?? [], at: 4))
        var strikes: [[UInt8]] = []
        for size in 0..<Int(Self.uint32(locations, at: 4)) {
            let record = 8 + 48 * size
            let array = Int(Self.uint32(locations, at: record))
            var pictures: [Int: (x: Int16, y: Int16, png: ArraySlice<UInt8>)] = [:]
            for index in 0..<Int(Self.uint32(locations, at: record + 8)) {
                let entry = array + 8 * index
                let first = Int(Self.uint16(locations, at: entry))
                let last = Int(Self.uint16(locations, at: entry + 2))
                let subtable = array + Int(Self.uint32(locations, at: entry + 4))
                let (indexFormat, imageFormat) = (Self.uint16(locations, at: subtable), Self.uint16(locations, at: subtable + 2))
                guard [1, 3].contains(indexFormat), imageFormat == 17 else { throw SbixConversion.unsupported(indexFormat, imageFormat) }
                let imageData = Int(Self.uint32(locations, at: subtable + 4))
                let offsets = (0...last - first + 1).map { index in
                    indexFormat == 1 ? Int(Self.uint32(locations, at: subtable + 8 + 4 * index))
                        : Int(Self.uint16(locations, at: subtable + 8 + 2 * index))
                }
                for glyph in first...last where offsets[glyph - first + 1] > offsets[glyph - first] {
                    // smallGlyphMetrics: height, width, bearingX, bearingY, advance; then the PNG's length and bytes.
                    let image = imageData + offsets[glyph - first]
                    let height = Int16(data[image])
                    let (bearingX, bearingY) = (Int16(Int8(bitPattern: data[image + 2])), Int16(Int8(bitPattern: data[image + 3])))
                    let length = Int(Self.uint32(data, at: image + 5))
                    pictures[glyph] = (bearingX, bearingY - height, data[image + 9..<image + 9 + length])
                }
            }
            // A strike: ppem, ppi, an offset per glyph and one past the last, then each glyph's
            // origin, graphic type and PNG.
            var offsets: [UInt32] = []
            var glyphData: [UInt8] = []
            let start = 4 + 4 * (glyphCount + 1)
            for glyph in 0..<glyphCount {
                offsets.append(UInt32(start + glyphData.count))
                if let picture = pictures[glyph] {
                    glyphData += Self.bytes(picture.x) + Self.bytes(picture.y) + Array("png ".utf8) + picture.png
                }
            }
            offsets.append(UInt32(start + glyphData.count))
            strikes.append(Self.bytes(UInt16(locations[record + 45])) + Self.bytes(UInt16(72)) + offsets.flatMap { Self.bytes($0) } + glyphData)
        }
        var sbix = Self.bytes(UInt16(1)) + Self.bytes(UInt16(1)) + Self.bytes(UInt32(strikes.count))
        var offset = 8 + 4 * strikes.count
        for strike in strikes {
            sbix += Self.bytes(UInt32(offset))
            offset += strike.count
        }
        var font = self
        font.tables["sbix"] = sbix + strikes.flatMap { $0 }
        font.tables["CBDT"] = nil
        font.tables["CBLC"] = nil
        return font
    }
}

/// A CBLC index or CBDT image format ``TestFont/movingBitmapsToSbix()`` does not read.
enum SbixConversion: Error {
    case unsupported(_ indexFormat: UInt16, _ imageFormat: UInt16)
}
