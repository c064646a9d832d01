import Foundation
import JPEGDecoder
import Raster
import SeededRandom
import Testing

@Suite("Hostile input")
struct HostileInputTests {
    // MARK: Not JPEG at all

    @Test("Empty input")
    func empty() {
        #expect(throws: JPEGError.notJPEG) { try JPEGDecoder.decode([]) }
        #expect(throws: JPEGError.notJPEG) { try JPEGDecoder.size(of: []) }
        #expect(throws: JPEGError.notJPEG) { try JPEGDecoder.decode([0xFF]) }
    }

    @Test("A PNG file")
    func png() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A,
                            0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]
        #expect(throws: JPEGError.notJPEG) { try JPEGDecoder.decode(png) }
        #expect(throws: JPEGError.notJPEG) { try JPEGDecoder.size(of: png) }
    }

    @Test("Random bytes, with and without a JPEG signature", arguments: 0..<4)
    func randomBytes(_ seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for round in 0..<100 {
            let count = Int.random(in: 0...3000, using: &random)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            if round % 2 == 1, bytes.count >= 4 {
                // Past the signature check, into the segment walker and TurboJPEG.
                bytes.replaceSubrange(0..<4, with: [0xFF, 0xD8, 0xFF, 0xE0])
            }
            #expect(throws: JPEGError.self) { try JPEGDecoder.decode(bytes) }
            _ = try? JPEGDecoder.size(of: bytes)
        }
    }

    // MARK: Truncated

    @Test("Truncated at every offset", arguments: ["orientation_6.jpg", "progressive_6.jpg", "cmyk_5.jpg",
                                                   "restart_markers.jpg", "cjpeg_arithmetic.jpg"])
    func truncatedEverywhere(_ name: String) throws {
        let bytes = try Fixtures.bytes(name)
        for length in 0..<bytes.count {
            let prefix = Array(bytes.prefix(length))
            let expected: JPEGError = length < 2 ? .notJPEG : .truncated
            #expect(throws: expected, "\(name) cut to \(length) of \(bytes.count) bytes") {
                try JPEGDecoder.decode(prefix)
            }
            _ = try? JPEGDecoder.size(of: prefix)
        }
        #expect(try JPEGDecoder.decode(bytes).image.width == 32)
    }

    @Test("Trailing bytes after the end-of-image marker are ignored")
    func trailingGarbage() throws {
        let bytes = try Fixtures.bytes("orientation_3.jpg") + [0x00, 0x12, 0xFF, 0xD8, 0x99]
        let image = try JPEGDecoder.decode(bytes)
        #expect(Fixtures.quadrantMismatch(image, expected: Fixtures.colourQuadrants) == nil)
    }

    // MARK: Sizes

    /// `plain.jpg` with its SOF0 dimensions replaced.
    static func withFrameSize(width: Int, height: Int, name: String = "plain.jpg") throws -> [UInt8] {
        var bytes = try Fixtures.bytes(name)
        let sof = try #require(Fixtures.markerOffset(0xC0, in: bytes))
        bytes[sof + 5] = UInt8(height >> 8)
        bytes[sof + 6] = UInt8(height & 0xFF)
        bytes[sof + 7] = UInt8(width >> 8)
        bytes[sof + 8] = UInt8(width & 0xFF)
        return bytes
    }

    @Test("A small file declaring a huge size is refused, naming the size")
    func hugeDeclaredSize() throws {
        let bytes = try Self.withFrameSize(width: 50000, height: 50000)
        #expect(bytes.count < 1000)
        let limits = ImageLimits.photos
        #expect(throws: JPEGError.imageTooLarge(width: 50000, height: 50000, limits: limits)) {
            try JPEGDecoder.decode(bytes)
        }
        do {
            _ = try JPEGDecoder.decode(bytes)
        } catch {
            #expect(error.description.contains("50000x50000"))
        }
        // The header alone still reads.
        let size = try JPEGDecoder.size(of: bytes)
        #expect(size.width == 50000 && size.height == 50000)

        let maximal = try Self.withFrameSize(width: 65535, height: 65535)
        #expect(throws: JPEGError.imageTooLarge(width: 65535, height: 65535, limits: limits)) {
            try JPEGDecoder.decode(maximal)
        }
        // Under maxWidth and maxHeight but over maxPixels.
        let wide = try Self.withFrameSize(width: 16000, height: 16000)
        #expect(throws: JPEGError.imageTooLarge(width: 16000, height: 16000, limits: limits)) {
            try JPEGDecoder.decode(wide)
        }
        // Even unlimited limits cannot overflow.
        let unlimited = ImageLimits(maxWidth: .max, maxHeight: .max, maxPixels: .max, maxTotalBytes: .max)
        #expect(unlimited.allows(width: .max, height: .max) == false)
        #expect(unlimited.allows(width: 65535, height: 65535))
    }

    @Test("A zero size is an error")
    func zeroSize() throws {
        for (width, height) in [(0, 16), (32, 0), (0, 0)] {
            let bytes = try Self.withFrameSize(width: width, height: height)
            #expect(throws: JPEGError.self, "\(width)x\(height)") { try JPEGDecoder.decode(bytes) }
            #expect(throws: JPEGError.self, "\(width)x\(height)") { try JPEGDecoder.size(of: bytes) }
        }
    }

    @Test("A size a little off from the data does not crash")
    func mismatchedSize() throws {
        for (width, height) in [(33, 16), (32, 17), (64, 64), (1, 1), (4000, 3000)] {
            let bytes = try Self.withFrameSize(width: width, height: height)
            if let image = try? JPEGDecoder.decode(bytes) {
                #expect(image.image.width == width && image.image.height == height)
                #expect(image.image.pixels.count == width * height * 4)
                #expect(stride(from: 3, to: image.image.pixels.count, by: 4).allSatisfy { image.image.pixels[$0] == 255 })
            }
        }
    }

    @Test("Unsupported kinds are named")
    func unsupported() throws {
        var twelveBit = try Fixtures.bytes("plain.jpg")
        let sof = try #require(Fixtures.markerOffset(0xC0, in: twelveBit))
        twelveBit[sof + 4] = 12
        #expect(throws: JPEGError.unsupported("12-bit samples")) { try JPEGDecoder.decode(twelveBit) }
        #expect(throws: JPEGError.unsupported("12-bit samples")) { try JPEGDecoder.size(of: twelveBit) }

        var lossless = try Fixtures.bytes("plain.jpg")
        lossless[sof + 1] = 0xC3
        #expect(throws: JPEGError.unsupported("lossless coding (SOF3)")) { try JPEGDecoder.decode(lossless) }

        var twoComponents = try Fixtures.bytes("plain.jpg")
        twoComponents[sof + 9] = 2
        #expect(throws: JPEGError.unsupported("2 colour components")) { try JPEGDecoder.decode(twoComponents) }
    }

    // MARK: Damaged data

    @Test("Random byte damage never crashes", arguments: ["orientation_1.jpg", "progressive_6.jpg", "cmyk_5.jpg"])
    func byteDamage(_ name: String) throws {
        let original = try Fixtures.bytes(name)
        var random = SeededRandom(seed: 0x4A50_4547)
        var decoded = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                bytes[Int.random(in: 2..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            do {
                let image = try JPEGDecoder.decode(bytes)
                decoded += 1
                #expect(image.image.pixels.count == image.image.width * image.image.height * 4)
                #expect(stride(from: 3, to: image.image.pixels.count, by: 4).allSatisfy { image.image.pixels[$0] == 255 })
            } catch {
                #expect(!error.description.isEmpty)
            }
            _ = try? JPEGDecoder.size(of: bytes)
        }
        #expect(decoded > 0, "some damage (e.g. in pixel data) should still decode")
    }

    @Test("Damage in the entropy-coded data is an error, not a partly grey photo")
    func entropyDamage() throws {
        var bytes = try Fixtures.bytes("restart_markers.jpg")
        let sos = try #require(Fixtures.markerOffset(0xDA, in: bytes))
        // Replace a restart marker with a wrong one, a classic warning case.
        let restart = try #require((sos..<(bytes.count - 1)).first {
            bytes[$0] == 0xFF && (0xD0...0xD7).contains(bytes[$0 + 1])
        })
        bytes[restart + 1] = bytes[restart + 1] == 0xD7 ? 0xD0 : bytes[restart + 1] + 1
        #expect(throws: JPEGError.self) { try JPEGDecoder.decode(bytes) }
    }

    @Test("Extraneous bytes between segments are an error, naming libjpeg's warning")
    func extraneousBytes() throws {
        var bytes = try Fixtures.bytes("orientation_3.jpg")
        #expect(bytes[2] == 0xFF && bytes[3] == 0xE0)
        let app0End = 4 + (Int(bytes[4]) << 8 | Int(bytes[5]))
        bytes.insert(contentsOf: [0x12, 0x34, 0x00, 0xFF, 0x00, 0x56], at: app0End)
        #expect(throws: JPEGError.corrupt("Corrupt JPEG data: 6 extraneous bytes before marker 0xe1")) {
            try JPEGDecoder.decode(bytes)
        }
        // The header still reads, for size checks.
        #expect(try JPEGDecoder.size(of: bytes).width == 32)
    }

    /// The damaged photos an outside adversarial run found drawn as grey with exit 0.
    static func damaged(_ name: String, _ damage: (inout [UInt8]) -> Void) throws -> [UInt8] {
        var bytes = try Fixtures.bytes(name)
        damage(&bytes)
        return bytes
    }

    @Test("A photo cut in half with its end-of-image marker put back is an error")
    func cutInHalfWithEnd() throws {
        let bytes = try Self.damaged("gradient_150x70.jpg") { bytes in
            bytes = Array(bytes.prefix(bytes.count / 2)) + [0xFF, 0xD9]
        }
        #expect(throws: JPEGError.corrupt("Corrupt JPEG data: premature end of data segment")) {
            try JPEGDecoder.decode(bytes)
        }
    }

    @Test("A photo with its middle third zeroed is an error", arguments: ["gradient_150x70.jpg", "progressive_6.jpg"])
    func middleThirdZeroed(_ name: String) throws {
        let bytes = try Self.damaged(name) { bytes in
            let third = bytes.count / 3
            bytes.replaceSubrange(third..<(2 * third), with: repeatElement(0, count: third))
        }
        #expect(throws: JPEGError.self) { try JPEGDecoder.decode(bytes) }
    }

    @Test("A header claiming far more pixels than the data holds is refused before decoding")
    func headerLargerThanData() throws {
        let bytes = try Self.withFrameSize(width: 16000, height: 3000)
        #expect(throws: JPEGError.implausibleSize(width: 16000, height: 3000, bytes: bytes.count)) {
            try JPEGDecoder.decode(bytes)
        }
        // Small enough to be plausible, but the data ends after 32x16 pixels: an error, not grey.
        let square = try Self.withFrameSize(width: 1000, height: 1000)
        #expect(JPEGDensity.isPlausible(pixels: 1000 * 1000, fileBytes: square.count))
        #expect(throws: JPEGError.self) { try JPEGDecoder.decode(square) }
    }

    @Test("A fatal error after a warning is an error, not a black image")
    func fatalAfterWarning() throws {
        // libjpeg-turbo 2.1's tjGetErrorCode says TJERR_WARNING for a fatal error that
        // follows a warning; without care this decodes to an all-black "success".
        var bytes = try Fixtures.bytes("progressive_6.jpg")
        let app0End = 4 + (Int(bytes[4]) << 8 | Int(bytes[5]))
        bytes.insert(contentsOf: [0x12, 0x34], at: app0End)  // warning: extraneous bytes
        let firstScan = try #require(Fixtures.markerOffset(0xDA, in: bytes))
        let laterTable = try #require((firstScan..<(bytes.count - 1)).first {
            bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC4
        })
        bytes[laterTable + 4] = 0x55  // fatal: a Huffman table with a bogus class/index
        // The first warning already ends decoding.
        #expect(throws: JPEGError.corrupt("Corrupt JPEG data: 2 extraneous bytes before marker 0xe1")) { try JPEGDecoder.decode(bytes) }
    }

    @Test("A progressive file with hundreds of scans is refused")
    func tooManyScans() throws {
        let bytes = try Fixtures.bytes("progressive_6.jpg")
        // Repeat the last scan (its SOS segment and data, up to EOI) 600 times.
        let lastScan = try #require((0..<(bytes.count - 1)).last { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
        let scan = Array(bytes[lastScan..<(bytes.count - 2)])
        var flood = Array(bytes[..<(bytes.count - 2)])
        for _ in 0..<600 { flood += scan }
        // After the 600 scans, a Huffman table with a bogus class/index: a fatal error that
        // only a decoder that went on through every scan would meet.
        let table = try #require(Fixtures.markerOffset(0xC4, in: bytes))
        var bogus = Array(bytes[table..<(table + 2 + (Int(bytes[table + 2]) << 8 | Int(bytes[table + 3])))])
        bogus[4] = 0x55
        flood += bogus + [0xFF, 0xD9]
        // Repeated scans break the progression, a warning that ends decoding at once, in the
        // first repeat; a valid progression would stop at `TJFLAG_LIMITSCANS`' 500 scans. Either
        // error, not the bogus table's, shows that decoding stopped long before the end.
        #expect(throws: JPEGError.corrupt("Inconsistent progression sequence for component 0 coefficient 1")) {
            try JPEGDecoder.decode(flood)
        }
    }

    @Test("A segment length running past the end is truncation")
    func segmentPastEnd() throws {
        var bytes = try Fixtures.bytes("plain.jpg")
        // APP0's length field claims 0xFFF0 bytes.
        bytes[4] = 0xFF
        bytes[5] = 0xF0
        #expect(throws: JPEGError.truncated) { try JPEGDecoder.decode(bytes) }
    }
}
