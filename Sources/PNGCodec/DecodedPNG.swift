import Raster

/// A decoded PNG: its pixels, and how the file stored them.
public struct DecodedPNG: Sendable, Hashable {
    /// The pixels as straight 8-bit RGBA; 16-bit samples are rounded to 8 bits (see
    /// ``PNGDecoder``).
    public let image: RGBAImage
    /// The colour type the file was stored with.
    public let colorType: PNGColorType
    /// The bit depth the file was stored with (1, 2, 4, 8 or 16).
    public let bitDepth: Int
    /// Whether the file used Adam7 interlacing.
    public let interlaced: Bool

    /// Creates a value.
    public init(image: RGBAImage, colorType: PNGColorType, bitDepth: Int, interlaced: Bool) {
        self.image = image
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.interlaced = interlaced
    }
}
