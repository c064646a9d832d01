/// A decoded PNG: straight (not premultiplied) 8-bit RGBA, plus what the file stored.
public struct DecodedPNG: Sendable, Hashable {
    /// Width in pixels (>= 1).
    public let width: Int
    /// Height in pixels (>= 1).
    public let height: Int
    /// `width * height * 4` bytes, R G B A per pixel, rows top to bottom, no padding.
    /// Alpha is straight; 16-bit samples are rounded to 8 bits; see ``PNGDecoder``.
    public let rgba: [UInt8]
    /// The colour type the file was stored with.
    public let colorType: PNGColorType
    /// The bit depth the file was stored with (1, 2, 4, 8 or 16).
    public let bitDepth: Int
    /// Whether the file used Adam7 interlacing.
    public let interlaced: Bool

    /// Creates a value; `rgba.count` should be `width * height * 4`.
    public init(
        width: Int, height: Int, rgba: [UInt8],
        colorType: PNGColorType, bitDepth: Int, interlaced: Bool
    ) {
        self.width = width
        self.height = height
        self.rgba = rgba
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.interlaced = interlaced
    }
}
