import PixelDiff
import Raster
import Testing

/// Masked regions, pixelmatch's `diffColorAlt` and `diffMask`, and images of different sizes.
@Suite("Masks, mask images and unions")
struct MaskAndUnionTests {
    /// 6x4 white with two changed pixels: (1, 1) darker in the actual image, (4, 2) lighter.
    static func pair() throws -> (RGBAImage, RGBAImage) {
        let expected = try TestImage.make(6, 4) { x, y in (x, y) == (4, 2) ? TestImage.black : TestImage.white }
        var actual = try TestImage.replacing(expected, x: 1, y: 1, with: TestImage.black)
        actual = try TestImage.replacing(actual, x: 4, y: 2, with: TestImage.white)
        return (expected, actual)
    }

    @Test func maskedPixelsNeverCountAndShowInTheMaskColour() throws {
        let (expected, actual) = try Self.pair()
        let options = DiffOptions(masks: [PixelRegion(x: 0, y: 0, width: 2, height: 2)])
        let result = try PixelMatch.compare(expected, actual, options: options, makeDiffImage: true)
        #expect(result.differentPixels == 1)
        #expect(result.maskedPixels == 4)
        #expect(TestImage.rgba(result.diffImage, 1, 1) == [64, 128, 255, 255])
        #expect(TestImage.rgba(result.diffImage, 0, 0) == [64, 128, 255, 255])
        #expect(TestImage.rgba(result.diffImage, 4, 2) == [255, 0, 0, 255])
        #expect(TestImage.rgba(result.diffImage, 3, 3) == [255, 255, 255, 255])
    }

    @Test func masksAreClippedToTheImageAndMayOverlap() throws {
        let (expected, actual) = try Self.pair()
        let options = DiffOptions(masks: [PixelRegion(x: 4, y: 2, width: 100, height: 100), PixelRegion(x: 5, y: 3, width: 1, height: 1),
                                          PixelRegion(x: 50, y: 50, width: 5, height: 5)])
        let result = try PixelMatch.compare(expected, actual, options: options)
        #expect(result.differentPixels == 1)
        #expect(result.maskedPixels == 4)
    }

    @Test func identicalImagesStillShowTheirMasks() throws {
        let (expected, _) = try Self.pair()
        let result = try PixelMatch.compare(expected, expected, options: DiffOptions(masks: [PixelRegion(x: 5, y: 0, width: 1, height: 1)]),
                                            makeDiffImage: true)
        #expect(result.differentPixels == 0 && result.maskedPixels == 1)
        #expect(TestImage.rgba(result.diffImage, 5, 0) == [64, 128, 255, 255])
    }

    @Test func darkerPixelsTakeTheAlternativeColour() throws {
        let (expected, actual) = try Self.pair()
        let green = RGBAColor(red: 0, green: 255, blue: 0)
        let result = try PixelMatch.compare(expected, actual, options: DiffOptions(diffColorAlt: green), makeDiffImage: true)
        #expect(result.differentPixels == 2)
        #expect(TestImage.rgba(result.diffImage, 1, 1) == [0, 255, 0, 255])
        #expect(TestImage.rgba(result.diffImage, 4, 2) == [255, 0, 0, 255])
    }

    @Test func aDiffMaskIsTransparentButForTheDifferences() throws {
        let (expected, actual) = try Self.pair()
        let result = try PixelMatch.compare(expected, actual, options: DiffOptions(diffMask: true), makeDiffImage: true)
        #expect(TestImage.rgba(result.diffImage, 0, 0) == [0, 0, 0, 0])
        #expect(TestImage.rgba(result.diffImage, 1, 1) == [255, 0, 0, 255])
        let same = try PixelMatch.compare(expected, expected, options: DiffOptions(diffMask: true), makeDiffImage: true)
        #expect(same.diffImage?.pixels.allSatisfy { $0 == 0 } == true)
    }

    @Test func imagesOfDifferentSizesAreComparedOnTheirUnion() throws {
        let small = try TestImage.make(3, 2) { _, _ in TestImage.white }
        let wide = try TestImage.make(5, 1) { x, _ in x == 0 ? TestImage.black : TestImage.white }
        let result = try PixelMatch.compareOnUnion(small, wide, makeDiffImage: true)
        // Both cover 3x1, where (0, 0) differs; (0..2, 1) only in `small`, (3..4, 0) only in `wide`.
        #expect(result.totalPixels == 10)
        #expect(result.differentPixels == 1 + 3 + 2)
        let diff = try #require(result.diffImage)
        #expect(diff.width == 5 && diff.height == 2)
        #expect(TestImage.rgba(diff, 0, 0) == [255, 0, 0, 255])
        #expect(TestImage.rgba(diff, 1, 0) == [255, 255, 255, 255])
        #expect(TestImage.rgba(diff, 4, 0) == [255, 0, 0, 255])
        #expect(TestImage.rgba(diff, 2, 1) == [255, 0, 0, 255])
        #expect(TestImage.rgba(diff, 4, 1) == [0, 0, 0, 0])
        let same = try PixelMatch.compareOnUnion(small, small)
        #expect(same == (try PixelMatch.compare(small, small)))
    }
}
