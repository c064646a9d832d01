import PNGCodec
import Testing

/// Every colour type, bit depth, tRNS variant and interlace method, against the RGBA that
/// `Images/make_images.py` computed (and checked with pypng).
@Suite("Decoding fixtures")
struct FixtureDecodingTests {

    @Test func manifestListsEveryFixture() {
        // 5 grey depths x 2 tRNS + 2 RGB x 2 + 4 palette x 2 + 2 grey+alpha + 2 RGBA = 26
        // formats, each plain and Adam7, each 7x5 and 13x11.
        #expect(Fixtures.all.count == 104)
    }

    @Test(arguments: Fixtures.all)
    func decodesToExpectedRGBA(_ fixture: Fixtures.Entry) throws {
        let file = try Fixtures.bytes(fixture.name + ".png")
        let expected = try Fixtures.bytes(fixture.name + ".rgba")
        let image = try PNGDecoder.decode(file)
        #expect(image.image.width == fixture.width)
        #expect(image.image.height == fixture.height)
        #expect(image.interlaced == fixture.name.contains("adam7"))
        #expect(image.image.pixels.count == expected.count)
        if image.image.pixels != expected {
            let first = zip(image.image.pixels, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1
            Issue.record("\(fixture.name): first difference at byte \(first) (pixel \(first / 4))")
        }
    }

    @Test(arguments: [
        ("grey1_7x5", PNGColorType.grey, 1), ("grey16_trns_13x11", .grey, 16),
        ("rgb16_trns_adam7_7x5", .rgb, 16), ("palette4_trns_7x5", .palette, 4),
        ("greyalpha8_7x5", .greyAlpha, 8), ("rgba16_adam7_13x11", .rgba, 16),
    ])
    func reportsStoredFormat(name: String, colorType: PNGColorType, bitDepth: Int) throws {
        let image = try PNGDecoder.decode(try Fixtures.bytes(name + ".png"))
        #expect(image.colorType == colorType)
        #expect(image.bitDepth == bitDepth)
    }

    @Test func sixteenBitSamplesRoundToNearest() throws {
        // One 16-bit grey pixel per value; the expected 8-bit value is (v * 255 + 32767) / 65535.
        let values: [UInt16] = [0, 128, 129, 257, 32767, 32768, 65406, 65407, 65535]
        let raw = values.flatMap { [0, UInt8($0 >> 8), UInt8($0 & 0xFF)] as [UInt8] }
        let file = TestPNG.file([
            TestPNG.ihdr(width: 1, height: UInt32(values.count), bitDepth: 16, colorType: 0),
            TestPNG.chunk("IDAT", TestPNG.zlibStored(raw)),
        ])
        let image = try PNGDecoder.decode(file)
        let greys = stride(from: 0, to: image.image.pixels.count, by: 4).map { image.image.pixels[$0] }
        #expect(greys == values.map { UInt8((UInt32($0) * 255 + 32767) / 65535) })
        #expect(greys == [0, 0, 1, 1, 127, 128, 254, 255, 255])
    }
}
