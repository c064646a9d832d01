import PNGCodec
import Testing

/// Encode, then decode: the straight RGBA must come back unchanged.
@Suite("Round trip")
struct RoundTripTests {
    static let sizes: [(Int, Int)] = [(1, 1), (1, 7), (2, 1), (3, 3), (7, 5), (13, 11), (64, 3), (101, 37)]

    @Test(arguments: sizes, PNGCompression.allCases)
    func opaqueImageComesBackAsRGB(size: (Int, Int), compression: PNGCompression) throws {
        let (width, height) = size
        let rgba = TestImage.make(width: width, height: height, opaque: true)
        let file = try PNGEncoder.encode(width: width, height: height, rgba: rgba, compression: compression)
        let image = try PNGDecoder.decode(file)
        #expect(image.colorType == .rgb)
        #expect(image.bitDepth == 8)
        #expect(image.image.width == width && image.image.height == height)
        #expect(image.image.pixels == rgba)
    }

    @Test(arguments: sizes, PNGCompression.allCases)
    func translucentImageComesBackAsRGBA(size: (Int, Int), compression: PNGCompression) throws {
        let (width, height) = size
        var rgba = TestImage.make(width: width, height: height, opaque: false)
        rgba[3] = 254  // at least one pixel not opaque, even for 1x1
        let file = try PNGEncoder.encode(width: width, height: height, rgba: rgba, compression: compression)
        let image = try PNGDecoder.decode(file)
        #expect(image.colorType == .rgba)
        #expect(image.image.pixels == rgba)
    }

    @Test(arguments: PNGCompression.allCases)
    func outputIsDeterministic(compression: PNGCompression) throws {
        let rgba = TestImage.make(width: 50, height: 40, opaque: false, seed: 7)
        let first = try PNGEncoder.encode(width: 50, height: 40, rgba: rgba, compression: compression)
        let second = try PNGEncoder.encode(width: 50, height: 40, rgba: rgba, compression: compression)
        #expect(first == second)
    }

