import Raster

/// Outcome of ``PixelMatch/compare(_:_:options:makeDiffImage:)``.
public struct DiffResult: Sendable, Hashable {
    /// Pixels whose colour distance exceeds the threshold and that were not classified as
    /// anti-aliasing. This is exactly the number pixelmatch returns.
    public var differentPixels: Int

    /// Pixels above the threshold that were classified as anti-aliasing and therefore not
    /// counted. Always 0 when ``DiffOptions/includeAntialiasing`` is `true`.
    public var antialiasedPixels: Int

    /// `width * height` of the compared images.
    public var totalPixels: Int

    /// Pixels inside ``DiffOptions/masks``, never compared.
    public var maskedPixels: Int

    /// The diff image, when it was asked for (`makeDiffImage: true`); otherwise `nil`.
    public var diffImage: RGBAImage?

    /// Creates a result.
    public init(differentPixels: Int, antialiasedPixels: Int, totalPixels: Int, maskedPixels: Int = 0, diffImage: RGBAImage? = nil) {
        self.differentPixels = differentPixels
        self.antialiasedPixels = antialiasedPixels
        self.totalPixels = totalPixels
        self.maskedPixels = maskedPixels
        self.diffImage = diffImage
    }

    /// `differentPixels / totalPixels`, or 0 for an empty image.
    public var differentRatio: Double {
        totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels)
    }
}
