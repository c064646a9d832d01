import Raster

/// A decoded WebP image: its pixels and whether the file was an animation.
public struct DecodedWebP: Sendable, Hashable {
    /// The pixels as straight 8-bit RGBA; for an animation, its first frame on the canvas.
    public let image: RGBAImage
    /// Whether the file is an animation, of which ``image`` is the first frame.
    public let isAnimated: Bool

    /// Creates a value.
    public init(image: RGBAImage, isAnimated: Bool) {
        self.image = image
        self.isAnimated = isAnimated
    }
}
