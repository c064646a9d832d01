/// Upper bounds on the image size that ``JPEGDecoder/decode(_:limits:)`` accepts.
///
/// They are checked against the frame header (the `SOFn` segment, read by
/// `tjDecompressHeader3`) before any pixel memory is allocated, so a small file that
/// declares a huge image is refused cheaply with
/// ``JPEGError/imageTooLarge(width:height:limits:)``. The size checked is the upright size,
/// after the EXIF orientation (the same one ``JPEGDecoder/size(of:)`` reports).
public struct JPEGLimits: Sendable, Hashable {
    /// Largest accepted width in pixels (inclusive). Default 16384.
    public var maxWidth: Int
    /// Largest accepted height in pixels (inclusive). Default 16384.
    public var maxHeight: Int
    /// Largest accepted `width * height` (inclusive). Default 50,000,000, i.e. at most
    /// 200 MB of decoded RGBA (a 12-megapixel phone photo is about 48 MB).
    public var maxPixels: Int

    /// Creates limits; the defaults admit any phone or camera photo in common use.
    public init(maxWidth: Int = 16384, maxHeight: Int = 16384, maxPixels: Int = 50_000_000) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
    }

    /// The most pixels a JPEG may declare per byte of its file. Each 8x8 block of a
    /// Huffman-coded JPEG takes at least a bit, so about 512 pixels a byte is the most any
    /// real file reaches (a blank progressive photo: 170); this leaves room for arithmetic
    /// coding.
    public static let maxPixelsPerByte = 2048

    /// Images up to this many pixels pass ``isPlausible(pixels:fileBytes:)`` at any file size.
    public static let plausibleAtAnySize = 1 << 20

    /// Whether a file of `fileBytes` bytes can hold `pixels` pixels of JPEG data (see
    /// ``maxPixelsPerByte``). A header claiming more describes data that is not there.
    public static func isPlausible(pixels: Int, fileBytes: Int) -> Bool {
        pixels <= plausibleAtAnySize || pixels / maxPixelsPerByte <= fileBytes
    }

    /// Whether an image of `width` x `height` pixels is within these limits
    /// (computed without overflow; negative sizes are never allowed).
    public func allows(width: Int, height: Int) -> Bool {
        guard width >= 0, height >= 0, width <= maxWidth, height <= maxHeight else { return false }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && pixels <= maxPixels
    }
}
