/// A decoded JPEG: straight 8-bit RGBA, upright, plus what the file stored.
public struct DecodedJPEG: Sendable, Hashable {
    /// Width in pixels (>= 1), after the EXIF orientation was applied.
    public let width: Int
    /// Height in pixels (>= 1), after the EXIF orientation was applied.
    public let height: Int
    /// `width * height * 4` bytes, R G B A per pixel, rows top to bottom, no padding.
    /// Alpha is always 255.
    public let rgba: [UInt8]
    /// The EXIF orientation that was applied to make ``rgba`` upright (``JPEGOrientation/up``
    /// when the file has none, or when its EXIF is malformed).
    public let orientation: JPEGOrientation
    /// The colour space the samples were stored in.
    public let colorSpace: JPEGColorSpace

    /// Creates a value; `rgba.count` should be `width * height * 4`.
    public init(
        width: Int, height: Int, rgba: [UInt8],
        orientation: JPEGOrientation, colorSpace: JPEGColorSpace
    ) {
        self.width = width
        self.height = height
        self.rgba = rgba
        self.orientation = orientation
        self.colorSpace = colorSpace
    }
}
