import BubblesCore
import Raster

/// Everything that can go wrong while reading a JPEG.
///
/// Every failure of ``JPEGDecoder`` is reported through this typed error; nothing in the
/// module traps on bad input. ``description`` is one short line for a command-line report,
/// e.g. `not a JPEG file` or `corrupt JPEG data: Bogus Huffman table definition`.
public enum JPEGError: BubblesError, Sendable, Hashable {
    /// The data does not start with the JPEG start-of-image marker `FF D8` (this includes
    /// an empty file, a PNG, or any other format).
    case notJPEG

    /// The data ends before the end-of-image marker `FF D9`: the file was cut short (an
    /// interrupted download or copy). Reported even when TurboJPEG could fill the missing
    /// rows with grey, so a damaged photo is noticed rather than shown half grey.
    case truncated

    /// TurboJPEG refused the data; the associated value is its message
    /// (`tjGetErrorStr2`) without the `tjDecompress2(): ` prefix.
    case corrupt(String)

    /// A kind of JPEG that libjpeg-turbo 2.1's TurboJPEG API cannot decode: 12- or 16-bit
    /// samples, lossless or hierarchical coding, or a component count other than 1, 3 or 4.
    /// The associated value names it, e.g. `12-bit samples`.
    case unsupported(String)

    /// The header declares an (upright) image larger than the ``ImageLimits`` in force.
    /// Nothing was allocated for its pixels.
    case imageTooLarge(width: Int, height: Int, limits: ImageLimits)

    /// The header declares far more pixels than a file of `bytes` bytes can encode (see
    /// ``JPEGDensity/isPlausible(pixels:fileBytes:)``): the data is missing, not the image
    /// huge. Nothing was allocated for its pixels.
    case implausibleSize(width: Int, height: Int, bytes: Int)

    /// `tjInitDecompress` returned no instance (out of memory); the associated value is
    /// TurboJPEG's message.
    case decoderUnavailable(String)

    /// A one-line, human-readable explanation suitable for a command-line report.
    public var description: String {
        switch self {
        case .notJPEG:
            return "not a JPEG file"
        case .truncated:
            return "truncated JPEG data: the file ends before its end-of-image marker"
        case let .corrupt(message):
            // libjpeg's warnings start with the same words.
            let detail = message.hasPrefix("Corrupt JPEG data: ") ? message.dropFirst("Corrupt JPEG data: ".count) : Substring(message)
            return "corrupt JPEG data: \(detail)"
        case let .unsupported(what):
            return "unsupported JPEG: \(what)"
        case let .imageTooLarge(width, height, limits):
            return limits.refusal(width: width, height: height)
        case let .implausibleSize(width, height, bytes):
            return "the header declares \(width)x\(height) pixels, more than \(bytes) bytes of JPEG data can hold"
        case let .decoderUnavailable(message):
            return "cannot create a JPEG decoder: \(message)"
        }
    }
}
