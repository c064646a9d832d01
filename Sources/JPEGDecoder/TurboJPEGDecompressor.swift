internal import CTurboJPEG

/// Owns one TurboJPEG decompressor instance: created by `tjInitDecompress`, released by
/// `tjDestroy` in `deinit`. The instance is ours alone; it is not thread-safe, so each
/// decode creates its own (creation is cheap next to decoding) and never shares it.
///
/// The messages it reports come from `tjGetErrorStr2`, read right after the failing call
/// on the same thread (libjpeg's warnings go to a thread-local buffer, not the instance).
final class TurboJPEGDecompressor {
    /// The decompression output layouts this module uses.
    enum PixelFormat {
        /// `TJPF_RGBA`: R G B then 0xFF.
        case rgba
        /// `TJPF_CMYK`: the four samples as stored (after YCCK to CMYK if needed).
        case cmyk
    }

    /// The `tjhandle`; never `nil` once `init` returns.
    private let handle: tjhandle

    /// Creates the instance (`tjInitDecompress`).
    init() throws(JPEGError) {
        guard let handle = tjInitDecompress() else {
            throw .decoderUnavailable(TurboJPEGStatus.cleaned(Self.message(nil)))
        }
        self.handle = handle
    }

    deinit {
        // tjDestroy fails only for a NULL handle, which `init` rules out; a deinit has no
        // way to report a status in any case.
        _ = tjDestroy(handle)
    }

    /// Reads the frame header (`tjDecompressHeader3`).
    ///
    /// `tjDecompressHeader3` in libjpeg-turbo 2.1 fails when the chroma subsampling is not
    /// one of its named `TJSAMP_*` values, although `tjDecompress2` decodes such images
    /// fine. It has filled in size and colour space by then (subsampling is -1), so that
    /// one failure is taken as success here.
    func readHeader(_ jpeg: UnsafeBufferPointer<UInt8>) -> (TurboJPEGHeader?, TurboJPEGStatus) {
        guard let base = jpeg.baseAddress, !jpeg.isEmpty else {
            return (nil, .failure("empty input"))
        }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = -2  // -1 is the "unknown subsampling" answer
        var colorSpace: Int32 = -2
        let result = tjDecompressHeader3(
            handle, base, UInt(jpeg.count), &width, &height, &subsampling, &colorSpace)
        let header = Self.colorSpace(colorSpace).flatMap { space -> TurboJPEGHeader? in
            guard width >= 1, height >= 1 else { return nil }
            return TurboJPEGHeader(width: Int(width), height: Int(height), colorSpace: space)
        }
        guard result != 0 else { return (header, .success) }
        if subsampling == -1, header != nil {
            // Only the subsampling check failed (any warning before it recurs, and is
            // reported, in tjDecompress2).
            return (header, .success)
        }
        return (header, status())
    }

    /// Decompresses the whole image at full size into `destination` (`tjDecompress2`),
    /// `width * 4` bytes per row, top row first.
    ///
    /// `TJFLAG_LIMITSCANS` makes a progressive JPEG with more than 500 scans an error
    /// (such files are a known way to burn CPU time); real files have about ten.
    /// `TJFLAG_STOPONWARNING` ends the call at the first warning, before libjpeg fills what
    /// it could not decode with grey; see ``JPEGDecoder/decode(_:limits:)``.
    ///
    /// - Precondition: `destination.count == width * height * 4`, checked by the caller
    ///   without overflow; `width` and `height` are the header's.
    func decompress(
        _ jpeg: UnsafeBufferPointer<UInt8>,
        into destination: UnsafeMutableBufferPointer<UInt8>,
        width: Int, height: Int, format: PixelFormat
    ) -> TurboJPEGStatus {
        guard let source = jpeg.baseAddress, let target = destination.baseAddress,
              let width32 = Int32(exactly: width), let height32 = Int32(exactly: height),
              let pitch32 = Int32(exactly: width * 4),
              destination.count == width * height * 4
        else {
            return .failure("invalid output size \(width)x\(height)")
        }
        let pixelFormat: TJPF
        switch format {
        case .rgba: pixelFormat = TJPF_RGBA
        case .cmyk: pixelFormat = TJPF_CMYK
        }
        let result = tjDecompress2(
            handle, source, UInt(jpeg.count), target,
            width32, pitch32, height32, Int32(pixelFormat.rawValue),
            TJFLAG_LIMITSCANS | TJFLAG_STOPONWARNING)
        return result == 0 ? .success : status()
    }

    /// The status of the call that just returned -1 (`tjGetErrorCode`, `tjGetErrorStr2`).
    private func status() -> TurboJPEGStatus {
        let message = TurboJPEGStatus.cleaned(Self.message(handle))
        if tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue) {
            return .warning(message)
        }
        return .failure(message)
    }

    /// `tjGetErrorStr2`: the instance's message, or the thread's last global one. The
    /// returned C string is TurboJPEG's (borrowed) and copied at once.
    private static func message(_ handle: tjhandle?) -> String {
        guard let cString = tjGetErrorStr2(handle) else { return "unknown TurboJPEG error" }
        return String(cString: cString)
    }

    /// Maps a `TJCS_*` value; `nil` for anything else (-1 means "could not determine").
    private static func colorSpace(_ value: Int32) -> JPEGColorSpace? {
        switch value {
        case Int32(TJCS_GRAY.rawValue): return .greyscale
        case Int32(TJCS_YCbCr.rawValue): return .ycbcr
        case Int32(TJCS_RGB.rawValue): return .rgb
        case Int32(TJCS_CMYK.rawValue): return .cmyk
        case Int32(TJCS_YCCK.rawValue): return .ycck
        default: return nil
        }
    }
}
