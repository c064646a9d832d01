/// Upper bounds on the images a reader accepts, checked against the size a file's header
/// declares before anything is allocated for pixels, so a small file that declares a huge
/// image is refused cheaply.
///
/// One type serves the PNG decoder, the JPEG decoder, `bubbles diff`, snapshots and the
/// images a transcript refers to; each starts from the preset that keeps its limits
/// (``pngFiles``, ``photos``, ``transcriptImages``).
public struct ImageLimits: Sendable, Hashable {
    /// Largest accepted width in pixels (inclusive).
    public var maxWidth: Int
    /// Largest accepted height in pixels (inclusive).
    public var maxHeight: Int
    /// Largest accepted `width * height` of one image (inclusive).
    public var maxPixels: Int
    /// Largest number of decoded bytes (4 a pixel) of all images a reader that decodes
    /// several keeps together (a transcript's images), inclusive. A decoder reads one image
    /// and leaves this to its caller.
    public var maxTotalBytes: Int

    /// Creates limits; start from a preset to change one of them.
    public init(maxWidth: Int, maxHeight: Int, maxPixels: Int, maxTotalBytes: Int) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
        self.maxTotalBytes = maxTotalBytes
    }

    /// Why an image of `width` x `height` pixels, which these limits do not allow, is
    /// refused: one line for a decoder's error.
    public func refusal(width: Int, height: Int) -> String {
        "image of \(width)x\(height) pixels is larger than the limit of \(maxWidth)x\(maxHeight) and \(maxPixels) pixels"
    }

    /// Whether one image of `width` x `height` pixels is within ``maxWidth``, ``maxHeight``
    /// and ``maxPixels`` (computed without overflow; negative sizes are never allowed).
    public func allows(width: Int, height: Int) -> Bool {
        guard width >= 0, height >= 0, width <= maxWidth, height <= maxHeight else { return false }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && pixels <= maxPixels
    }

    /// The pixels of one `width` x `height` image and the bytes of its RGBA, when these limits
    /// allow it (``allows(width:height:)``) and the bytes can be counted; nil otherwise.
    public func rgbaSize(width: Int, height: Int) -> (pixels: Int, bytes: Int)? {
        guard allows(width: width, height: height) else { return nil }
        let pixels = width * height
        let (bytes, overflow) = pixels.multipliedReportingOverflow(by: 4)
        return overflow ? nil : (pixels, bytes)
    }
}
