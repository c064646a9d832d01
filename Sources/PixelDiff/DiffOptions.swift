/// Tuning knobs of the comparison, mirroring pixelmatch's options.
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
    public var diffColor: RGBColor

    /// Colour of anti-aliased pixels in the diff image. Default yellow (255, 255, 0).
    public var antialiasColor: RGBColor

    /// Creates options; every parameter defaults to pixelmatch's default.
    public init(
        threshold: Double = 0.1,
        includeAntialiasing: Bool = false,
        alpha: Double = 0.1,
        diffColor: RGBColor = .red,
        antialiasColor: RGBColor = .yellow
    ) {
        self.threshold = threshold
        self.includeAntialiasing = includeAntialiasing
        self.alpha = alpha
        self.diffColor = diffColor
        self.antialiasColor = antialiasColor
    }

    /// The largest squared YIQ distance still treated as "same colour":
    /// `35215 * threshold * threshold` (35215 is the metric's maximum).
    public var maxDelta: Double { 35215 * threshold * threshold }
}
