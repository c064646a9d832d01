/// Upper bounds on the image size that ``PNGDecoder`` accepts.
///
/// They are checked against the `IHDR` values before anything is allocated for pixels,
/// so a tiny file that declares a huge image is refused cheaply with
/// ``PNGError/imageTooLarge(width:height:limits:)``.
public struct PNGLimits: Sendable, Hashable {
    /// Largest accepted width in pixels (inclusive). Default 32768.
    public var maxWidth: Int
    /// Largest accepted height in pixels (inclusive). Default 32768.
    public var maxHeight: Int
    /// Largest accepted `width * height` (inclusive). Default 100,000,000, i.e. at most
    /// 400 MB of decoded RGBA.
    public var maxPixels: Int

    /// Creates limits; the defaults suit screenshots and rendered chat transcripts.
    public init(maxWidth: Int = 32768, maxHeight: Int = 32768, maxPixels: Int = 100_000_000) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
    }

    /// Whether an image of `width` x `height` pixels is within these limits
    /// (computed without overflow).
    public func allows(width: Int, height: Int) -> Bool {
        guard width <= maxWidth, height <= maxHeight, width >= 0, height >= 0 else { return false }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && pixels <= maxPixels
    }
}
