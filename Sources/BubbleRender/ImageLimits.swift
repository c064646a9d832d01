/// How large the images a transcript refers to may be. Sizes are read from the file header
/// before anything is decoded, so a small file declaring a huge image is refused, not allocated.
public struct ImageLimits: Sendable, Hashable {
    /// The widest and tallest image, in pixels.
    public var maxSide: Int
    /// The most pixels in one image.
    public var maxPixels: Int
    /// The most decoded bytes (4 per pixel) of all distinct images of one transcript together.
    public var maxTotalBytes: Int

    public init(maxSide: Int = 16384, maxPixels: Int = 50_000_000, maxTotalBytes: Int = 1 << 30) {
        self.maxSide = maxSide
        self.maxPixels = maxPixels
        self.maxTotalBytes = maxTotalBytes
    }

    /// Checks one image's size.
    func check(width: Int, height: Int, name: String) throws(RenderError) {
        guard width <= maxSide, height <= maxSide, width.multipliedReportingOverflow(by: height).partialValue <= maxPixels,
              !width.multipliedReportingOverflow(by: height).overflow else {
            throw .image(path: name, reason: "image of \(width)x\(height) pixels is larger than the limit "
                         + "(\(maxSide) pixels a side, \(maxPixels / 1_000_000) megapixels)")
        }
    }
}
