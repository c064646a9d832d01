import Raster
import Testing

@Suite("RGBAImage validation")
struct RGBAImageTests {

    @Test func wrongBufferSizeIsATypedError() {
        #expect(throws: RasterError.pixelCountMismatch(width: 2, height: 2, expectedBytes: 16, actualBytes: 15)) {
            try RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15))
        }
    }

    @Test func negativeOrOverflowingDimensionsAreTypedErrors() {
        #expect(throws: RasterError.invalidDimensions(width: -1, height: 2)) {
            try RGBAImage(width: -1, height: 2, pixels: [])
        }
        #expect(throws: RasterError.invalidDimensions(width: Int.max, height: 2)) {
            try RGBAImage(width: Int.max, height: 2, pixels: [])
        }
        #expect(throws: RasterError.invalidDimensions(width: 3, height: Int.max / 4)) {
            try RGBAImage(width: 3, height: Int.max / 4, red: 0, green: 0, blue: 0)
        }
    }

    @Test func pixelAccessorIsBoundsChecked() throws {
        let image = try RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(image.pixel(x: 1, y: 0).map { [$0.red, $0.green, $0.blue, $0.alpha] } == [5, 6, 7, 8])
        #expect(image.pixel(x: 2, y: 0) == nil)
        #expect(image.pixel(x: -1, y: 0) == nil)
        #expect(image.pixelCount == 2)
    }
}
