import Raster

/// The chunks of a PNG file that matter for its pixels, after checking the signature,
/// every CRC and the chunk order.
struct PNGChunks {
    /// The validated `IHDR`.
    let header: PNGHeader
    /// `PLTE` entries as R, G, B triples (empty when absent or ignored).
    let palette: [UInt8]
    /// `tRNS` data when it applies to the colour type, else `nil`.
    let transparency: [UInt8]?
    /// Byte ranges of the `IDAT` data, in file order.
    let imageData: [Range<Int>]
    /// Total number of `IDAT` data bytes.
    let imageDataCount: Int

    /// Walks the chunks of `bytes` up to `IEND`; data after `IEND` is ignored.
    ///
    /// - Throws: ``PNGError`` for a bad signature, truncation, a bad CRC, a malformed or
    ///   misplaced chunk, or a header beyond `limits` (checked as soon as `IHDR` is read).
    static func read(_ bytes: UnsafeRawBufferPointer, limits: ImageLimits) throws(PNGError) -> PNGChunks {
        let signature = PNGDecoder.signature
        guard bytes.count >= signature.count, bytes.prefix(signature.count).elementsEqual(signature) else {
            throw .notPNG
        }
        var offset = signature.count
        var header: PNGHeader?
        var palette: [UInt8]?
        var transparency: [UInt8]?
        var imageData: [Range<Int>] = []
        var imageDataCount = 0
        var imageDataEnded = false

        while true {
            let remaining = bytes.count - offset
            guard remaining >= 8 else { throw .truncated(chunk: nil) }
            let rawLength = BigEndian.uint32(bytes, at: offset)
            let typeBytes = UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8)])
            let name = chunkName(typeBytes)
            guard typeBytes.allSatisfy(isASCIILetter) else {
                throw .invalidChunk(chunk: name, reason: "type is not four ASCII letters")
            }
            guard rawLength <= 0x7FFF_FFFF else {
                throw .invalidChunk(chunk: name, reason: "length \(rawLength) is above 2^31 - 1")
            }
            let length = Int(rawLength)
            // 8 header bytes + data + 4 CRC bytes, compared without overflow.
            guard remaining - 12 >= length else { throw .truncated(chunk: name) }
            let dataStart = offset + 8
            let dataEnd = dataStart + length
            let storedCRC = BigEndian.uint32(bytes, at: dataEnd)
            let computedCRC = CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<dataEnd]))
            guard storedCRC == computedCRC else { throw .badCRC(chunk: name) }
            let data = UnsafeRawBufferPointer(rebasing: bytes[dataStart..<dataEnd])
            offset = dataEnd + 4

            if header == nil && name != "IHDR" {
                throw .chunkOrder("first chunk is \(name), not IHDR")
            }
            if !imageData.isEmpty && name != "IDAT" {
                imageDataEnded = true
            }
            switch name {
            case "IHDR":
                guard header == nil else { throw .chunkOrder("more than one IHDR") }
                let parsed = try PNGHeader.parse(data)
                guard limits.allows(width: parsed.width, height: parsed.height) else {
                    throw .imageTooLarge(width: parsed.width, height: parsed.height, limits: limits)
                }
                header = parsed
            case "PLTE":
                guard palette == nil else { throw .chunkOrder("more than one PLTE") }
                guard imageData.isEmpty else { throw .chunkOrder("PLTE after IDAT") }
                guard transparency == nil else { throw .chunkOrder("PLTE after tRNS") }
                guard length % 3 == 0, length >= 3, length <= 768 else {
                    throw .invalidPalette(length: length)
                }
                palette = Array(data)
            case "tRNS":
                guard transparency == nil else { throw .chunkOrder("more than one tRNS") }
                guard imageData.isEmpty else { throw .chunkOrder("tRNS after IDAT") }
                transparency = Array(data)
            case "IDAT":
                guard !imageDataEnded else { throw .chunkOrder("IDAT chunks are not consecutive") }
                imageData.append(dataStart..<dataEnd)
                imageDataCount += length
            case "IEND":
                guard !imageData.isEmpty else { throw .chunkOrder("no IDAT before IEND") }
                guard let header else { throw .chunkOrder("no IHDR") }
                return try finish(
                    header: header, palette: palette, transparency: transparency,
                    imageData: imageData, imageDataCount: imageDataCount)
            default:
                // Bit 5 of the first byte clear (upper case): critical.
                if let first = typeBytes.first, first & 0x20 == 0 {
                    throw .unknownCriticalChunk(name)
                }
            }
        }
    }

    /// Checks `PLTE` and `tRNS` against the colour type.
    private static func finish(
        header: PNGHeader, palette: [UInt8]?, transparency: [UInt8]?,
        imageData: [Range<Int>], imageDataCount: Int
    ) throws(PNGError) -> PNGChunks {
        var usedPalette: [UInt8] = []
        var usedTransparency: [UInt8]?
        switch header.colorType {
        case .palette:
            guard let palette else { throw .missingPalette }
            usedPalette = palette
            if let transparency {
                guard transparency.count <= palette.count / 3 else {
                    throw .invalidTransparency(length: transparency.count)
                }
                usedTransparency = transparency
            }
        case .grey:
            if let transparency {
                guard transparency.count == 2 else { throw .invalidTransparency(length: transparency.count) }
                usedTransparency = transparency
            }
        case .rgb:
            if let transparency {
                guard transparency.count == 6 else { throw .invalidTransparency(length: transparency.count) }
                usedTransparency = transparency
            }
        case .greyAlpha, .rgba:
            break  // tRNS is not allowed here; like libpng, ignore it.
        }
        return PNGChunks(
            header: header, palette: usedPalette, transparency: usedTransparency,
            imageData: imageData, imageDataCount: imageDataCount)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// The chunk type as text when it is printable ASCII, else as hex.
    private static func chunkName(_ type: UnsafeRawBufferPointer) -> String {
        if type.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return String(decoding: type, as: UTF8.self)
        }
        let digits = Array("0123456789abcdef")
        var text = "0x"
        for byte in type {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return text
    }
}
