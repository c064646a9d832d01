/// How ``WebPEncoder`` compresses: every pixel kept, or VP8's lossy coding at a quality.
public enum WebPQuality: Sendable, Hashable {
    /// WebP's lossless format (VP8L): the decoded pixels are exactly the encoded ones,
    /// colours under fully transparent pixels included.
    case lossless
    /// VP8 lossy coding at `quality`, 0 (smallest) to 100 (best), as `cwebp -q`; the alpha
    /// channel stays lossless.
    case lossy(quality: Double)
}
