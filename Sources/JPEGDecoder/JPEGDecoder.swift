internal import CTurboJPEG
import Raster
internal import WorkMeter

/// Decodes JPEG photos (as attached to chat messages) into straight 8-bit RGBA, upright.
///
/// ## Why TurboJPEG
///
/// The classic libjpeg API reports errors by calling an `error_exit` handler that must
/// not return, which in practice means `longjmp` out of the library. Swift cannot survive
/// a `longjmp` across its frames (no cleanup runs, references leak, the stack is left in
/// an undefined state), so a corrupt photo would take the whole process down. TurboJPEG,
/// the other API of libjpeg-turbo, does the `setjmp` inside C and returns -1 with a
/// message (`tjGetErrorStr2`) and a severity (`tjGetErrorCode`), which Swift can turn into
/// a thrown ``JPEGError``. It is also libjpeg-turbo's SIMD decoder, the fastest widely
/// packaged one. Debian 12 ships libjpeg-turbo 2.1.5, so this uses the TurboJPEG 2 calls
/// (`tjInitDecompress`, `tjDecompressHeader3`, `tjDecompress2`, `tjDestroy`); the `tj3*`
/// API arrived in 3.0.
///
/// ## What it does
///
/// - Baseline, extended and progressive JPEGs (Huffman or arithmetic coded), 8-bit, any
///   chroma subsampling, greyscale, YCbCr, RGB, CMYK and YCCK.
/// - CMYK and YCCK: libjpeg-turbo 2.1 cannot convert them to RGB, so they are decoded as
///   `TJPF_CMYK` and converted in Swift by the naive formula, reading Adobe-marked files
///   (APP14) as inverted CMYK, which is what Photoshop and Pillow write. No ICC profile is
///   applied, for CMYK or RGB.
/// - EXIF orientation: the `Orientation` tag (0x0112) of IFD0 in the first APP1 `Exif`
///   segment is read here, in Swift, with bounds checks on every offset, and applied by
///   rotating or mirroring the RGBA buffer, so the photo is upright as a phone shows it.
///   Malformed EXIF is ignored (orientation 1).
/// - Limits: the size in the frame header is checked against the ``ImageLimits``
///   (``ImageLimits/photos`` unless given) before any pixel memory is allocated; every size
///   product is computed with overflow checks.
/// - Progressive files with more than 500 scans are refused (`TJFLAG_LIMITSCANS`), a
///   known way to make a small file cost minutes of CPU.
///
/// ## Damaged files
///
/// libjpeg distinguishes fatal errors from warnings, after which it finishes the image
/// anyway, filling what it could not decode with grey (`tjGetErrorCode` is
/// `TJERR_WARNING`): a photo cut short with `FF D9` appended, one with zeroed data, one
/// whose header claims more rows than its data holds. This module decodes with
/// `TJFLAG_STOPONWARNING` and treats every warning as an error, so such a file is never
/// shown as a grey or half-grey photo:
/// - ``JPEGError/truncated`` when the data ends before the end-of-image marker `FF D9`
///   (found by walking the segments and entropy-coded data in Swift), or libjpeg says the
///   file ended too soon;
/// - ``JPEGError/corrupt(_:)`` with libjpeg's message otherwise, for warnings and fatal
///   errors alike (`Corrupt JPEG data: premature end of data segment`, ...).
///
/// A header declaring far more pixels than the file's bytes can encode (a Huffman-coded
/// block takes at least a bit) is refused before decoding (``JPEGError/implausibleSize(width:height:bytes:)``),
/// and the pixel buffer is left unwritten until libjpeg fills it, so a small file cannot
/// make the decoder touch hundreds of megabytes.
///
/// Every call creates and destroys its own TurboJPEG instance, so decoding is safe from
/// any number of threads at once. Nothing here traps on any input.
public enum JPEGDecoder {
    /// Decodes a JPEG file's bytes into upright straight RGBA.
    ///
    /// Calls `tjInitDecompress`, `tjDecompressHeader3` (size, checked against `limits`
    /// before allocating), `tjDecompress2` with `TJPF_RGBA` (or `TJPF_CMYK` for CMYK and
    /// YCCK files), then applies the EXIF orientation.
    ///
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - limits: the largest upright image accepted.
    /// - Returns: the upright image (alpha 255), its orientation and colour space.
    /// - Throws: ``JPEGError``; see ``JPEGDecoder`` for how damaged files are treated.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .photos) throws(JPEGError) -> DecodedJPEG {
        guard isJPEG(bytes) else { throw .notJPEG }
        let metadata = JPEGMetadata.scan(bytes)
        let orientation = metadata.orientation
        if let frame = metadata.frame {
            try checkSupported(frame)
            // Refuse a huge declared size before TurboJPEG even parses it.
            let upright = orientation.uprightSize(width: frame.width, height: frame.height)
            guard limits.allows(width: upright.width, height: upright.height) else {
                throw .imageTooLarge(width: upright.width, height: upright.height, limits: limits)
            }
        }

