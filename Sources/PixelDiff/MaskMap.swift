import BubblesCore
import Raster

/// Which pixels of an image the masks cover, one byte a pixel, built once per comparison.
struct MaskMap {
    private var covered: [Bool]
    /// How many pixels are covered.
    let count: Int

    /// nil when no region covers any pixel of a `width` x `height` image.
    init?(_ regions: [PixelRegion], width: Int, height: Int) {
        let parts = regions.compactMap { $0.clipped(toWidth: width, height: height) }
        guard !parts.isEmpty else { return nil }
        var covered = [Bool](repeating: false, count: width * height)
        var count = 0
        for (columns, rows) in parts {
            for y in rows {
                for x in columns where !covered[y * width + x] {
                    covered[y * width + x] = true
                    count += 1
                }
            }
        }
        self.covered = covered
        self.count = count
    }

    /// Whether the pixel at index `pixel` (row-major) is covered.
    @inline(__always)
    func contains(pixel: Int) -> Bool {
        covered[pixel]
    }

    /// `image` with every covered pixel painted opaque `color`.
    func painted(on image: RGBAImage, color: RGBAColor) -> RGBAImage {
        var pixels = image.pixels
        for index in covered.indices where covered[index] {
            pixels[index * 4] = color.red
            pixels[index * 4 + 1] = color.green
            pixels[index * 4 + 2] = color.blue
            pixels[index * 4 + 3] = 255
        }
        return RGBAImage(validatedWidth: image.width, height: image.height, pixels: pixels)
    }
}
