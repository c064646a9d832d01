@testable import PNGCodec
import Testing

/// The project's own deflate encoder: Huffman codes, checksums, and whole images through
/// the decoder, including images large enough to be split into segments.
@Suite("Deflate")
struct DeflateTests {
    static let frequencySets: [(name: String, frequencies: [UInt32], limit: Int)] = [
        ("none used", [UInt32](repeating: 0, count: 30), 15),
        ("one used", [0, 0, 5] + [UInt32](repeating: 0, count: 27), 15),
        ("two used", [9, 0, 0, 1], 15),
        ("uniform", [UInt32](repeating: 3, count: 286), 15),
        // Fibonacci weights make the optimal code 29 levels deep.
        ("fibonacci", fibonacci(30), 15),
        ("fibonacci, code-length alphabet", fibonacci(19), 7),
        ("skewed", (0..<286).map { $0 == 0 ? 1_000_000 : UInt32($0 % 7) }, 15),
    ]

    static func fibonacci(_ count: Int) -> [UInt32] {
        var values: [UInt32] = [1, 1]
        while values.count < count { values.append(values[values.count - 1] + values[values.count - 2]) }
        return values
    }

    @Test(arguments: frequencySets.indices)
    func huffmanCodesAreCompleteAndWithinTheLimit(index: Int) {
        let (_, frequencies, limit) = Self.frequencySets[index]
        let lengths = HuffmanCodeLengths.make(frequencies: frequencies, limit: limit)
        #expect(lengths.count == frequencies.count)
        #expect(lengths.allSatisfy { Int($0) <= limit })
        for (frequency, length) in zip(frequencies, lengths) where frequency > 0 { #expect(length > 0) }
        // Exactly complete: the Kraft sum is 1.
        let kraft = lengths.filter { $0 > 0 }.reduce(0) { $0 + (1 << (limit - Int($1))) }
        #expect(kraft == 1 << limit)
        // A more frequent symbol never has a longer code.
        for a in frequencies.indices where frequencies[a] > 0 {
            for b in frequencies.indices where frequencies[b] > frequencies[a] {
                #expect(lengths[b] <= lengths[a])
            }
        }
    }

    @Test func optimalLengthsForASmallExample() {
        // Weights 1, 1, 2, 4 give a code of lengths 3, 3, 2, 1.
        #expect(HuffmanCodeLengths.make(frequencies: [1, 1, 2, 4], limit: 15) == [3, 3, 2, 1])
    }

    @Test func canonicalCodesFollowRFC1951() {
        // RFC 1951, 3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) give codes 010, 011, 100, 101,
        // 110, 00, 1110, 1111; ours are stored bit-reversed.
        let code = HuffmanCode(lengths: [3, 3, 3, 3, 3, 2, 4, 4])
        #expect(code.codes == [0b010, 0b110, 0b001, 0b101, 0b011, 0b00, 0b0111, 0b1111])
    }

    @Test func adlerChecksumsCombine() {
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 7) }
        bytes.withUnsafeBytes { all in
            let whole = Adler32.checksum(all)
            for split in [0, 1, 5552, 65521, 70_000, 100_000] {
                let first = Adler32.checksum(UnsafeRawBufferPointer(rebasing: all[..<split]))
                let second = Adler32.checksum(UnsafeRawBufferPointer(rebasing: all[split...]))
                #expect(Adler32.combine(first, second, secondCount: all.count - split) == whole)
            }
        }
    }

    /// A chat-screenshot-like image: flat background, rounded-ish coloured boxes, repeated
    /// anti-aliased "glyphs", and a noisy "photo".
    static func screenshot(width: Int, height: Int, alpha: Bool) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var state: UInt32 = 99
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                var rgba: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, alpha ? 0 : 255)
                if (y / 90) % 2 == 0, x % max(1, width / 2) > 20, x % max(1, width / 2) < width / 2 - 20, y % 90 > 10 {
                    rgba = (10, 132, 255, 255)
                    let glyph = (x % 17) * (y % 23)
                    if y % 90 > 30, y % 90 < 60, glyph % 5 != 0 {
                        rgba = (UInt8(truncatingIfNeeded: glyph * 9), 255, UInt8(truncatingIfNeeded: glyph), 255)
                    }
                }
                if x > width * 3 / 4, y > height / 2 {
                    state = state &* 1_664_525 &+ 1_013_904_223
                    rgba = (UInt8(truncatingIfNeeded: state >> 24), UInt8(truncatingIfNeeded: state >> 16), 40, 255)
                }
                pixels[i] = rgba.0; pixels[i + 1] = rgba.1; pixels[i + 2] = rgba.2; pixels[i + 3] = rgba.3
            }
        }
        return pixels
    }

    @Test(arguments: [(1200, 900, false), (700, 800, true), (11_000, 40, false), (3, 30_000, false)], PNGCompression.allCases)
    func largeImagesRoundTripThroughSegments(size: (Int, Int, Bool), compression: PNGCompression) throws {
        let (width, height, alpha) = size
        let rgba = Self.screenshot(width: width, height: height, alpha: alpha)
        let file = try PNGEncoder.encode(width: width, height: height, rgba: rgba, compression: compression)
        let image = try PNGDecoder.decode(file)
        #expect(image.image.pixels == rgba)
        // Mostly flat: far smaller than the raw pixels.
        #expect(file.count * 8 < rgba.count)
    }

    @Test func noiseFallsBackToStoredBlocks() throws {
        var state: UInt32 = 5
        let rgba = (0..<(512 * 512 * 4)).map { index -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return index % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: state >> 24)
        }
        let file = try PNGEncoder.encode(width: 512, height: 512, rgba: rgba, compression: .default)
        #expect(try PNGDecoder.decode(file).image.pixels == rgba)
        let raw = 512 * (512 * 3 + 1)
        #expect(file.count < raw + raw / 100)
    }
}

