import PNGCodec
import Testing

/// What the encoder writes, read by libpng: every compression, images split into many
/// segments and bands, and random images of runs, repeats and noise.
@Suite("Read by libpng")
struct LibPNGOracleTests {
    static func expectLibPNGReads(_ file: [UInt8], width: Int, height: Int, rgba: [UInt8], _ what: String) {
        switch LibPNGOracle.decode(file) {
        case .success(let image):
            #expect(image.width == width && image.height == height, "\(what)")
            #expect(image.premultipliedRGBA == LibPNGOracle.premultiplied(rgba), "\(what)")
        case .failure(let error):
            Issue.record("libpng refused \(what): \(error)")
        }
    }

    @Test(arguments: 0..<60)
    func randomImages(seed: Int) throws {
        let (width, height, rgba) = RandomImageRoundTripTests.image(seed: UInt64(seed) &+ 777)
        for compression in PNGCompression.allCases {
            let file = try PNGEncoder.encode(width: width, height: height, rgba: rgba, compression: compression)
            Self.expectLibPNGReads(file, width: width, height: height, rgba: rgba, "seed \(seed), \(width)x\(height), \(compression)")
        }
    }

    @Test(arguments: [(1, 1), (7, 5), (101, 37)], PNGCompression.allCases)
    func translucentImages(size: (Int, Int), compression: PNGCompression) throws {
        let (width, height) = size
        let rgba = TestImage.make(width: width, height: height, opaque: false, seed: 11)
        let file = try PNGEncoder.encode(width: width, height: height, rgba: rgba, compression: compression)
        Self.expectLibPNGReads(file, width: width, height: height, rgba: rgba, "\(width)x\(height), \(compression)")
    }

    @Test(arguments: [(1200, 900, false), (700, 800, true), (11_000, 40, false)], PNGCompression.allCases)
    func segmentedImages(size: (Int, Int, Bool), compression: PNGCompression) throws {
        let (width, height, alpha) = size
        let rgba = DeflateTests.screenshot(width: width, height: height, alpha: alpha)
        let file = try PNGEncoder.encode(width: width, height: height, rgba: rgba, compression: compression)
        Self.expectLibPNGReads(file, width: width, height: height, rgba: rgba, "\(width)x\(height), \(compression)")
    }

    @Test(arguments: [(1200, 900, false), (300, 40, true), (2000, 400, false)])
    func bandedImages(size: (Int, Int, Bool)) throws {
        let (width, height, alpha) = size
        let rgba = DeflateTests.screenshot(width: width, height: height, alpha: alpha)
        let stride = width * 4
        let argb = TestImage.argb32(fromRGBA: rgba, width: width, height: height, stride: stride)
        let encoder = try PNGBandEncoder(width: width, height: height, hasAlpha: alpha)
        for band in 0..<encoder.bandCount {
            let rows = encoder.rows(forBand: band)
            let slice = Array(argb[(rows.lowerBound * stride)..<(rows.upperBound * stride)])
            slice.withUnsafeBytes { pixels in
                guard let base = pixels.baseAddress else { return }
                encoder.encode(band: band, premultipliedARGB32: base, stride: stride)
            }
        }
        let file = try encoder.finish()
        // Cairo writes premultiplied pixels and libpng reads them back premultiplied: the
        // straight RGBA they stand for is what the file must hold.
        let straight = (try PNGDecoder.decode(file)).image.pixels
        Self.expectLibPNGReads(file, width: width, height: height, rgba: straight, "\(encoder.bandCount) bands of \(width)x\(height)")
        #expect(encoder.bandCount > 1 || height <= 40)
    }

    @Test func aDamagedFileIsRefusedByTheOracleToo() throws {
        let rgba = TestImage.make(width: 9, height: 9, opaque: true)
        var file = try PNGEncoder.encode(width: 9, height: 9, rgba: rgba)
        file[file.count / 2] ^= 0xFF
        guard case .failure = LibPNGOracle.decode(file) else {
            Issue.record("libpng read a damaged file")
            return
        }
    }
}
