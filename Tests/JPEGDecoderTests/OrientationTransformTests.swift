import JPEGDecoder
import Testing

@Suite("Orientation transforms, pixel for pixel")
struct OrientationTransformTests {
    /// The stored pixel an upright (x, y) shows for EXIF orientation `value`, written
    /// directly from the EXIF definitions (independent of the decoder's tiled copy).
    static func storedPixel(x: Int, y: Int, orientation value: Int, width w: Int, height h: Int) -> (Int, Int) {
        switch value {
        case 2: return (w - 1 - x, y)
        case 3: return (w - 1 - x, h - 1 - y)
        case 4: return (x, h - 1 - y)
        case 5: return (y, x)
        case 6: return (y, h - 1 - x)
        case 7: return (w - 1 - y, h - 1 - x)
        case 8: return (w - 1 - y, x)
        default: return (x, y)
        }
    }

    @Test("Same data with each orientation tag gives exactly the turned pixels", arguments: 1...8)
    func exact(_ value: Int) throws {
        let original = try Fixtures.bytes("gradient_150x70.jpg")
        let stored = try JPEGDecoder.decode(original)
        #expect(stored.image.width == 150 && stored.image.height == 70 && stored.orientation == .up)

        let tagged = try ExifTests.withApp1(ExifTests.exifHeader + ExifTests.tiff(
            little: value % 2 == 0, entries: [(0x0112, 3, 1, value)]), into: original)
        let turned = try JPEGDecoder.decode(tagged)
        #expect(turned.orientation.rawValue == value)
        let swaps = value >= 5
        #expect(turned.image.width == (swaps ? 70 : 150) && turned.image.height == (swaps ? 150 : 70))
        var wrong = 0
        for y in 0..<turned.image.height {
            for x in 0..<turned.image.width {
                let (sx, sy) = Self.storedPixel(x: x, y: y, orientation: value, width: 150, height: 70)
                let target = (y * turned.image.width + x) * 4
                let source = (sy * stored.image.width + sx) * 4
                if turned.image.pixels[target..<(target + 4)] != stored.image.pixels[source..<(source + 4)] { wrong += 1 }
            }
        }
        #expect(wrong == 0, "orientation \(value): \(wrong) pixels differ")
        let size = try JPEGDecoder.size(of: tagged)
        #expect(size.width == turned.image.width && size.height == turned.image.height)
    }
}
