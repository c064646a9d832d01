import Raster

/// A decoded JPEG: its pixels, upright, and what the file stored.
public struct DecodedJPEG: Sendable, Hashable {
    /// The pixels as straight 8-bit RGBA with alpha 255, after the EXIF orientation was
    /// applied.
    public let image: RGBAImage
    /// The EXIF orientation that was applied to make ``image`` upright (``JPEGOrientation/up``
    /// when the file has none, or when its EXIF is malformed).
    public let orientation: JPEGOrientation
    /// The colour space the samples were stored in.
    public let colorSpace: JPEGColorSpace

    /// Creates a value.
    public init(image: RGBAImage, orientation: JPEGOrientation, colorSpace: JPEGColorSpace) {
        self.image = image
        self.orientation = orientation
        self.colorSpace = colorSpace
    }
}
