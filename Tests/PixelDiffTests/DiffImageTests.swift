import PixelDiff
import Testing

/// The diff image, drawn as pixelmatch draws it.
///
/// Unchanged pixels: v = 255 + (Y - 255) * (alpha * A / 255), stored truncated (as in a
/// Uint8Array / Node Buffer and the Python port's int()), with R = G = B = v and A = 255.
/// - white, alpha 0.1: Y = 255.0000026 -> v = 255.00000026 -> 255
/// - black, alpha 0.1: Y = 0 -> v = 255 - 25.5 = 229.5 -> 229
/// - black, alpha 0.5: v = 255 - 127.5 = 127.5 -> 127
/// - (0,0,0,128), alpha 0.1: a = 0.1 * 128 / 255 = 0.0502 -> v = 255 - 12.8 = 242.2 -> 242
@Suite("Diff image")
struct DiffImageTests {

    @Test func changedPixelIsRedAndTheRestFadedGrey() throws {
        let expected = try TestImage.edge()
        let actual = try TestImage.replacing(expected, x: 4, y: 4, with: TestImage.black)
        let result = try PixelMatch.compare(expected, actual, makeDiffImage: true)
        #expect(result.differentPixels == 1)
        let diff = try #require(result.diffImage)
        #expect(diff.width == 5 && diff.height == 5)
        #expect(TestImage.rgba(diff, 4, 4) == [255, 0, 0, 255])
        #expect(TestImage.rgba(diff, 0, 0) == [229, 229, 229, 255])   // black faded
        #expect(TestImage.rgba(diff, 3, 1) == [255, 255, 255, 255])   // white stays white
    }

    @Test func antialiasedPixelIsYellowOrDiffColour() throws {
        let expected = try TestImage.edge()
        let actual = try TestImage.replacing(expected, x: 2, y: 2, with: (128, 128, 128, 255))
        let aa = try PixelMatch.compare(expected, actual, makeDiffImage: true)
        #expect(TestImage.rgba(aa.diffImage, 2, 2) == [255, 255, 0, 255])

        let counted = try PixelMatch.compare(
            expected, actual, options: .init(includeAntialiasing: true), makeDiffImage: true)
        #expect(TestImage.rgba(counted.diffImage, 2, 2) == [255, 0, 0, 255])
    }

    @Test func customColoursAndAlpha() throws {
        let expected = try TestImage.edge()
        var actual = try TestImage.replacing(expected, x: 2, y: 2, with: (128, 128, 128, 255))
        actual = try TestImage.replacing(actual, x: 4, y: 4, with: TestImage.black)
        let options = DiffOptions(
            alpha: 0.5,
            diffColor: RGBAColor(red: 0, green: 0, blue: 255),
            antialiasColor: RGBAColor(red: 0, green: 255, blue: 0))
        let result = try PixelMatch.compare(expected, actual, options: options, makeDiffImage: true)
        #expect(TestImage.rgba(result.diffImage, 4, 4) == [0, 0, 255, 255])
        #expect(TestImage.rgba(result.diffImage, 2, 2) == [0, 255, 0, 255])
        #expect(TestImage.rgba(result.diffImage, 1, 0) == [127, 127, 127, 255])
    }

    @Test func diffColoursPaintOpaquePixelsWhateverTheirAlpha() throws {
        let expected = try TestImage.edge()
        let actual = try TestImage.replacing(expected, x: 4, y: 4, with: TestImage.black)
        let options = DiffOptions(diffColor: RGBAColor(red: 0, green: 0, blue: 255, alpha: 0),
                                  masks: [PixelRegion(x: 0, y: 0, width: 1, height: 1)], maskColor: RGBAColor(red: 1, green: 2, blue: 3, alpha: 9))
        let result = try PixelMatch.compare(expected, actual, options: options, makeDiffImage: true)
        #expect(TestImage.rgba(result.diffImage, 4, 4) == [0, 0, 255, 255])
        #expect(TestImage.rgba(result.diffImage, 0, 0) == [1, 2, 3, 255])
    }

    @Test func semiTransparentBackgroundIsFadedByItsAlpha() throws {
        let expected = try TestImage.make(3, 3) { _, _ in (0, 0, 0, 128) }
        let actual = try TestImage.replacing(expected, x: 0, y: 0, with: TestImage.white)
        let result = try PixelMatch.compare(expected, actual, makeDiffImage: true)
        #expect(TestImage.rgba(result.diffImage, 2, 2) == [242, 242, 242, 255])
    }

    @Test func identicalImagesGiveTheFadedImage() throws {
        let image = try TestImage.make(4, 4) { x, _ in x % 2 == 0 ? TestImage.black : (0, 0, 0, 128) }
        let result = try PixelMatch.compare(image, image, makeDiffImage: true)
        #expect(result.differentPixels == 0)
        let diff = try #require(result.diffImage)
        #expect(TestImage.rgba(diff, 0, 3) == [229, 229, 229, 255])
        #expect(TestImage.rgba(diff, 1, 3) == [242, 242, 242, 255])
        // Same drawing as the slow path on a pair that differs elsewhere.
        let other = try TestImage.replacing(image, x: 3, y: 3, with: TestImage.white)
        let slow = try #require(try PixelMatch.compare(image, other, makeDiffImage: true).diffImage)
        #expect(Array(slow.pixels[0..<48]) == Array(diff.pixels[0..<48]))
    }

    @Test func noDiffImageUnlessAsked() throws {
        let a = try TestImage.edge()
        let b = try TestImage.replacing(a, x: 0, y: 0, with: TestImage.white)
        #expect(try PixelMatch.compare(a, b).diffImage == nil)
        #expect(try PixelMatch.compare(a, a).diffImage == nil)
    }

    @Test func outOfRangeAlphaWrapsLikeAUint8ArrayInsteadOfTrapping() throws {
        // alpha 3: black -> 255 + (0 - 255) * 3 = -510, and ToUint8(-510) = -510 mod 256 = 2.
        let image = try TestImage.make(2, 2) { _, _ in TestImage.black }
        let result = try PixelMatch.compare(image, image, options: .init(alpha: 3), makeDiffImage: true)
        #expect(TestImage.rgba(result.diffImage, 0, 0) == [2, 2, 2, 255])
        let nan = try PixelMatch.compare(image, image, options: .init(alpha: .nan), makeDiffImage: true)
        #expect(TestImage.rgba(nan.diffImage, 0, 0) == [0, 0, 0, 255])
    }
}
