/// How many differing pixels a comparison may report and still pass.
///
/// - Neither limit set: no differing pixel is allowed.
/// - One limit set: that limit applies.
/// - Both set: the stricter applies, i.e. the result passes only if it satisfies both.
public struct DiffLimits: Sendable, Hashable {
    /// Largest allowed ``DiffResult/differentPixels`` (inclusive), or `nil` for no pixel-count limit.
    public var maxDiffPixels: Int?

    /// Largest allowed ``DiffResult/differentRatio`` (inclusive, 0...1), or `nil` for no ratio limit.
    public var maxDiffRatio: Double?

    /// Creates limits; with no arguments, zero differing pixels are allowed.
    public init(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// Whether `result` is within the limits (see the type's documentation for the rules).
    /// A `NaN` ratio limit never passes.
    public func passes(_ result: DiffResult) -> Bool {
        if maxDiffPixels == nil && maxDiffRatio == nil {
            return result.differentPixels == 0
        }
        if let maxDiffPixels, result.differentPixels > maxDiffPixels {
            return false
        }
        if let maxDiffRatio, !(result.differentRatio <= maxDiffRatio) {
            return false
        }
        return true
    }
}
