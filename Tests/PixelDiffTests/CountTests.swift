import PixelDiff
import Raster
import Testing

/// Hand-derived pixel counts on tiny images.
///
/// Reference numbers: Y of white = 255 * (0.29889531 + 0.58662247 + 0.11448223) = 255.0000026;
/// with the default threshold 0.1, maxDelta = 35215 * 0.01 = 352.15.
@Suite("Counts")
struct CountTests {

    @Test func identicalImagesHaveNoDifference() throws {
        let image = try TestImage.make(4, 4) { x, y in (UInt8(x * 60), UInt8(y * 60), 128, 255) }
        let result = try PixelMatch.compare(image, image)
        #expect(result == DiffResult(differentPixels: 0, antialiasedPixels: 0, totalPixels: 16))
    }

    @Test func identicalContentInSeparateBuffersHasNoDifference() throws {
        let a = try RGBAImage(width: 4, height: 4, red: 10, green: 20, blue: 30, alpha: 40)
        let b = try TestImage.make(4, 4) { _, _ in (10, 20, 30, 40) }
        #expect(try PixelMatch.compare(a, b).differentPixels == 0)
    }

    @Test func oneStronglyChangedPixelCountsOnce() throws {
        // White 5x5 with a black centre. Not anti-aliasing: in the expected image the
        // centre has 8 equal neighbours; in the actual one all neighbours are brighter
        // (no darker one), so the AA test fails both ways.
        let expected = try TestImage.make(5, 5) { _, _ in TestImage.white }
        let actual = try TestImage.replacing(expected, x: 2, y: 2, with: TestImage.black)
        let result = try PixelMatch.compare(expected, actual)
        #expect(result.differentPixels == 1)
        #expect(result.antialiasedPixels == 0)
        #expect(result.totalPixels == 25)
    }

    @Test func changeUnderThresholdIsIgnored() throws {
        // (255,255,255) -> (250,250,250): Y differs by 5 * 1.00000001, I and Q by ~0,
        // so delta = 0.5053 * 25 = 12.63 < 352.15 (threshold 0.1) ...
        let expected = try TestImage.make(5, 5) { _, _ in TestImage.white }
        let actual = try TestImage.replacing(expected, x: 1, y: 3, with: (250, 250, 250, 255))
        #expect(try PixelMatch.compare(expected, actual).differentPixels == 0)
        // ... but > 35215 * 0.01^2 = 3.52 (threshold 0.01).
        let strict = DiffOptions(threshold: 0.01)
        #expect(try PixelMatch.compare(expected, actual, options: strict).differentPixels == 1)
    }

    @Test func thresholdZeroCountsAnyChange() throws {
        // One channel off by one: delta ~ 0.5053 * 0.2989^2 + ... > 0 = maxDelta.
        let expected = try TestImage.make(4, 4) { _, _ in TestImage.white }
        let actual = try TestImage.replacing(expected, x: 0, y: 0, with: (254, 255, 255, 255))
        #expect(try PixelMatch.compare(expected, actual, options: .init(threshold: 0)).differentPixels == 1)
        #expect(try PixelMatch.compare(expected, actual).differentPixels == 0)
    }

    @Test func thresholdOneIgnoresEvenBlackVersusWhite() throws {
        // White vs black: Y = 255.0000026, I and Q ~ 0, delta = 0.5053 * 255^2 = 32857
        // < 35215 = maxDelta at threshold 1.
        let white = try TestImage.make(4, 4) { _, _ in TestImage.white }
        let black = try TestImage.make(4, 4) { _, _ in TestImage.black }
        #expect(try PixelMatch.compare(white, black, options: .init(threshold: 1)).differentPixels == 0)
        #expect(try PixelMatch.compare(white, black, options: .init(threshold: 0.9)).differentPixels == 16)
    }

