/// An 8-bit RGBA raster, the one image type of the package: straight (not premultiplied)
/// alpha, row-major, 4 bytes per pixel in the order R, G, B, A, with no row padding.
///
/// Decoders (`PNGCodec`, `JPEGDecoder`) produce it, `PixelDiff` compares it, `PNGCodec`
/// encodes it and `BubbleRender` hands rendered pixels out as it. Cairo's premultiplied,
/// native-endian ARGB32 is converted to and from it explicitly where a surface is read or
/// filled (`BubbleRender`'s `ImageSurface`), never implicitly.
///
/// The initialisers guarantee `pixels.count == width * height * 4`, so every value of this
/// type can be used without further checks.
public struct RGBAImage: Sendable, Hashable {
    /// Width in pixels (>= 0).
    public let width: Int
    /// Height in pixels (>= 0).
    public let height: Int
    /// `width * height * 4` bytes, R G B A per pixel, rows top to bottom, no padding.
    public let pixels: [UInt8]

    /// Creates an image after validating its size.
    ///
    /// - Throws: ``RasterError/invalidDimensions(width:height:)`` when a dimension is
    ///   negative or the byte count overflows `Int`;
    ///   ``RasterError/pixelCountMismatch(width:height:expectedBytes:actualBytes:)`` when
    ///   `pixels.count != width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(RasterError) {
        let expectedBytes = try Self.byteCount(width: width, height: height)
        guard pixels.count == expectedBytes else {
            throw .pixelCountMismatch(
                width: width, height: height,
                expectedBytes: expectedBytes, actualBytes: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates an image of the given size with every pixel set to one RGBA value.
    ///
    /// - Throws: ``RasterError/invalidDimensions(width:height:)`` on a negative or
    ///   overflowing size.
    public init(
        width: Int, height: Int,
        red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255
    ) throws(RasterError) {
        let bytes = try Self.byteCount(width: width, height: height)
        var buffer = [UInt8](repeating: 0, count: bytes)
        var i = 0
        while i < bytes {
            buffer[i] = red
            buffer[i + 1] = green
            buffer[i + 2] = blue
            buffer[i + 3] = alpha
            i += 4
        }
        self.width = width
        self.height = height
        self.pixels = buffer
    }

    /// For the package's own decoders and renderers, whose buffers hold exactly
    /// `width * height * 4` bytes by construction.
    package init(validatedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Number of pixels, `width * height`.
    public var pixelCount: Int { width * height }

    /// The RGBA value at (`x`, `y`), or `nil` when the coordinate lies outside the image.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = (y * width + x) * 4
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }

    /// `width * height * 4`, or an error for negative or overflowing dimensions.
    public static func byteCount(width: Int, height: Int) throws(RasterError) -> Int {
        guard width >= 0, height >= 0 else {
            throw .invalidDimensions(width: width, height: height)
        }
        let (area, areaOverflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, bytesOverflow) = area.multipliedReportingOverflow(by: 4)
        guard !areaOverflow, !bytesOverflow else {
            throw .invalidDimensions(width: width, height: height)
        }
        return bytes
    }
}
