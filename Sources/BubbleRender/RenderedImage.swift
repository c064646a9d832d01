/// A finished raster image: its pixels and their PNG encoding.
public struct RenderedImage: Sendable, Hashable {
    public let bitmap: Bitmap
    /// The image encoded as PNG.
    public let png: [UInt8]

    public init(bitmap: Bitmap, png: [UInt8]) {
        self.bitmap = bitmap
        self.png = png
    }
}
