import Raster
import Testing
import WebPCodec
import WorkMeter

@Suite("Decoding WebP")
struct DecodingTests {
    @Test("the header's size, without decoding")
    func size() throws {
        let file = try WebPEncoder.encode(TestImages.noise(width: 31, height: 17, seed: 1))
        let size = try WebPDecoder.size(of: Array(file.prefix(64)))
        #expect(size.width == 31 && size.height == 17)
    }

    @Test("an image larger than the limits is refused before its pixels are allocated")
    func limits() throws {
        let file = try WebPEncoder.encode(TestImages.filled(width: 300, height: 200, [1, 2, 3, 255]))
        let limits = ImageLimits(maxWidth: 1000, maxHeight: 1000, maxPixels: 50_000, maxTotalBytes: 1 << 20)
        let (result, work) = WorkMeter.measure { Result { () throws(WebPError) in try WebPDecoder.decode(file, limits: limits) } }
        #expect(throws: WebPError.imageTooLarge(width: 300, height: 200, limits: limits)) { try result.get() }
        #expect(work[.webpPixels] == 0)
        let (_, decodedWork) = WorkMeter.measure { try? WebPDecoder.decode(file) }
        #expect(decodedWork[.webpPixels] == 300 * 200)
    }

    @Test("data cut short is truncated, wherever it ends", arguments: [20, 40, 0.5, 0.9] as [Double])
    func truncated(_ cut: Double) throws {
        let file = try WebPEncoder.encode(TestImages.noise(width: 64, height: 64, seed: 2))
        let length = cut < 1 ? Int(Double(file.count) * cut) : Int(cut)
        #expect(throws: WebPError.truncated) { try WebPDecoder.decode(Array(file.prefix(length))) }
    }

    @Test("damaged image data is an error, never a crash")
    func corrupt() throws {
        var file = try WebPEncoder.encode(TestImages.noise(width: 64, height: 64, seed: 4))
        for i in stride(from: 30, to: file.count, by: 7) { file[i] ^= 0x5A }
        #expect(throws: WebPError.self) { try WebPDecoder.decode(file) }
    }

    @Test("what is not a RIFF WEBP file", arguments: [[], Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8), [0x89, 0x50, 0x4E, 0x47]] as [[UInt8]])
    func notWebP(_ bytes: [UInt8]) {
        #expect(throws: WebPError.notWebP) { try WebPDecoder.decode(bytes) }
    }

    @Test("an animation gives its first frame at its offset on a transparent canvas")
    func animationFirstFrame() throws {
        let first = TestImages.noise(width: 6, height: 4, seed: 5)
        let second = TestImages.filled(width: 10, height: 8, [9, 9, 9, 255])
        let file = try TestImages.animation(width: 10, height: 8, frames: [(first, 2, 4), (second, 0, 0)])
        let decoded = try WebPDecoder.decode(file)
        #expect(decoded.isAnimated)
        #expect(decoded.image.width == 10 && decoded.image.height == 8)
        #expect(try WebPDecoder.size(of: file) == (10, 8))
        var expected = [UInt8](repeating: 0, count: 10 * 8 * 4)
        for y in 0..<4 {
            let row = first.pixels[(y * 6 * 4)..<((y + 1) * 6 * 4)]
            expected.replaceSubrange(((y + 4) * 10 + 2) * 4..<((y + 4) * 10 + 8) * 4, with: row)
        }
        #expect(decoded.image.pixels == expected)
    }

    @Test("an animation cut short is truncated, even with its first frame whole")
    func animationTruncated() throws {
        let frame = TestImages.noise(width: 6, height: 4, seed: 6)
        let file = try TestImages.animation(width: 6, height: 4, frames: [(frame, 0, 0), (frame, 0, 0)])
        #expect(throws: WebPError.truncated) { try WebPDecoder.decode(Array(file.dropLast(10))) }
    }

    @Test("an animation whose first frame leaves the canvas is corrupt")
    func frameOutsideCanvas() throws {
        let frame = TestImages.noise(width: 6, height: 4, seed: 6)
        let file = try TestImages.animation(width: 6, height: 4, frames: [(frame, 2, 0)])
        #expect(throws: WebPError.self) { try WebPDecoder.decode(file) }
    }
}
