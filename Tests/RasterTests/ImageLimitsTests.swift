import Raster
import Testing

@Suite("ImageLimits")
struct ImageLimitsTests {

    /// The presets keep the limits each reader had before they shared one type.
    @Test func presetsKeepEachReadersLimits() {
        #expect(ImageLimits.pngFiles == ImageLimits(maxWidth: 32768, maxHeight: 32768, maxPixels: 100_000_000,
                                                     maxTotalBytes: 400_000_000))
        #expect(ImageLimits.photos == ImageLimits(maxWidth: 16384, maxHeight: 16384, maxPixels: 50_000_000,
                                                   maxTotalBytes: 200_000_000))
        #expect(ImageLimits.transcriptImages == ImageLimits(maxWidth: 16384, maxHeight: 16384, maxPixels: 50_000_000,
                                                             maxTotalBytes: 1 << 30))
    }

    @Test func allowsChecksEachSideAndThePixelCount() {
        let limits = ImageLimits(maxWidth: 32, maxHeight: 16, maxPixels: 500, maxTotalBytes: 10)
        #expect(limits.allows(width: 31, height: 16))
        #expect(!limits.allows(width: 33, height: 1))
        #expect(!limits.allows(width: 1, height: 17))
        #expect(!limits.allows(width: 32, height: 16))
        #expect(!limits.allows(width: -1, height: 1))
        let unlimited = ImageLimits(maxWidth: .max, maxHeight: .max, maxPixels: .max, maxTotalBytes: .max)
        #expect(!unlimited.allows(width: .max, height: 2))
    }
}