    @Test func semiTransparentPixelMatchesItsWhiteBlendedTwin() throws {
        // (0,0,0,128) over white: 255 + (0 - 255) * 128/255 = 127 (within 1e-13) == (127,127,127,255).
        // (255,0,0,0) is fully transparent: blends to pure white.
        let expected = try TestImage.make(4, 4) { x, y in
            (x + y) % 2 == 0 ? (0, 0, 0, 128) : (255, 0, 0, 0)
        }
        let actual = try TestImage.make(4, 4) { x, y in
            (x + y) % 2 == 0 ? (127, 127, 127, 255) : TestImage.white
        }
        let result = try PixelMatch.compare(expected, actual)
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels == 0)
        // Not the same as the un-blended opaque colour: (0,0,0,128) vs (0,0,0,255)
        // differ by Y ~ 127 -> delta ~ 8150.
        let opaqueBlack = try TestImage.make(4, 4) { x, y in
            (x + y) % 2 == 0 ? TestImage.black : TestImage.white
        }
        #expect(try PixelMatch.compare(expected, opaqueBlack).differentPixels == 8)
    }

    @Test func antialiasedEdgePixelIsDetected() throws {
        // Edge: columns 0-1 black, 2-4 white; actual has (2,2) grey 128, like an AA edge pixel.
        // In the actual image (2,2) has darker neighbours (column 1) and brighter ones
        // (columns 2-3), no equal one; the darkest, (1,1), has 3+ identical (black)
        // neighbours in both images -> anti-aliased.
        let expected = try TestImage.edge()
        let actual = try TestImage.replacing(expected, x: 2, y: 2, with: (128, 128, 128, 255))

        let result = try PixelMatch.compare(expected, actual)
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels == 1)

        let counted = try PixelMatch.compare(expected, actual, options: .init(includeAntialiasing: true))
        #expect(counted.differentPixels == 1)
        #expect(counted.antialiasedPixels == 0)
    }

    @Test func countIsSymmetric() throws {
        let expected = try TestImage.edge()
        let actual = try TestImage.replacing(
            try TestImage.replacing(expected, x: 2, y: 2, with: (128, 128, 128, 255)),
            x: 4, y: 0, with: TestImage.black)
        let forward = try PixelMatch.compare(expected, actual)
        let backward = try PixelMatch.compare(actual, expected)
        #expect(forward.differentPixels == 1)
        #expect(forward.antialiasedPixels == 1)
        #expect(backward.differentPixels == forward.differentPixels)
        #expect(backward.antialiasedPixels == forward.antialiasedPixels)
    }

    @Test func emptyImagesCompareEqual() throws {
        let empty = try RGBAImage(width: 0, height: 7, pixels: [])
        let result = try PixelMatch.compare(empty, empty, makeDiffImage: true)
        #expect(result.totalPixels == 0)
        #expect(result.differentPixels == 0)
        #expect(result.diffImage == empty)
        #expect(result.differentRatio == 0)
    }

    @Test func singleRowAndColumnImages() throws {
        // Borders count as an "equal sibling"; nothing may read outside the image.
        let row = try TestImage.make(6, 1) { x, _ in x < 3 ? TestImage.black : TestImage.white }
        let rowChanged = try TestImage.replacing(row, x: 3, y: 0, with: (128, 128, 128, 255))
        #expect(try PixelMatch.compare(row, rowChanged, options: .init(includeAntialiasing: true)).differentPixels == 1)
        let column = try TestImage.make(1, 6) { _, y in y < 3 ? TestImage.black : TestImage.white }
        let columnChanged = try TestImage.replacing(column, x: 0, y: 5, with: TestImage.black)
        #expect(try PixelMatch.compare(column, columnChanged).differentPixels == 1)
        let one = try TestImage.make(1, 1) { _, _ in TestImage.white }
        let oneChanged = try TestImage.make(1, 1) { _, _ in TestImage.black }
        #expect(try PixelMatch.compare(one, oneChanged).differentPixels == 1)
    }
}
