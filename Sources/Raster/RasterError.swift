import BubblesCore

/// Why an ``RGBAImage`` could not be made from a size and a buffer.
public enum RasterError: BubblesError, Sendable, Hashable {
    /// A width or height was negative, or `width * height * 4` does not fit in an `Int`.
    case invalidDimensions(width: Int, height: Int)

    /// The pixel buffer does not hold exactly `width * height * 4` bytes.
    case pixelCountMismatch(width: Int, height: Int, expectedBytes: Int, actualBytes: Int)

    /// A one-line, human-readable explanation suitable for a command-line report.
    public var description: String {
        switch self {
        case let .invalidDimensions(width, height):
            return "invalid image dimensions: \(width)x\(height)"
        case let .pixelCountMismatch(width, height, expectedBytes, actualBytes):
            return "pixel buffer holds \(actualBytes) bytes, a \(width)x\(height) RGBA image needs \(expectedBytes)"
        }
    }
}