/// Bands encoded separately, in any order, give the file the whole-image encoder writes.
@Suite("Band encoder")
struct BandEncoderTests {
    @Test(arguments: [(1200, 900, false), (300, 40, true), (11_000, 30, false)])
    func bandsGiveTheSameFileAsTheWholeImage(size: (Int, Int, Bool)) throws {
        let (width, height, alpha) = size
        let rgba = DeflateTests.screenshot(width: width, height: height, alpha: alpha)
        let stride = width * 4
        let argb = TestImage.argb32(fromRGBA: rgba, width: width, height: height, stride: stride)
        let whole = try PNGEncoder.encode(width: width, height: height, premultipliedARGB32: argb, stride: stride)

        let encoder = try PNGBandEncoder(width: width, height: height, hasAlpha: alpha)
        #expect(encoder.bandCount >= 1)
        for band in (0..<encoder.bandCount).reversed() {
            // Each band from its own small buffer, as a renderer drawing bands would pass it.
            let rows = encoder.rows(forBand: band)
            let slice = Array(argb[(rows.lowerBound * stride)..<(rows.upperBound * stride)])
            slice.withUnsafeBytes { pixels in
                guard let base = pixels.baseAddress else { return }
                encoder.encode(band: band, premultipliedARGB32: base, stride: stride)
            }
        }
        #expect(try encoder.finish() == whole)
    }

    @Test(arguments: [(1200, 900, false), (300, 40, true)])
    func refillingBandsGivesTheSameFileAndLeavesOnlyTheBackground(size: (Int, Int, Bool)) throws {
        let (width, height, alpha) = size
        let rgba = DeflateTests.screenshot(width: width, height: height, alpha: alpha)
        // A stride wider than the row, whose padding is refilled too.
        let stride = width * 4 + 8
        let argb = TestImage.argb32(fromRGBA: rgba, width: width, height: height, stride: stride)
        let whole = try PNGEncoder.encode(width: width, height: height, premultipliedARGB32: argb, stride: stride)
        let background: UInt32 = 0xFF20_4060

        let encoder = try PNGBandEncoder(width: width, height: height, hasAlpha: alpha)
        #expect(encoder.bandCount > 1 || height < 100)
        for band in 0..<encoder.bandCount {
            let rows = encoder.rows(forBand: band)
            var slice = Array(argb[(rows.lowerBound * stride)..<(rows.upperBound * stride)])
            slice.withUnsafeMutableBytes { pixels in
                guard let base = pixels.baseAddress else { return }
                encoder.encode(band: band, premultipliedARGB32: base, stride: stride, refillingWith: background)
            }
            let words = slice.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
            #expect(words.allSatisfy { $0 == background }, "band \(band): rows left unfilled")
        }
        #expect(try encoder.finish() == whole)
    }

    @Test func finishingWithABandMissingThrows() throws {
        let encoder = try PNGBandEncoder(width: 2000, height: 400, hasAlpha: false)
        #expect(encoder.bandCount > 1)
        #expect(throws: PNGError.missingBand(0)) { try encoder.finish() }
    }
}

/// Many small random images mixing runs, repeated rows, repeated blocks and noise: every one
/// must come back exactly, at every compression and through bands.
@Suite("Deflate: random images")
struct RandomImageRoundTripTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(1, bound)))
        }
    }

    static func image(seed: UInt64) -> (width: Int, height: Int, rgba: [UInt8]) {
        var random = Generator(state: seed)
        let width = 1 + random.next(300), height = 1 + random.next(120)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        let palette = (0..<4).map { _ in (0..<3).map { _ in UInt8(random.next(256)) } }
        for y in 0..<height {
            let kind = random.next(4)
            for x in 0..<width {
                let i = (y * width + x) * 4
                switch kind {
                case 0 where y > 0:
                    // A repeat of the row above.
                    for c in 0..<3 { rgba[i + c] = rgba[i - width * 4 + c] }
                case 1:
                    // Runs of a few colours.
                    let colour = palette[(x / (1 + random.next(40))) % palette.count]
                    for c in 0..<3 { rgba[i + c] = colour[c] }
                case 2 where x >= 7:
                    // A block repeated from a little to the left.
                    for c in 0..<3 { rgba[i + c] = rgba[i - 7 * 4 + c] }
                default:
                    for c in 0..<3 { rgba[i + c] = UInt8(random.next(256)) }
                }
            }
        }
        return (width, height, rgba)
    }

    @Test(arguments: 0..<60)
    func randomImagesComeBackExactly(seed: Int) throws {
        let (width, height, rgba) = Self.image(seed: UInt64(seed) &+ 12345)
        let file = try PNGEncoder.encode(width: width, height: height, rgba: rgba, compression: .default)
        #expect(try PNGDecoder.decode(file).image.pixels == rgba, "seed \(seed), \(width)x\(height)")
    }
}