        let decompressor = try TurboJPEGDecompressor()
        let header = try readHeader(bytes, with: decompressor)
        let upright = orientation.uprightSize(width: header.width, height: header.height)
        // The same counts either way up.
        guard let (pixelCount, byteCount) = limits.rgbaSize(width: upright.width, height: upright.height) else {
            throw .imageTooLarge(width: upright.width, height: upright.height, limits: limits)
        }
        guard JPEGDensity.isPlausible(pixels: pixelCount, fileBytes: bytes.count) else {
            throw .implausibleSize(width: header.width, height: header.height, bytes: bytes.count)
        }

        let isCMYK = header.colorSpace == .cmyk || header.colorSpace == .ycck
        var status = TurboJPEGStatus.success
        WorkMeter.add(pixelCount, of: .jpegPixels)
        // Not zero-filled: memory is touched only as libjpeg writes rows, and a decode that
        // stops early is thrown away. A success has written every byte.
        var pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            status = bytes.withUnsafeBufferPointer { jpeg in
                decompressor.decompress(jpeg, into: UnsafeMutableBufferPointer(rebasing: buffer[..<byteCount]), width: header.width, height: header.height,
                                        format: isCMYK ? .cmyk : .rgba)
            }
            initialized = status == .success ? byteCount : 0
        }
        switch status {
        case .success:
            break
        case let .warning(message):
            if message == prematureEndMessage || endOfData(bytes).ending == .truncated { throw .truncated }
            throw .corrupt(message)
        case let .failure(message):
            throw failure(bytes, message: message)
        }

        if isCMYK {
            pixels.withUnsafeMutableBufferPointer { buffer in
                CMYKConverter.convertToRGBA(buffer, inverted: metadata.hasAdobeSegment)
            }
        }
        orientation.makeUpright(&pixels, width: header.width, height: header.height)
        return DecodedJPEG(
            image: RGBAImage(validatedWidth: upright.width, height: upright.height, pixels: pixels),
            orientation: orientation, colorSpace: header.colorSpace)
    }

    /// The upright size of a JPEG (after its EXIF orientation), reading only the headers:
    /// the segments up to the first scan, via `tjDecompressHeader3`. No pixels are decoded
    /// and no ``ImageLimits`` apply.
    ///
    /// - Throws: ``JPEGError/notJPEG``, ``JPEGError/unsupported(_:)``,
    ///   ``JPEGError/truncated`` or ``JPEGError/corrupt(_:)`` when the headers cannot be read.
    public static func size(of bytes: [UInt8]) throws(JPEGError) -> (width: Int, height: Int) {
        guard isJPEG(bytes) else { throw .notJPEG }
        let metadata = JPEGMetadata.scan(bytes)
        if let frame = metadata.frame { try checkSupported(frame) }
        let decompressor = try TurboJPEGDecompressor()
        let header = try readHeader(bytes, with: decompressor)
        return metadata.orientation.uprightSize(width: header.width, height: header.height)
    }

    // MARK: - Helpers

    /// libjpeg's `JWRN_JPEG_EOF` text, the warning for data that ends too soon.
    static let prematureEndMessage = "Premature end of JPEG file"

    /// Whether the data starts with the start-of-image marker `FF D8`.
    static func isJPEG(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xD8
    }

    /// Throws ``JPEGError/unsupported(_:)`` for a frame TurboJPEG 2.1 cannot decode.
    static func checkSupported(_ frame: JPEGFrame) throws(JPEGError) {
        if let feature = frame.unsupportedFeature { throw .unsupported(feature) }
    }

    /// Reads the header with TurboJPEG. A warning while reading it (extraneous bytes between
    /// segments, say) is not an error here: decoding meets it again and refuses the file.
    static func readHeader(
        _ bytes: [UInt8], with decompressor: TurboJPEGDecompressor
    ) throws(JPEGError) -> TurboJPEGHeader {
        let (header, status) = bytes.withUnsafeBufferPointer { decompressor.readHeader($0) }
        switch status {
        case .success:
            // libjpeg-turbo 2.1 returns 0 without a size for a datastream that ends before
            // its first scan (it takes it for a "tables-only" stream).
            guard let header else { throw failure(bytes, message: "JPEG datastream contains no image") }
            return header
        case let .warning(message):
            guard let header else { throw failure(bytes, message: message) }
            return header
        case let .failure(message):
            throw failure(bytes, message: message)
        }
    }

    /// The error for a fatal TurboJPEG message: ``JPEGError/truncated`` when well-formed
    /// data ends before `FF D9` (TurboJPEG's message is then about the missing data, e.g.
    /// "missing SOS marker"), otherwise ``JPEGError/corrupt(_:)`` with the message (data
    /// that is not JPEG structure past its first bytes is corrupt, not truncated).
    static func failure(_ bytes: [UInt8], message: String) -> JPEGError {
        let end = endOfData(bytes)
        return end.ending == .truncated && end.discardedBytes == 0 ? .truncated : .corrupt(message)
    }

    /// How the data ends (at `FF D9`, too soon, or in broken structure), and how many
    /// bytes on the way were not where a marker was due.
    static func endOfData(_ bytes: [UInt8]) -> (ending: JPEGSegmentWalker.Ending, discardedBytes: Int) {
        var walker = JPEGSegmentWalker(bytes: bytes)
        let ending = walker.walkToEnd()
        return (ending, walker.discardedBytes)
    }
}
