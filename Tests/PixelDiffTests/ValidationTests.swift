import PixelDiff
import Testing

@Suite("Validation and size mismatch")
struct ValidationTests {

    @Test func wrongBufferSizeIsATypedError() {
        #expect(throws: PixelDiffError.pixelCountMismatch(width: 2, height: 2, expectedBytes: 16, actualBytes: 15)) {
            try RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15))
        }
    }

    @Test func negativeOrOverflowingDimensionsAreTypedErrors() {
        #expect(throws: PixelDiffError.invalidDimensions(width: -1, height: 2)) {
            try RGBAImage(width: -1, height: 2, pixels: [])
        }
        #expect(throws: PixelDiffError.invalidDimensions(width: Int.max, height: 2)) {
            try RGBAImage(width: Int.max, height: 2, pixels: [])
        }
        #expect(throws: PixelDiffError.invalidDimensions(width: 3, height: Int.max / 4)) {
            try RGBAImage(width: 3, height: Int.max / 4, red: 0, green: 0, blue: 0)
        }
    }

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

    @Test func pixelAccessorIsBoundsChecked() throws {
        let image = try RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(image.pixel(x: 1, y: 0).map { [$0.red, $0.green, $0.blue, $0.alpha] } == [5, 6, 7, 8])
        #expect(image.pixel(x: 2, y: 0) == nil)
        #expect(image.pixel(x: -1, y: 0) == nil)
        #expect(image.pixelCount == 2)
    }

    @Test func defaultOptionsArePixelmatchDefaults() {
        let options = DiffOptions()
        #expect(options.threshold == 0.1)
        #expect(options.includeAntialiasing == false)
        #expect(options.alpha == 0.1)
        #expect(options.diffColor == RGBColor(red: 255, green: 0, blue: 0))
        #expect(options.antialiasColor == RGBColor(red: 255, green: 255, blue: 0))
        #expect(options.maxDelta == 35215 * 0.1 * 0.1)
    }
}
