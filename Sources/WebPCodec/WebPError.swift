import BubblesCore
import Raster

/// Everything that can go wrong while reading or writing a WebP image.
///
/// Every failure of ``WebPDecoder`` and ``WebPEncoder`` is reported through this typed error;
/// nothing in the module traps on bad input. ``description`` is one short line for a
/// command-line report, e.g. `truncated WebP data: the file ends before its image does`.
public enum WebPError: BubblesError, Sendable, Hashable {
    /// The data does not start with a RIFF header of form `WEBP` (this includes an empty
    /// file, a PNG, or any other format).
    case notWebP

    /// The data ends before the image does: the file was cut short (libwebp's
    /// `VP8_STATUS_NOT_ENOUGH_DATA`).
    case truncated

    /// libwebp refused the data (`VP8_STATUS_BITSTREAM_ERROR` and the like); the associated
    /// value says which part.
    case corrupt(String)

    /// A WebP feature libwebp does not decode (`VP8_STATUS_UNSUPPORTED_FEATURE`).
    case unsupported(String)

    /// The header declares an image (for an animation: its canvas) larger than the
    /// `ImageLimits` in force. Nothing was allocated for its pixels.
    case imageTooLarge(width: Int, height: Int, limits: ImageLimits)

    /// An image to write is empty or wider or taller than ``WebPEncoder/maximumSide``.
    case invalidDimensions(width: Int, height: Int)

    /// A pixel buffer to write holds fewer bytes than its size and stride need.
    case pixelBufferSize(expectedBytes: Int, actualBytes: Int)

    /// libwebp could not allocate memory.
    case outOfMemory

    /// libwebp's encoder failed; the associated value names its `WebPEncodingError`.
    case encodingFailed(String)

    /// A one-line, human-readable explanation suitable for a command-line report.
    public var description: String {
        switch self {
        case .notWebP:
            return "not a WebP file"
        case .truncated:
            return "truncated WebP data: the file ends before its image does"
        case let .corrupt(what):
            return "corrupt WebP data: \(what)"
        case let .unsupported(what):
            return "unsupported WebP: \(what)"
        case let .imageTooLarge(width, height, limits):
            return limits.refusal(width: width, height: height)
        case let .invalidDimensions(width, height):
            return "a WebP image is 1 to \(WebPEncoder.maximumSide) pixels a side, not \(width)x\(height)"
        case let .pixelBufferSize(expected, actual):
            return "the pixel buffer holds \(actual) bytes where \(expected) are needed"
        case .outOfMemory:
            return "out of memory in libwebp"
        case let .encodingFailed(reason):
            return "cannot encode WebP: \(reason)"
        }
    }
}
