import Foundation
import JPEGDecoder
import Raster
import Testing

@Suite("Decoding the fixtures")
struct DecodingTests {
    @Test("EXIF orientation makes the photo upright", arguments: 1...8)
    func orientation(_ value: Int) throws {
        let bytes = try Fixtures.bytes("orientation_\(value).jpg")
        let image = try JPEGDecoder.decode(bytes)
        #expect(image.orientation.rawValue == value)
        #expect(image.orientation.swapsDimensions == (value >= 5))
        #expect(image.image.width == Fixtures.uprightWidth && image.image.height == Fixtures.uprightHeight,
                "decoded \(image.image.width)x\(image.image.height)")
        #expect(image.image.pixels.count == image.image.width * image.image.height * 4)
        #expect(image.colorSpace == .ycbcr)
        let mismatch = Fixtures.quadrantMismatch(image, expected: Fixtures.colourQuadrants)
        #expect(mismatch == nil, "orientation \(value): \(mismatch ?? "")")
        let size = try JPEGDecoder.size(of: bytes)
        #expect(size.width == image.image.width && size.height == image.image.height)
    }

    /// Fixture name, orientation it carries, colour space it stores, expected quadrants.
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let orientation: JPEGOrientation
        let colorSpace: JPEGColorSpace
        let grey: Bool
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "plain.jpg", orientation: .up, colorSpace: .ycbcr, grey: false),
        Case(name: "progressive_6.jpg", orientation: .right, colorSpace: .ycbcr, grey: false),
        Case(name: "big_endian_exif_8.jpg", orientation: .left, colorSpace: .ycbcr, grey: false),
        Case(name: "subsampling_444.jpg", orientation: .up, colorSpace: .ycbcr, grey: false),
        Case(name: "subsampling_422.jpg", orientation: .up, colorSpace: .ycbcr, grey: false),
        Case(name: "restart_markers.jpg", orientation: .up, colorSpace: .ycbcr, grey: false),
        Case(name: "grey_3.jpg", orientation: .down, colorSpace: .greyscale, grey: true),
        Case(name: "cmyk_5.jpg", orientation: .leftMirrored, colorSpace: .cmyk, grey: false),
        Case(name: "cjpeg_sampling_4x2.jpg", orientation: .up, colorSpace: .ycbcr, grey: false),
        Case(name: "cjpeg_arithmetic.jpg", orientation: .up, colorSpace: .ycbcr, grey: false),
    ]

    @Test("Other kinds of JPEG decode upright", arguments: cases)
    func kinds(_ fixture: Case) throws {
        let bytes = try Fixtures.bytes(fixture.name)
        let image = try JPEGDecoder.decode(bytes)
        #expect(image.orientation == fixture.orientation)
        #expect(image.colorSpace == fixture.colorSpace)
        #expect(image.image.width == Fixtures.uprightWidth && image.image.height == Fixtures.uprightHeight,
                "decoded \(image.image.width)x\(image.image.height)")
        let expected = fixture.grey ? Fixtures.greyQuadrants : Fixtures.colourQuadrants
        let mismatch = Fixtures.quadrantMismatch(image, expected: expected)
        #expect(mismatch == nil, "\(fixture.name): \(mismatch ?? "")")
        let size = try JPEGDecoder.size(of: bytes)
        #expect(size.width == image.image.width && size.height == image.image.height)
    }

    @Test("Greyscale decodes to equal R, G and B")
    func greyIsGrey() throws {
        let image = try JPEGDecoder.decode(Fixtures.bytes("grey_3.jpg"))
        for offset in stride(from: 0, to: image.image.pixels.count, by: 4) {
            let pixel = image.image.pixels[offset..<(offset + 4)]
            #expect(pixel.dropLast().allSatisfy { $0 == pixel.first } && pixel.last == 255)
        }
    }

    @Test("Alpha is 255 everywhere")
    func alphaIsOpaque() throws {
        for name in ["orientation_6.jpg", "cmyk_5.jpg", "grey_3.jpg", "progressive_6.jpg"] {
            let image = try JPEGDecoder.decode(Fixtures.bytes(name))
            #expect(stride(from: 3, to: image.image.pixels.count, by: 4).allSatisfy { image.image.pixels[$0] == 255 }, "\(name)")
        }
    }

    @Test("Limits apply to the upright size")
    func limitsUseUprightSize() throws {
        // Stored 16x32, upright 32x16.
        let bytes = try Fixtures.bytes("orientation_6.jpg")
        let limits = ImageLimits(maxWidth: 20, maxHeight: 100, maxPixels: 10_000, maxTotalBytes: 10_000 * 4)
        #expect(throws: JPEGError.imageTooLarge(width: 32, height: 16, limits: limits)) {
            try JPEGDecoder.decode(bytes, limits: limits)
        }
        let roomy = ImageLimits(maxWidth: 32, maxHeight: 16, maxPixels: 512, maxTotalBytes: 512 * 4)
        #expect(try JPEGDecoder.decode(bytes, limits: roomy).image.width == 32)
        let tight = ImageLimits(maxWidth: 32, maxHeight: 16, maxPixels: 511, maxTotalBytes: 511 * 4)
        #expect(throws: JPEGError.imageTooLarge(width: 32, height: 16, limits: tight)) {
            try JPEGDecoder.decode(bytes, limits: tight)
        }
    }

    @Test("Decodes concurrently")
    func concurrent() async throws {
        let names = (1...8).map { "orientation_\($0).jpg" } + DecodingTests.cases.map(\.name)
        let inputs = try names.map { try Fixtures.bytes($0) }
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<4 {
                for bytes in inputs {
                    group.addTask {
                        guard let image = try? JPEGDecoder.decode(bytes) else { return false }
                        return Fixtures.quadrantMismatch(
                            image, expected: image.colorSpace == .greyscale
                                ? Fixtures.greyQuadrants : Fixtures.colourQuadrants) == nil
                    }
                }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == inputs.count * 4)
        #expect(results.allSatisfy { $0 })
    }

    @Test("Error messages are short and name the problem")
    func messages() {
        let limits = ImageLimits.photos
        #expect(JPEGError.notJPEG.description == "not a JPEG file")
        #expect(JPEGError.corrupt("Bogus marker length").description == "corrupt JPEG data: Bogus marker length")
        #expect(JPEGError.imageTooLarge(width: 50000, height: 50000, limits: limits).description
            == "image of 50000x50000 pixels is larger than the limit of 16384x16384 and 50000000 pixels")
        #expect(JPEGError.unsupported("12-bit samples").description == "unsupported JPEG: 12-bit samples")
        #expect(JPEGError.truncated.description.hasPrefix("truncated JPEG data"))
    }
}
