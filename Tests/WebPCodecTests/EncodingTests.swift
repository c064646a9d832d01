import Raster
import Testing
import WebPCodec

@Suite("Encoding WebP")
struct EncodingTests {
    @Test("lossless keeps every pixel, colours under transparency included")
    func losslessRoundTrip() throws {
        let image = TestImages.noise(width: 67, height: 41, seed: 7)
        let decoded = try WebPDecoder.decode(WebPEncoder.encode(image))
        #expect(decoded.image == image)
        #expect(!decoded.isAnimated)
    }

    @Test("the same pixels give the same bytes", arguments: [WebPQuality.lossless, .lossy(quality: 80)])
    func deterministic(_ quality: WebPQuality) throws {
        let image = TestImages.noise(width: 120, height: 90, seed: 3)
        let first = try WebPEncoder.encode(image, quality: quality)
        let second = try WebPEncoder.encode(image, quality: quality)
        #expect(first == second)
    }

    @Test("lossy is close to the source, smaller than lossless, and keeps alpha")
    func lossy() throws {
        let image = TestImages.photo(width: 200, height: 120, seed: 8)
        let lossy = try WebPEncoder.encode(image, quality: .lossy(quality: 90))
        let lossless = try WebPEncoder.encode(image)
        #expect(lossy.count < lossless.count, "lossy \(lossy.count) bytes, lossless \(lossless.count)")
        let decoded = try WebPDecoder.decode(lossy).image
        let error = zip(decoded.pixels, image.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        #expect(Double(error) / Double(image.pixels.count) < 4, "mean channel error \(Double(error) / Double(image.pixels.count))")
        #expect(stride(from: 3, to: decoded.pixels.count, by: 4).allSatisfy { decoded.pixels[$0] == 255 })
    }

    @Test("premultiplied ARGB32 is un-premultiplied as Cairo's PNG writer does")
    func premultiplied() throws {
        // Opaque red, half-transparent premultiplied green (0x80 of 0x80: full green), clear.
        let words: [UInt32] = [0xFFFF_0000, 0x8000_8000, 0x0000_0000, 0x4020_1008]
        let stride = 3 * 4
        var bytes = [UInt8](repeating: 0xEE, count: stride * 2)
        for (i, word) in words.enumerated() {
            let offset = (i / 2) * stride + (i % 2) * 4
            withUnsafeBytes(of: word.littleEndian) { bytes.replaceSubrange(offset..<offset + 4, with: $0) }
        }
        let file = try bytes.withUnsafeBytes { raw in
            try WebPEncoder.encode(width: 2, height: 2, premultipliedARGB32: raw, stride: stride)
        }
        let decoded = try WebPDecoder.decode(file).image
        #expect(decoded.pixels == [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 0, 0, 128, 64, 32, 64])
    }

    @Test("an image wider or taller than 16383 pixels is refused before encoding")
    func tooLarge() {
        let wide = RGBAImage(validatedWidth: 16384, height: 1, pixels: [UInt8](repeating: 0, count: 16384 * 4))
        #expect(throws: WebPError.invalidDimensions(width: 16384, height: 1)) { try WebPEncoder.encode(wide) }
        #expect(WebPError.invalidDimensions(width: 16384, height: 1).description
            == "a WebP image is 1 to 16383 pixels a side, not 16384x1")
    }

    @Test("a pixel buffer too small for its size and stride is refused")
    func shortBuffer() {
        // Two rows 16 bytes apart need 16 + 2 * 4 bytes.
        let bytes = [UInt8](repeating: 0, count: 20)
        #expect(throws: WebPError.pixelBufferSize(expectedBytes: 24, actualBytes: 20)) {
            try bytes.withUnsafeBytes { raw in try WebPEncoder.encode(width: 2, height: 2, premultipliedARGB32: raw, stride: 16) }
        }
    }

    @Test("a lossy quality outside 0 to 100 is refused")
    func badQuality() {
        #expect(throws: WebPError.self) { try WebPEncoder.encode(TestImages.photo(width: 4, height: 4, seed: 1), quality: .lossy(quality: 101)) }
    }
}
