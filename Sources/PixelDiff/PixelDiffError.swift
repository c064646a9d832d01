/// Errors reported by ``RGBAImage`` construction and ``PixelMatch/compare(_:_:options:makeDiffImage:)``.
///
/// All failures are reported through this typed error; nothing in the module traps on bad input.
public enum PixelDiffError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A width or height was negative, or `width * height * 4` does not fit in an `Int`.
    case invalidDimensions(width: Int, height: Int)

    /// The pixel buffer does not hold exactly `width * height * 4` bytes.
    case pixelCountMismatch(width: Int, height: Int, expectedBytes: Int, actualBytes: Int)

    /// The two compared images do not have the same width and height.
    ///
    /// Its ``description`` reads e.g. `sizes differ: 100x50 vs 120x50` (expected first).
    case sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)

    /// A one-line, human-readable explanation suitable for a command-line report.
    public var description: String {
        switch self {
        case let .invalidDimensions(width, height):
            return "invalid image dimensions: \(width)x\(height)"
        case let .pixelCountMismatch(width, height, expectedBytes, actualBytes):
            return "pixel buffer holds \(actualBytes) bytes, a \(width)x\(height) RGBA image needs \(expectedBytes)"
        case let .sizeMismatch(expectedWidth, expectedHeight, actualWidth, actualHeight):
            return "sizes differ: \(expectedWidth)x\(expectedHeight) vs \(actualWidth)x\(actualHeight)"
        }
    }
}
