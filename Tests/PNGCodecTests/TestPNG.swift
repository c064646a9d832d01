/// Builds PNG files chunk by chunk, valid or deliberately broken, for the hostile-input
/// tests. Has its own CRC-32 and zlib writer (stored blocks) so that it does not depend on
/// the code under test.
enum TestPNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// One chunk: length, type, data, CRC (or `crc` when given, to break it).
    static func chunk(_ type: String, _ data: [UInt8], crc: UInt32? = nil) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc ?? crc32(body))
    }

    static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlace])
    }

    /// A zlib stream of `raw` in stored (uncompressed) blocks.
    static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(raw.count, start + 65535)
            let length = UInt16(end - start)
            out.append(end == raw.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += raw[start..<end]
            start = end
        } while start < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + bigEndian(b << 16 | a)
    }

    /// A complete file from its chunks after the signature (IEND appended unless `iend` is false).
    static func file(_ chunks: [[UInt8]], iend: Bool = true) -> [UInt8] {
        signature + chunks.joined() + (iend ? chunk("IEND", []) : [])
    }

    /// A valid 3x2 RGBA 8-bit file whose filtered image data is `raw` (default: all rows
    /// filter 0 with distinct pixels).
    static func rgba3x2(raw: [UInt8]? = nil) -> [UInt8] {
        let rows: [UInt8] = raw ?? (0..<2).flatMap { y in [0] + (0..<12).map { UInt8($0 * 20 + y) } }
        return file([ihdr(width: 3, height: 2), chunk("IDAT", zlibStored(rows))])
    }
}