    @Test(arguments: [(1, 1), (7, 5), (33, 9)], [false, true])
    func premultipliedARGB32IsUnpremultipliedLikeCairo(size: (Int, Int), opaque: Bool) throws {
        let (width, height) = size
        let straight = TestImage.make(width: width, height: height, opaque: opaque, seed: 3)
        let stride = width * 4 + 12
        let argb = TestImage.argb32(fromRGBA: straight, width: width, height: height, stride: stride)
        var expected = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                let word = argb.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
                let a = word >> 24
                expected += [
                    TestImage.unpremultiply((word >> 16) & 0xFF, a),
                    TestImage.unpremultiply((word >> 8) & 0xFF, a),
                    TestImage.unpremultiply(word & 0xFF, a),
                    UInt8(a),
                ]
            }
        }
        for compression in PNGCompression.allCases {
            let file = try PNGEncoder.encode(
                width: width, height: height, premultipliedARGB32: argb, stride: stride, compression: compression)
            let image = try PNGDecoder.decode(file)
            #expect(image.colorType == (opaque ? .rgb : .rgba))
            #expect(image.image.pixels == expected)
        }
        if opaque {
            // Opaque ARGB32 and the same pixels as RGBA give the same file.
            let viaRGBA = try PNGEncoder.encode(width: width, height: height, rgba: straight)
            let viaARGB = try PNGEncoder.encode(width: width, height: height, premultipliedARGB32: argb, stride: stride)
            #expect(viaRGBA == viaARGB)
        }
    }

    @Test func premultipliedInputGivesTheSameFileAsItsStraightPixels() throws {
        let width = 29, height = 17, stride = width * 4 + 4
        let straight = TestImage.make(width: width, height: height, opaque: false, seed: 5)
        let argb = TestImage.argb32(fromRGBA: straight, width: width, height: height, stride: stride)
        let decoded = try PNGDecoder.decode(
            try PNGEncoder.encode(width: width, height: height, premultipliedARGB32: argb, stride: stride))
        for compression in PNGCompression.allCases {
            let viaARGB = try PNGEncoder.encode(
                width: width, height: height, premultipliedARGB32: argb, stride: stride, compression: compression)
            let viaRGBA = try PNGEncoder.encode(width: width, height: height, rgba: decoded.image.pixels, compression: compression)
            #expect(viaARGB == viaRGBA)
        }
    }

    @Test func transparentPremultipliedPixelsBecomeZero() throws {
        // Alpha 0 with leftover colour bits (not valid premultiplied data): written as
        // 0, 0, 0, 0 like Cairo's own writer does. Alpha 1 with colour 1 becomes 255.
        let words: [UInt32] = [0x00FF_8040, 0x0101_0101, 0xFF10_2030]
        let bytes = words.flatMap { word in withUnsafeBytes(of: word) { Array($0) } }
        let image = try PNGDecoder.decode(try PNGEncoder.encode(width: 3, height: 1, premultipliedARGB32: bytes, stride: 12))
        #expect(image.image.pixels == [0, 0, 0, 0, 255, 255, 255, 1, 0x10, 0x20, 0x30, 255])
    }

    @Test(arguments: PNGCompression.allCases, [true, false])
    func chatLikeImageWithFlatAndBusyRowsRoundTrips(compression: PNGCompression, opaque: Bool) throws {
        // Flat background and bubbles (rows left unfiltered), a noisy "photo" band and a
        // smooth gradient band (rows filtered), so every filter path runs.
        let width = 120, height = 90
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        var state: UInt32 = 7
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let i = (y * width + x) * 4
                var pixel: [UInt8] = [255, 255, 255, opaque ? 255 : 0]
                if y >= 10 && y < 30 && x >= 8 && x < 100 { pixel = [11, 132, 254, 255] }
                if y >= 15 && y < 25 && x % 7 < 3 { pixel = [255, 255, 255, opaque ? 255 : 200] }
                if y >= 40 && y < 60 { pixel = [UInt8(truncatingIfNeeded: state >> 24), UInt8(truncatingIfNeeded: state >> 16), UInt8(x * 2), 255] }
                if y >= 60 && y < 80 { pixel = [UInt8(x * 2), UInt8(y * 3), UInt8((x + y) % 256), opaque ? 255 : UInt8(x + 100)] }
                rgba.replaceSubrange(i..<(i + 4), with: pixel)
            }
        }
        let file = try PNGEncoder.encode(width: width, height: height, rgba: rgba, compression: compression)
        let image = try PNGDecoder.decode(file)
        #expect(image.colorType == (opaque ? .rgb : .rgba))
        #expect(image.image.pixels == rgba)
    }

    @Test func largeIncompressibleImageIsSplitIntoSeveralIDATChunks() throws {
        let width = 700, height = 500
        var state: UInt32 = 99
        let rgba = (0..<(width * height * 4)).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        let file = try PNGEncoder.encode(width: width, height: height, rgba: rgba, compression: .default)
        var idatChunks = 0
        var offset = 8
        while offset + 8 <= file.count {
            let length = Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8 | Int(file[offset + 3])
            if Array(file[(offset + 4)..<(offset + 8)]) == Array("IDAT".utf8) {
                #expect(length <= 1 << 20)
                idatChunks += 1
            }
            offset += 12 + length
        }
        #expect(idatChunks >= 2)
        #expect(try PNGDecoder.decode(file).image.pixels == rgba)
    }

    @Test func encoderRejectsBadArguments() {
        #expect(throws: PNGError.invalidDimensions(width: 0, height: 1)) {
            try PNGEncoder.encode(width: 0, height: 1, rgba: [])
        }
        #expect(throws: PNGError.pixelBufferSize(expectedBytes: 16, actualBytes: 15)) {
            try PNGEncoder.encode(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 15))
        }
        #expect(throws: PNGError.invalidStride(stride: 7, minimum: 8)) {
            try PNGEncoder.encode(width: 2, height: 2, premultipliedARGB32: [UInt8](repeating: 0, count: 64), stride: 7)
        }
        #expect(throws: PNGError.pixelBufferSize(expectedBytes: 24, actualBytes: 23)) {
            try PNGEncoder.encode(width: 2, height: 2, premultipliedARGB32: [UInt8](repeating: 0, count: 23), stride: 16)
        }
        #expect(throws: PNGError.invalidDimensions(width: Int.max, height: 2)) {
            try PNGEncoder.encode(width: Int.max, height: 2, rgba: [])
        }
    }
}
