import Foundation
import JPEGDecoder
import SeededRandom
import Testing

@Suite("EXIF orientation parsing")
struct ExifTests {
    /// `plain.jpg` (upright, no EXIF), or `bytes`, with an APP1 segment holding
    /// `payload` after APP0.
    static func withApp1(_ payload: [UInt8], into original: [UInt8]? = nil) throws -> [UInt8] {
        let bytes = try original ?? Fixtures.bytes("plain.jpg")
        #expect(bytes[2] == 0xFF && bytes[3] == 0xE0)
        let app0End = 4 + (Int(bytes[4]) << 8 | Int(bytes[5]))
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return Array(bytes[..<app0End]) + segment + Array(bytes[app0End...])
    }

    static let exifHeader = Array("Exif".utf8) + [0, 0]

    static func u16(_ value: Int, little: Bool) -> [UInt8] {
        little ? [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] : [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func u32(_ value: Int, little: Bool) -> [UInt8] {
        let bytes = (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) }
        return little ? bytes.reversed() : bytes
    }

    /// A TIFF block: header with IFD0 at `ifdOffset`, then IFD0 with `count` declared
    /// entries of which `entries` are written, then a zero next-IFD offset.
    static func tiff(
        little: Bool = true, magic: Int = 42, ifdOffset: Int = 8, count: Int? = nil,
        entries: [(tag: Int, type: Int, count: Int, value: Int)]
    ) -> [UInt8] {
        var block: [UInt8] = little ? [0x49, 0x49] : [0x4D, 0x4D]
        block += u16(magic, little: little) + u32(ifdOffset, little: little)
        block += u16(count ?? entries.count, little: little)
        for entry in entries {
            block += u16(entry.tag, little: little) + u16(entry.type, little: little)
            block += u32(entry.count, little: little)
            block += entry.type == 4 ? u32(entry.value, little: little) : u16(entry.value, little: little) + [0, 0]
        }
        return block + [0, 0, 0, 0]
    }

    @Test("Well-formed EXIF in both byte orders and both integer types", arguments: [true, false])
    func wellFormed(_ little: Bool) throws {
        for type in [3, 4] {
            let payload = Self.exifHeader + Self.tiff(little: little, entries: [
                (0x010F, 2, 4, 0x41424300), (0x0112, type, 1, 6),
            ])
            let image = try JPEGDecoder.decode(Self.withApp1(payload))
            #expect(image.orientation == .right, "little \(little), type \(type)")
            #expect(image.image.width == 16 && image.image.height == 32)
            // Upright plain.jpg turned 90° clockwise: its top-left red is now top-right.
            let topRight = Fixtures.averageColour(image, quadrant: 1)
            #expect(abs(topRight[0] - 220) < Fixtures.tolerance && topRight[1] < 60, "\(topRight)")
        }
    }

    /// Malformed EXIF blocks, each of which must decode as orientation 1.
    static let malformed: [(String, [UInt8])] = [
        ("IFD offset far out of bounds", exifHeader + tiff(ifdOffset: 0xFFFF_FFF0, entries: [(0x0112, 3, 1, 6)])),
        ("IFD offset near Int32 max", exifHeader + tiff(ifdOffset: 0x7FFF_FFFF, entries: [(0x0112, 3, 1, 6)])),
        ("IFD offset into the TIFF header", exifHeader + tiff(ifdOffset: 4, entries: [(0x0112, 3, 1, 6)])),
        ("IFD offset exactly at the end", exifHeader + tiff(ifdOffset: 26, entries: [(0x0112, 3, 1, 6)])),
        ("huge entry count, no orientation within bounds",
         exifHeader + tiff(count: 0xFFFF, entries: [(0x010F, 2, 4, 0)])),
        ("huge value count", exifHeader + tiff(entries: [(0x0112, 3, 0x7FFF_FFFF, 6)])),
        ("zero value count", exifHeader + tiff(entries: [(0x0112, 3, 0, 6)])),
        ("orientation 0", exifHeader + tiff(entries: [(0x0112, 3, 1, 0)])),
        ("orientation 9", exifHeader + tiff(entries: [(0x0112, 3, 1, 9)])),
        ("orientation 0xFFFF", exifHeader + tiff(entries: [(0x0112, 3, 1, 0xFFFF)])),
        ("ASCII type", exifHeader + tiff(entries: [(0x0112, 2, 1, 6)])),
        ("bad byte order", exifHeader + [0x49, 0x4D] + Array(tiff(entries: [(0x0112, 3, 1, 6)]).dropFirst(2))),
        ("bad magic", exifHeader + tiff(magic: 43, entries: [(0x0112, 3, 1, 6)])),
        ("TIFF header cut short", exifHeader + [0x49, 0x49, 0x2A]),
        ("nothing after the EXIF header", exifHeader),
        ("no pad bytes", Array("Exif".utf8)),
        ("entry cut short", exifHeader + Array(tiff(entries: [(0x0112, 3, 1, 6)]).prefix(8 + 2 + 6))),
        ("value field cut short", exifHeader + Array(tiff(entries: [(0x0112, 3, 1, 6)]).prefix(8 + 2 + 9))),
        ("not EXIF (XMP)", Array("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>".utf8)),
        ("empty APP1", []),
    ]

    @Test("Malformed EXIF means orientation 1", arguments: malformed.indices)
    func malformedExif(_ index: Int) throws {
        let (name, payload) = Self.malformed[index]
        let image = try JPEGDecoder.decode(Self.withApp1(payload))
        #expect(image.orientation == .up, "\(name)")
        #expect(image.image.width == 32 && image.image.height == 16, "\(name)")
        let mismatch = Fixtures.quadrantMismatch(image, expected: Fixtures.colourQuadrants)
        #expect(mismatch == nil, "\(name): \(mismatch ?? "")")
        let size = try JPEGDecoder.size(of: Self.withApp1(payload))
        #expect(size.width == 32 && size.height == 16, "\(name)")
    }

    @Test("Random EXIF blocks never crash")
    func randomExif() throws {
        var random = SeededRandom(seed: 0x0112)
        for round in 0..<300 {
            var tiff = Self.tiff(little: round % 2 == 0, entries: [(0x0112, 3, 1, 6), (0x0110, 2, 8, 0)])
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                tiff[Int.random(in: 0..<tiff.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            tiff = Array(tiff.prefix(Int.random(in: 0...tiff.count, using: &random)))
            let image = try JPEGDecoder.decode(Self.withApp1(Self.exifHeader + tiff))
            #expect(image.image.pixels.count == image.image.width * image.image.height * 4)
            #expect(image.image.width * image.image.height == 512)
        }
    }
}
