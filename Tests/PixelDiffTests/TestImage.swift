import PixelDiff
import Raster

/// Helpers to build small test images pixel by pixel.
enum TestImage {
    typealias Pixel = (UInt8, UInt8, UInt8, UInt8)

    static let white: Pixel = (255, 255, 255, 255)
    static let black: Pixel = (0, 0, 0, 255)

    /// An image whose pixel at (x, y) is `color(x, y)`.
    static func make(_ width: Int, _ height: Int, _ color: (Int, Int) -> Pixel) throws -> RGBAImage {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = color(x, y)
                bytes += [p.0, p.1, p.2, p.3]
            }
        }
        return try RGBAImage(width: width, height: height, pixels: bytes)
    }

    /// `image` with the pixel at (x, y) replaced.
    static func replacing(_ image: RGBAImage, x: Int, y: Int, with p: Pixel) throws -> RGBAImage {
        var bytes = image.pixels
        let offset = (y * image.width + x) * 4
        bytes[offset] = p.0
        bytes[offset + 1] = p.1
        bytes[offset + 2] = p.2
        bytes[offset + 3] = p.3
        return try RGBAImage(width: image.width, height: image.height, pixels: bytes)
    }

    /// RGBA at (x, y) as an array, for easy `#expect` comparisons.
    static func rgba(_ image: RGBAImage?, _ x: Int, _ y: Int) -> [UInt8]? {
        guard let p = image?.pixel(x: x, y: y) else { return nil }
        return [p.red, p.green, p.blue, p.alpha]
    }

    /// 5x5 hard vertical edge: columns 0-1 black, columns 2-4 white.
    static func edge() throws -> RGBAImage {
        try make(5, 5) { x, _ in x < 2 ? black : white }
    }
}
