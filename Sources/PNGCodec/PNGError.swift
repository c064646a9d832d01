import BubblesCore
import Raster

/// Everything that can go wrong while reading or writing a PNG.
///
/// Every failure of ``PNGDecoder`` and ``PNGEncoder`` is reported through this typed error;
/// nothing in the module traps on bad input. ``description`` is one short line for a
/// command-line report, e.g. `bad CRC in chunk IHDR` or `truncated in chunk IDAT`.
public enum PNGError: BubblesError, Sendable, Hashable {
    // MARK: Reading

    /// The data does not start with the 8-byte PNG signature (this includes an empty file).
    case notPNG

    /// The file ends inside a chunk (`chunk` is its type, e.g. `IDAT`), or between chunks
    /// before `IEND` (`chunk` is `nil`).
    case truncated(chunk: String?)

    /// A chunk's stored CRC-32 does not match its type and data.
    case badCRC(chunk: String)

    /// A chunk header is malformed: a length above 2^31 - 1, or a type that is not four
    /// ASCII letters. `chunk` is the type as far as it can be printed.
    case invalidChunk(chunk: String, reason: String)

    /// A critical chunk (upper-case first letter) that this decoder does not know.
    case unknownCriticalChunk(String)

    /// Chunks are missing, repeated or in an order the PNG specification forbids,
    /// e.g. `IHDR` not first, `PLTE` after `IDAT`, split `IDAT` runs, no `IEND`.
    case chunkOrder(String)

    /// `IHDR` is malformed: wrong length or an unsupported compression, filter or
    /// interlace method.
    case invalidHeader(String)

    /// Width or height is zero or above 2^31 - 1 (reading), or not positive or too large
    /// for memory (writing).
    case invalidDimensions(width: Int, height: Int)

    /// A bit depth that the colour type does not allow (e.g. 3, or 16 for a palette).
    case invalidBitDepth(bitDepth: Int, colorType: Int)

    /// The colour type is not 0, 2, 3, 4 or 6.
    case invalidColorType(Int)

    /// The header declares an image larger than the `ImageLimits` in force. Nothing was
    /// allocated for its pixels.
    case imageTooLarge(width: Int, height: Int, limits: ImageLimits)

    /// A palette image has no `PLTE` chunk before its image data.
    case missingPalette

    /// `PLTE` is not 1 to 256 RGB entries (its length is not a multiple of 3, or out of range).
    case invalidPalette(length: Int)

    /// `tRNS` has the wrong length for the colour type (or more entries than the palette).
    case invalidTransparency(length: Int)

    /// A palette image uses an index at or above the number of palette entries.
    case paletteIndexOutOfRange(index: Int, paletteSize: Int)

    /// The concatenated `IDAT` data is not a valid zlib stream.
    case imageDataDoesNotInflate

    /// The image data inflates to fewer bytes than the header requires.
    case imageDataTooShort(expectedBytes: Int)

    /// The image data inflates to more bytes than the header requires.
    case imageDataTooLong(expectedBytes: Int)

    /// A scanline starts with a filter type other than 0 to 4.
    case invalidFilterType(Int, row: Int)

    // MARK: Writing

    /// The pixel buffer is smaller than the image needs (`expectedBytes`) or, for straight
    /// RGBA input, not exactly that size.
    case pixelBufferSize(expectedBytes: Int, actualBytes: Int)

    /// A row stride smaller than `width * 4` (or negative).
    case invalidStride(stride: Int, minimum: Int)

    /// libdeflate could not allocate a compressor or decompressor.
    case outOfMemory

    /// libdeflate's compressor returned 0 (its output did not fit the bound it gave).
    case compressionFailed

    /// ``PNGBandEncoder/finish()`` was called before band `band` was encoded.
    case missingBand(Int)

    /// A one-line, human-readable explanation suitable for a command-line report.
    public var description: String {
        switch self {
        case .notPNG:
            return "not a PNG file"
        case let .truncated(chunk?):
            return "truncated in chunk \(chunk)"
        case .truncated(nil):
            return "truncated before IEND"
        case let .badCRC(chunk):
            return "bad CRC in chunk \(chunk)"
        case let .invalidChunk(chunk, reason):
            return "invalid chunk \(chunk): \(reason)"
        case let .unknownCriticalChunk(chunk):
            return "unknown critical chunk \(chunk)"
        case let .chunkOrder(reason):
            return "bad chunk order: \(reason)"
        case let .invalidHeader(reason):
            return "invalid IHDR: \(reason)"
        case let .invalidDimensions(width, height):
            return "invalid image size \(width)x\(height)"
        case let .invalidBitDepth(bitDepth, colorType):
            return "bit depth \(bitDepth) is not allowed for colour type \(colorType)"
        case let .invalidColorType(colorType):
            return "invalid colour type \(colorType)"
        case let .imageTooLarge(width, height, limits):
            return "image is \(width)x\(height) pixels, above the limit of "
                + "\(limits.maxWidth)x\(limits.maxHeight) and \(limits.maxPixels) pixels"
        case .missingPalette:
            return "palette image without PLTE chunk"
        case let .invalidPalette(length):
            return "invalid PLTE chunk of \(length) bytes"
        case let .invalidTransparency(length):
            return "invalid tRNS chunk of \(length) bytes"
        case let .paletteIndexOutOfRange(index, paletteSize):
            return "palette index \(index) out of range (palette has \(paletteSize) entries)"
        case .imageDataDoesNotInflate:
            return "image data does not inflate"
        case let .imageDataTooShort(expectedBytes):
            return "image data too short: the header needs \(expectedBytes) bytes"
        case let .imageDataTooLong(expectedBytes):
            return "image data too long: the header needs \(expectedBytes) bytes"
        case let .invalidFilterType(type, row):
            return "invalid filter type \(type) in row \(row)"
        case let .pixelBufferSize(expectedBytes, actualBytes):
            return "pixel buffer holds \(actualBytes) bytes, the image needs \(expectedBytes)"
        case let .invalidStride(stride, minimum):
            return "row stride \(stride) is below the minimum \(minimum)"
        case .outOfMemory:
            return "out of memory"
        case .compressionFailed:
            return "image data does not deflate"
        case let .missingBand(band):
            return "band \(band) of the image was never encoded"
        }
    }
}
