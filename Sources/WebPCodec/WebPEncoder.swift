internal import CWebP
import Raster

/// Writes WebP files through libwebp's advanced encoding API (`WebPEncode`), lossless by
/// default.
///
/// The same pixels and quality always give the same bytes: encoding runs on the calling
/// thread (`thread_level` 0) with fixed settings. Lossless files keep every pixel exactly,
/// colours under fully transparent pixels included (`exact`); lossy files use VP8 at the
/// given quality with a lossless alpha plane.
public enum WebPEncoder {
    /// The widest and tallest WebP image (`WEBP_MAX_DIMENSION`).
    public static let maximumSide = 16383

    /// Encodes straight RGBA pixels.
    ///
    /// - Throws: ``WebPError/invalidDimensions(width:height:)`` for an image wider or taller
    ///   than ``maximumSide``, ``WebPError/outOfMemory`` or ``WebPError/encodingFailed(_:)``.
    public static func encode(_ image: RGBAImage, quality: WebPQuality = .lossless) throws(WebPError) -> [UInt8] {
        let width = image.width
        return try image.pixels.withUnsafeBufferPointer { source in
            Result { () throws(WebPError) -> [UInt8] in
                try encode(width: image.width, height: image.height, quality: quality) { y, row in
                    let start = y * width * 4
                    for x in 0..<width {
                        let o = start + x * 4
                        row[x] = UInt32(source[o + 3]) << 24 | UInt32(source[o]) << 16 | UInt32(source[o + 1]) << 8 | UInt32(source[o + 2])
                    }
                }
            }
        }.get()
    }

    /// Encodes Cairo `CAIRO_FORMAT_ARGB32` pixels: premultiplied alpha, each pixel a
    /// native-endian word `A << 24 | R << 16 | G << 8 | B`, rows `stride` bytes apart. Colours
    /// are un-premultiplied as Cairo's PNG writer does (`(c * 255 + a / 2) / a`; fully
    /// transparent pixels become 0, 0, 0, 0). Call `cairo_surface_flush` first.
    ///
    /// - Throws: ``WebPError/invalidDimensions(width:height:)``,
    ///   ``WebPError/pixelBufferSize(expectedBytes:actualBytes:)``, ``WebPError/outOfMemory``
    ///   or ``WebPError/encodingFailed(_:)``.
    public static func encode(width: Int, height: Int, premultipliedARGB32 pixels: UnsafeRawBufferPointer, stride: Int,
                              quality: WebPQuality = .lossless) throws(WebPError) -> [UInt8] {
        try checkSize(width: width, height: height)
        let (before, overflow) = stride.multipliedReportingOverflow(by: height - 1)
        let needed = before + width * 4
        guard stride >= width * 4, !overflow, let base = pixels.baseAddress, pixels.count >= needed else {
            throw .pixelBufferSize(expectedBytes: overflow ? .max : needed, actualBytes: pixels.count)
        }
        return try encode(width: width, height: height, quality: quality) { y, row in
            let source = (base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                row[x] = straight(source[x])
            }
        }
    }

    /// One premultiplied ARGB32 word as a straight one.
    static func straight(_ word: UInt32) -> UInt32 {
        let alpha = word >> 24
        if alpha == 255 { return word }
        if alpha == 0 { return 0 }
        func channel(_ shift: UInt32) -> UInt32 {
            min(255, (((word >> shift) & 0xFF) * 255 + alpha / 2) / alpha) << shift
        }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }

    /// Throws unless `width` x `height` is a size WebP can hold.
    static func checkSize(width: Int, height: Int) throws(WebPError) {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw .invalidDimensions(width: width, height: height)
        }
    }

    /// Fills an ARGB picture row by row with `fill` and encodes it (`WebPConfigInit`,
    /// `WebPValidateConfig`, `WebPEncode`).
    static func encode(width: Int, height: Int, quality: WebPQuality,
                       fill: (_ y: Int, _ row: UnsafeMutablePointer<UInt32>) -> Void) throws(WebPError) -> [UInt8] {
        try checkSize(width: width, height: height)
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw .encodingFailed("libwebp's encoder version does not match its header") }
        switch quality {
        case .lossless:
            config.lossless = 1
            config.exact = 1
        case let .lossy(value):
            config.quality = Float(value)
        }
        config.thread_level = 0
        guard WebPValidateConfig(&config) != 0 else { throw .encodingFailed("invalid settings (quality \(config.quality))") }
        let picture = try EncoderPicture(width: width, height: height)
        for y in 0..<height {
            guard let row = picture.row(y) else { throw .outOfMemory }
            fill(y, row)
        }
        guard WebPEncode(&config, &picture.picture) != 0 else {
            throw picture.picture.error_code == VP8_ENC_ERROR_OUT_OF_MEMORY ? .outOfMemory
                : .encodingFailed("libwebp error \(picture.picture.error_code.rawValue)")
        }
        return picture.output
    }
}
