import BubblesCore
import Raster

/// Errors reported by ``PixelMatch/compare(_:_:options:makeDiffImage:)`` and
/// ``PixelMatch/compareOnUnion(_:_:options:makeDiffImage:)``.
///
/// All failures are reported through this typed error; nothing in the module traps on bad input.
public enum PixelDiffError: BubblesError, Sendable, Hashable {
    /// The canvas both images are compared on cannot be made (its byte count overflows).
    case invalidImage(RasterError)

    /// The two compared images do not have the same width and height.
    ///
    /// Its ``description`` reads e.g. `sizes differ: 100x50 vs 120x50` (expected first).
    case sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)

    /// A one-line, human-readable explanation suitable for a command-line report.
    public var description: String {
        switch self {
        case let .invalidImage(error):
            return error.description
        case let .sizeMismatch(expectedWidth, expectedHeight, actualWidth, actualHeight):
            return "sizes differ: \(expectedWidth)x\(expectedHeight) vs \(actualWidth)x\(actualHeight)"
        }
    }
}
