import PixelDiff
import Raster
import Testing

@Suite("Size mismatch and default options")
struct ValidationTests {

    @Test func sizeMismatchReportsBothSizes() throws {
        let a = try RGBAImage(width: 100, height: 50, red: 255, green: 255, blue: 255)
        let b = try RGBAImage(width: 120, height: 50, red: 255, green: 255, blue: 255)
        let expectedError = PixelDiffError.sizeMismatch(
            expectedWidth: 100, expectedHeight: 50, actualWidth: 120, actualHeight: 50)
        #expect(throws: expectedError) { try PixelMatch.compare(a, b) }
        #expect(expectedError.description == "sizes differ: 100x50 vs 120x50")
    }

    @Test func sameByteCountButTransposedSizeIsStillAMismatch() throws {
        let a = try RGBAImage(width: 2, height: 3, red: 0, green: 0, blue: 0)
        let b = try RGBAImage(width: 3, height: 2, red: 0, green: 0, blue: 0)
        #expect(throws: PixelDiffError.sizeMismatch(expectedWidth: 2, expectedHeight: 3, actualWidth: 3, actualHeight: 2)) {
            try PixelMatch.compare(a, b)
        }
    }

    @Test func defaultOptionsArePixelmatchDefaults() {
        let options = DiffOptions()
        #expect(options.threshold == 0.1)
        #expect(options.includeAntialiasing == false)
        #expect(options.alpha == 0.1)
        #expect(options.diffColor == RGBAColor(red: 255, green: 0, blue: 0))
        #expect(options.antialiasColor == RGBAColor(red: 255, green: 255, blue: 0))
        #expect(options.maxDelta == 35215 * 0.1 * 0.1)
    }
}
