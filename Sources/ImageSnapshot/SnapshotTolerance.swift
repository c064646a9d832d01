import PixelDiff

/// How far an image may stray from its reference: pixelmatch's options and the limits on
/// what differs.
public struct SnapshotTolerance: Sendable, Hashable {
    /// pixelmatch's colour threshold and anti-aliasing handling.
    public var diff: DiffOptions
    /// How many pixels may differ.
    public var limits: DiffLimits

    /// A tolerance of the given threshold and limits.
    public init(diff: DiffOptions, limits: DiffLimits) {
        self.diff = diff
        self.limits = limits
    }

    /// Not one pixel may differ in any way: threshold 0, anti-aliased pixels counted.
    public static let exact = SnapshotTolerance(diff: DiffOptions(threshold: 0, includeAntialiasing: true),
                                                limits: DiffLimits(maxDiffPixels: 0))
}
