import Raster

/// A finished raster image: its pixels and their PNG encoding.
public struct RenderedImage: Sendable, Hashable {
    /// The pixels, straight RGBA (converted from Cairo's premultiplied ARGB32).
    public let bitmap: RGBAImage
    /// The image encoded as PNG.
    public let png: [UInt8]
    /// The characters drawn as boxes because no font has them, or nil when there were none.
    public let missingGlyphs: MissingGlyphs?

    /// An image of the given pixels and encoding, with no missing glyphs unless given.
    public init(bitmap: RGBAImage, png: [UInt8], missingGlyphs: MissingGlyphs? = nil) {
        self.bitmap = bitmap
        self.png = png
        self.missingGlyphs = missingGlyphs
    }

    /// How many glyphs were drawn as boxes.
    public var unknownGlyphs: Int { missingGlyphs?.count ?? 0 }
}
