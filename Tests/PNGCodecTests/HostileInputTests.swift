import PNGCodec
import Raster
import SeededRandom
import Testing

/// Broken, truncated and malicious files: every one must throw a `PNGError`, none may crash.
@Suite("Hostile input")
struct HostileInputTests {

    @Test func validBaselineDecodes() throws {
        let image = try PNGDecoder.decode(TestPNG.rgba3x2())
        #expect(image.image.width == 3 && image.image.height == 2)
        #expect(Array(image.image.pixels.prefix(4)) == [0, 20, 40, 60])
    }

    @Test func emptyFileIsNotPNG() {
        #expect(throws: PNGError.notPNG) { try PNGDecoder.decode([]) }
        #expect(throws: PNGError.notPNG) { try PNGDecoder.decode(Array("GIF89a..".utf8)) }
        #expect(PNGError.notPNG.description == "not a PNG file")
    }

    @Test func signatureOnlyIsTruncated() {
        #expect(throws: PNGError.truncated(chunk: nil)) { try PNGDecoder.decode(TestPNG.signature) }
    }

    @Test(arguments: ["rgba3x2", "palette4_trns_adam7_7x5", "grey16_trns_13x11", "encoded"])
    func everyTruncationThrows(source: String) throws {
        let file: [UInt8]
        switch source {
        case "rgba3x2": file = TestPNG.rgba3x2()
        case "encoded":
            file = try PNGEncoder.encode(width: 9, height: 4, rgba: TestImage.make(width: 9, height: 4, opaque: false))
        default: file = try Fixtures.bytes(source + ".png")
        }
        #expect(throws: Never.self) { try PNGDecoder.decode(file) }
        for length in 0..<file.count {
            #expect(throws: PNGError.self, "cut at \(length) of \(file.count)") {
                try PNGDecoder.decode(Array(file.prefix(length)))
            }
        }
    }

    @Test func truncatedInsideIDATNamesIt() {
        let file = TestPNG.rgba3x2()
        // Signature 8 + IHDR 25 + IDAT header 8 + a few data bytes.
        #expect(throws: PNGError.truncated(chunk: "IDAT")) { try PNGDecoder.decode(Array(file.prefix(45))) }
        #expect(PNGError.truncated(chunk: "IDAT").description == "truncated in chunk IDAT")
    }

    @Test func badCRCIsReported() {
        var file = TestPNG.rgba3x2()
        file[16 + 3] ^= 0x01  // a byte of the IHDR width
        #expect(throws: PNGError.badCRC(chunk: "IHDR")) { try PNGDecoder.decode(file) }
        #expect(PNGError.badCRC(chunk: "IHDR").description == "bad CRC in chunk IHDR")

        let badIDAT = TestPNG.file([
            TestPNG.ihdr(width: 1, height: 1),
            TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 1, 2, 3, 4]), crc: 1234),
        ])
        #expect(throws: PNGError.badCRC(chunk: "IDAT")) { try PNGDecoder.decode(badIDAT) }
    }

    @Test func hugeDeclaredSizeIsRefusedBeforeAllocating() {
        let file = TestPNG.file([
            TestPNG.ihdr(width: 50000, height: 50000),
            TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 0, 0, 0, 0])),
        ])
        #expect(file.count < 100)
        #expect(throws: PNGError.imageTooLarge(width: 50000, height: 50000, limits: ImageLimits.pngFiles)) {
            try PNGDecoder.decode(file)
        }
        let message = PNGError.imageTooLarge(width: 50000, height: 50000, limits: ImageLimits.pngFiles).description
        #expect(message.contains("50000x50000"))
    }

    @Test func limitsAreConfigurable() throws {
        let file = TestPNG.rgba3x2()
        #expect(throws: PNGError.imageTooLarge(width: 3, height: 2, limits: ImageLimits(maxWidth: 2, maxHeight: 32768, maxPixels: 100_000_000, maxTotalBytes: 400_000_000))) {
            try PNGDecoder.decode(file, limits: ImageLimits(maxWidth: 2, maxHeight: 32768, maxPixels: 100_000_000, maxTotalBytes: 400_000_000))
        }
        #expect(throws: PNGError.imageTooLarge(width: 3, height: 2, limits: ImageLimits(maxWidth: 32768, maxHeight: 32768, maxPixels: 5, maxTotalBytes: 400_000_000))) {
            try PNGDecoder.decode(file, limits: ImageLimits(maxWidth: 32768, maxHeight: 32768, maxPixels: 5, maxTotalBytes: 400_000_000))
        }
        _ = try PNGDecoder.decode(file, limits: ImageLimits(maxWidth: 3, maxHeight: 2, maxPixels: 6, maxTotalBytes: 24))
    }

    @Test func tinyDataForALargeImageIsRefusedBeforeInflating() {
        // Within very generous limits, but 30 bytes cannot inflate to 3.6 GB.
        let file = TestPNG.file([
            TestPNG.ihdr(width: 30000, height: 30000),
            TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 0, 0, 0, 0])),
        ])
        let limits = ImageLimits(maxWidth: .max, maxHeight: .max, maxPixels: .max, maxTotalBytes: .max)
        #expect(throws: PNGError.imageDataTooShort(expectedBytes: 30000 * (30000 * 4 + 1))) {
            try PNGDecoder.decode(file, limits: limits)
        }
        let largest = TestPNG.file([
            TestPNG.ihdr(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, bitDepth: 16, colorType: 6, interlace: 1),
            TestPNG.chunk("IDAT", TestPNG.zlibStored([0])),
        ])
        #expect(throws: PNGError.self) { try PNGDecoder.decode(largest, limits: limits) }
    }

    @Test func zeroWidthIsInvalid() {
        let file = TestPNG.file([TestPNG.ihdr(width: 0, height: 5), TestPNG.chunk("IDAT", TestPNG.zlibStored([0]))])
        #expect(throws: PNGError.invalidDimensions(width: 0, height: 5)) { try PNGDecoder.decode(file) }
    }

    @Test func widthAbove2To31IsInvalid() {
        let file = TestPNG.file([TestPNG.ihdr(width: 0x8000_0000, height: 1), TestPNG.chunk("IDAT", TestPNG.zlibStored([0]))])
        #expect(throws: PNGError.invalidDimensions(width: 0x8000_0000, height: 1)) { try PNGDecoder.decode(file) }
    }

    @Test(arguments: [(UInt8(3), UInt8(0)), (16, 3), (4, 2), (1, 6), (0, 0), (32, 6)])
    func illegalBitDepthIsRefused(bitDepth: UInt8, colorType: UInt8) {
        let file = TestPNG.file([
            TestPNG.ihdr(width: 1, height: 1, bitDepth: bitDepth, colorType: colorType),
            TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 0])),
        ])
        #expect(throws: PNGError.invalidBitDepth(bitDepth: Int(bitDepth), colorType: Int(colorType))) {
            try PNGDecoder.decode(file)
        }
    }

    @Test func illegalColorTypeIsRefused() {
        let file = TestPNG.file([TestPNG.ihdr(width: 1, height: 1, colorType: 5), TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 0]))])
        #expect(throws: PNGError.invalidColorType(5)) { try PNGDecoder.decode(file) }
    }

    @Test func unsupportedMethodsAreRefused() {
        for (index, value) in [(10, UInt8(1)), (11, 1), (12, 2)] {
            var data = TestPNG.bigEndian(1) + TestPNG.bigEndian(1) + [8, 6, 0, 0, 0]
            data[index] = value
            let file = TestPNG.file([TestPNG.chunk("IHDR", data), TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 0, 0, 0, 0]))])
            #expect(throws: PNGError.self) { try PNGDecoder.decode(file) }
        }
        let short = TestPNG.file([TestPNG.chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0])])
        #expect(throws: PNGError.invalidHeader("length 12 is not 13")) { try PNGDecoder.decode(short) }
    }

    @Test func paletteIndexOutOfRangeIsReported() {
        let file = TestPNG.file([
            TestPNG.ihdr(width: 3, height: 1, bitDepth: 8, colorType: 3),
            TestPNG.chunk("PLTE", [255, 0, 0, 0, 255, 0]),
            TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 0, 1, 2])),
        ])
        #expect(throws: PNGError.paletteIndexOutOfRange(index: 2, paletteSize: 2)) { try PNGDecoder.decode(file) }
    }

    @Test func paletteImageNeedsPLTE() {
        let file = TestPNG.file([
            TestPNG.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 3),
            TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 0])),
        ])
        #expect(throws: PNGError.missingPalette) { try PNGDecoder.decode(file) }
    }

    @Test func malformedPaletteAndTransparencyAreRefused() {
        let badPLTE = TestPNG.file([
            TestPNG.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 3),
            TestPNG.chunk("PLTE", [1, 2, 3, 4]),
            TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 0])),
        ])
        #expect(throws: PNGError.invalidPalette(length: 4)) { try PNGDecoder.decode(badPLTE) }
        let longTRNS = TestPNG.file([
            TestPNG.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 3),
            TestPNG.chunk("PLTE", [1, 2, 3]),
            TestPNG.chunk("tRNS", [0, 0]),
            TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 0])),
        ])
        #expect(throws: PNGError.invalidTransparency(length: 2)) { try PNGDecoder.decode(longTRNS) }
        let rgbTRNS = TestPNG.file([
            TestPNG.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 2),
            TestPNG.chunk("tRNS", [0, 0]),
            TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 0, 0, 0])),
        ])
        #expect(throws: PNGError.invalidTransparency(length: 2)) { try PNGDecoder.decode(rgbTRNS) }
    }

    @Test func imageDataTooShortOrTooLong() {
        let rows: [UInt8] = (0..<2).flatMap { _ in [0] + [UInt8](repeating: 7, count: 12) }
        #expect(throws: PNGError.imageDataTooShort(expectedBytes: 26)) {
            try PNGDecoder.decode(TestPNG.rgba3x2(raw: Array(rows.dropLast())))
        }
        #expect(throws: PNGError.imageDataTooLong(expectedBytes: 26)) {
            try PNGDecoder.decode(TestPNG.rgba3x2(raw: rows + [0]))
        }
    }

    /// A 3x2 16-bit RGBA file (inflated a scanline at a time) whose filtered data is `raw`,
    /// split over two IDAT chunks.
    private func rgba16(raw: [UInt8]) -> [UInt8] {
        let stream = TestPNG.zlibStored(raw)
        return TestPNG.file([TestPNG.ihdr(width: 3, height: 2, bitDepth: 16),
                             TestPNG.chunk("IDAT", Array(stream.prefix(9))), TestPNG.chunk("IDAT", Array(stream.dropFirst(9)))])
    }

    @Test func sixteenBitImagesInflateRowByRowWithTheSameChecks() throws {
        let first: [UInt8] = [0] + (0..<24).map { UInt8($0 * 10) }
        let second: [UInt8] = [2] + (0..<24).map { UInt8($0 * 10 + 1) }
        let rows = first + second
        let image = try PNGDecoder.decode(rgba16(raw: rows))
        #expect(image.image.pixels.prefix(4) == [0, 20, 40, 60], "0x000A, 0x141E, 0x2832, 0x3C46 rounded to 8 bits")
        #expect(image.image.pixels[12] == 1, "row 1 is filtered Up: 0x0115 rounds to 1")
        #expect(throws: PNGError.imageDataTooShort(expectedBytes: 50)) { try PNGDecoder.decode(self.rgba16(raw: Array(rows.dropLast()))) }
        #expect(throws: PNGError.imageDataTooLong(expectedBytes: 50)) { try PNGDecoder.decode(self.rgba16(raw: rows + [0])) }
        let garbage = TestPNG.file([TestPNG.ihdr(width: 3, height: 2, bitDepth: 16), TestPNG.chunk("IDAT", [0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF])])
        #expect(throws: PNGError.imageDataDoesNotInflate) { try PNGDecoder.decode(garbage) }
    }

    @Test func dataThatDoesNotInflateIsReported() {
        let file = TestPNG.file([TestPNG.ihdr(width: 3, height: 2), TestPNG.chunk("IDAT", [0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF])])
        #expect(throws: PNGError.imageDataDoesNotInflate) { try PNGDecoder.decode(file) }
        #expect(PNGError.imageDataDoesNotInflate.description == "image data does not inflate")
    }

    @Test func wrongFilterTypeIsReported() {
        var rows: [UInt8] = (0..<2).flatMap { _ in [0] + [UInt8](repeating: 7, count: 12) }
        rows[13] = 5
        #expect(throws: PNGError.invalidFilterType(5, row: 1)) { try PNGDecoder.decode(TestPNG.rgba3x2(raw: rows)) }
    }

    @Test func chunkOrderIsChecked() {
        let idat = TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 1, 2, 3, 4]))
        let header = TestPNG.ihdr(width: 1, height: 1)
        let text = TestPNG.chunk("tEXt", Array("a\u{0}b".utf8))
        let cases: [[UInt8]] = [
            TestPNG.file([idat, header]),                                  // IHDR not first
            TestPNG.file([header, header, idat]),                          // two IHDR
            TestPNG.file([header]),                                        // no IDAT
            TestPNG.file([header, idat, text, idat]),                      // split IDAT run
            TestPNG.file([header, idat, TestPNG.chunk("PLTE", [1, 2, 3])]), // PLTE after IDAT
        ]
        for file in cases {
            #expect(throws: PNGError.self) { try PNGDecoder.decode(file) }
        }
        #expect(throws: PNGError.chunkOrder("first chunk is IDAT, not IHDR")) { try PNGDecoder.decode(cases[0]) }
    }

    @Test func missingIENDIsTruncation() {
        let file = TestPNG.file([TestPNG.ihdr(width: 1, height: 1), TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 1, 2, 3, 4]))], iend: false)
        #expect(throws: PNGError.truncated(chunk: nil)) { try PNGDecoder.decode(file) }
    }

    @Test func malformedChunkHeadersAreRefused() {
        let header = TestPNG.ihdr(width: 1, height: 1)
        let unknownCritical = TestPNG.file([header, TestPNG.chunk("ABCD", [])])
        #expect(throws: PNGError.unknownCriticalChunk("ABCD")) { try PNGDecoder.decode(unknownCritical) }
        let badType = TestPNG.file([header, TestPNG.chunk("ab1d", [])])
        #expect(throws: PNGError.invalidChunk(chunk: "ab1d", reason: "type is not four ASCII letters")) {
            try PNGDecoder.decode(badType)
        }
        let hugeLength = TestPNG.signature + header + [0x80, 0, 0, 0] + Array("IDAT".utf8) + [UInt8](repeating: 0, count: 16)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(hugeLength) }
        let longerThanFile = TestPNG.signature + header + [0x7F, 0xFF, 0xFF, 0xFF] + Array("IDAT".utf8) + [1, 2, 3]
        #expect(throws: PNGError.truncated(chunk: "IDAT")) { try PNGDecoder.decode(longerThanFile) }
    }

    @Test func trailingDataAndUnknownAncillaryChunksAreIgnored() throws {
        let rows: [UInt8] = [0, 1, 2, 3, 4]
        let file = TestPNG.file([
            TestPNG.ihdr(width: 1, height: 1),
            TestPNG.chunk("zzZz", [9, 9]),
            TestPNG.chunk("IDAT", TestPNG.zlibStored(rows)),
        ]) + Array("garbage after IEND".utf8)
        #expect(try PNGDecoder.decode(file).image.pixels == [1, 2, 3, 4])
    }

    @Test func randomCorruptionNeverCrashes() throws {
        // Deterministic mutations of a valid interlaced palette file and one of ours; for half
        // of them the chunk CRCs are repaired so that the damage reaches the decoder proper.
        let sources = [
            try Fixtures.bytes("palette2_trns_adam7_13x11.png"),
            try Fixtures.bytes("rgb16_trns_adam7_7x5.png"),
            try PNGEncoder.encode(width: 11, height: 6, rgba: TestImage.make(width: 11, height: 6, opaque: false)),
        ]
        var random = SeededRandom(seed: 0x504E_4753)
        func next() -> Int { Int(truncatingIfNeeded: random.next() >> 33) }
        var decoded = 0
        for round in 0..<3000 {
            var file = sources[round % sources.count]
            for _ in 0...(next() % 3) {
                let position = 8 + next() % (file.count - 8)
                file[position] = UInt8(truncatingIfNeeded: next())
            }
            if round % 2 == 0 { file = repairCRCs(file) }
            if (try? PNGDecoder.decode(file)) != nil { decoded += 1 }
        }
        // Some mutations hit harmless bytes (ancillary text, pixel values): still decodable.
        #expect(decoded > 0)
    }

    /// Recomputes every chunk CRC of a file (stops at the first inconsistent length).
    private func repairCRCs(_ file: [UInt8]) -> [UInt8] {
        var out = file
        var offset = 8
        while offset + 12 <= out.count {
            let length = Int(out[offset]) << 24 | Int(out[offset + 1]) << 16 | Int(out[offset + 2]) << 8 | Int(out[offset + 3])
            guard length <= out.count - offset - 12 else { break }
            let crc = TestPNG.crc32(Array(out[(offset + 4)..<(offset + 8 + length)]))
            out.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: TestPNG.bigEndian(crc))
            offset += 12 + length
        }
        return out
    }
}
