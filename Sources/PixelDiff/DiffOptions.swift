import BubblesCore

/// Tuning knobs of the comparison, mirroring pixelmatch's options.
///
/// The diff image's colours are `RGBAColor`s whose alpha is not used: the pixels they paint
/// are opaque, as pixelmatch's are.
public struct DiffOptions: Sendable, Hashable {
    /// Matching threshold, 0...1 (smaller is more sensitive). A pixel differs when its
    /// squared YIQ distance exceeds `35215 * threshold * threshold`. Default 0.1.
    public var threshold: Double

    /// When `false` (the default), pixels that differ but look like anti-aliasing in either
    /// image are detected as pixelmatch does and are *not* counted as different (they are
    /// counted in ``DiffResult/antialiasedPixels`` instead). When `true`, no such detection
    /// is done and every pixel above the threshold counts as different.
    public var includeAntialiasing: Bool

    /// Opacity of the expected image in the diff image (0...1): each unchanged pixel is drawn
    /// as its luma blended with white by `alpha * pixelAlpha / 255`. Default 0.1.
    public var alpha: Double

    /// Colour of differing pixels in the diff image. Default red (255, 0, 0).
    public var diffColor: RGBAColor

    /// Colour of anti-aliased pixels in the diff image. Default yellow (255, 255, 0).
    public var antialiasColor: RGBAColor

    /// Colour of differing pixels that are darker in the actual image than in the expected
    /// one (pixelmatch's `diffColorAlt`); `nil` (the default) draws them in `diffColor` too.
    public var diffColorAlt: RGBAColor?

    /// Draws the diff image as a mask (pixelmatch's `diffMask`): transparent everywhere but
    /// the differing (and masked-out) pixels. Default `false`.
    public var diffMask: Bool

    /// Regions left out of the comparison: their pixels never count, and the diff image
    /// shows them in `maskColor`. Not a pixelmatch option. Default none.
    public var masks: [PixelRegion]

    /// Colour of masked-out pixels in the diff image. Default blue (64, 128, 255).
    public var maskColor: RGBAColor

    /// Creates options; every parameter defaults to pixelmatch's default.
    public init(
        threshold: Double = 0.1,
        includeAntialiasing: Bool = false,
        alpha: Double = 0.1,
        diffColor: RGBAColor = .red,
        antialiasColor: RGBAColor = .yellow,
        diffColorAlt: RGBAColor? = nil,
        diffMask: Bool = false,
        masks: [PixelRegion] = [],
        maskColor: RGBAColor = .maskBlue
    ) {
        self.threshold = threshold
        self.includeAntialiasing = includeAntialiasing
        self.alpha = alpha
        self.diffColor = diffColor
        self.antialiasColor = antialiasColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.masks = masks
        self.maskColor = maskColor
    }

    /// The largest squared YIQ distance still treated as "same colour":
    /// `35215 * threshold * threshold` (35215 is the metric's maximum).
    public var maxDelta: Double { 35215 * threshold * threshold }
}
