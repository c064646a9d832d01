internal import CWebP
import Raster
internal import WorkMeter

/// Decodes WebP images (the stickers and photos Telegram and WhatsApp send) into straight
/// 8-bit RGBA through libwebp (Debian's `libwebp-dev`).
///
/// - Lossy (VP8, with or without an alpha plane) and lossless (VP8L) stills, in the simple or
///   the extended (`VP8X`) container; ICC profiles and EXIF are ignored.
/// - Animations: the first frame, on a transparent canvas of the animation's size, as
///   libwebp's own `WebPAnimDecoder` composes it (the first frame is always a key frame).
///   The frame is found with libwebp's demuxer (`WebPDemuxPartial`); an animation whose
///   data ends early is refused, even when its first frame is whole.
/// - Limits: the size in the header (an animation's canvas) is checked against the
///   `ImageLimits` (`ImageLimits.photos` unless given) before any pixel memory is
///   allocated; every size product is computed with overflow checks.
///
/// libwebp reports failures as status codes (`VP8StatusCode`) and never aborts; each becomes
/// a thrown ``WebPError``: ``WebPError/truncated`` for data that ends too soon,
/// ``WebPError/corrupt(_:)`` otherwise. Every call decodes on the calling thread with its
/// own decoder state, so decoding is safe from any number of threads at once.
public enum WebPDecoder {
    /// Decodes a WebP file's bytes into straight RGBA.
    ///
    /// Calls `WebPGetFeatures` (size, checked against `limits` before allocating), then
    /// `WebPDecode` into the image's own buffer (`MODE_RGBA`, external memory); for an
    /// animation `WebPDemuxPartial` and `WebPDemuxGetFrame` find the first frame, which
    /// `WebPDecode` writes at its offset in the canvas.
    ///
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - limits: the largest image (or animation canvas) accepted.
    /// - Returns: the image and whether it was an animation.
    /// - Throws: ``WebPError``.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .photos) throws(WebPError) -> DecodedWebP {
        let header = try features(of: bytes)
        guard let (pixelCount, byteCount) = limits.rgbaSize(width: header.width, height: header.height) else {
            throw .imageTooLarge(width: header.width, height: header.height, limits: limits)
        }
        WorkMeter.add(pixelCount, of: .webpPixels)
        // Zero-filled: an animation's canvas starts transparent around its first frame.
        var pixels = [UInt8](repeating: 0, count: byteCount)
        let result = bytes.withUnsafeBufferPointer { file in
            pixels.withUnsafeMutableBufferPointer { canvas in
                Result { () throws(WebPError) in
                    if header.isAnimated {
                        try decodeFirstFrame(of: file, onto: canvas, width: header.width, height: header.height)
                    } else {
                        try WebPStream.decode(file, into: canvas, width: header.width, height: header.height, stride: header.width * 4)
                    }
                }
            }
        }
        try result.get()
        return DecodedWebP(image: RGBAImage(validatedWidth: header.width, height: header.height, pixels: pixels),
                           isAnimated: header.isAnimated)
    }

    /// The size of a WebP image (an animation's canvas), reading only its headers
    /// (`WebPGetFeatures`). No pixels are decoded and no `ImageLimits` apply.
    ///
    /// - Throws: ``WebPError/notWebP``, ``WebPError/truncated`` or ``WebPError/corrupt(_:)``
    ///   when the headers cannot be read.
    public static func size(of bytes: [UInt8]) throws(WebPError) -> (width: Int, height: Int) {
        let header = try features(of: bytes)
        return (header.width, header.height)
    }

    /// Whether the data starts like a WebP file: `RIFF`, a size, then `WEBP`.
    public static func isWebP(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 12 && bytes.starts(with: Array("RIFF".utf8)) && bytes[8..<12].elementsEqual("WEBP".utf8)
    }

    // MARK: - Helpers

    /// What the headers say (`WebPGetFeatures`).
    struct Features {
        let width: Int
        let height: Int
        let isAnimated: Bool
    }

    /// Reads the headers, refusing data that is not in a RIFF container (libwebp would take a
    /// bare VP8 or VP8L stream too, which no file on disk is).
    static func features(of bytes: [UInt8]) throws(WebPError) -> Features {
        guard isWebP(bytes) else { throw .notWebP }
        var features = WebPBitstreamFeatures()
        let status = bytes.withUnsafeBufferPointer { file in
            guard let base = file.baseAddress else { return VP8_STATUS_NOT_ENOUGH_DATA }
            return WebPGetFeatures(base, file.count, &features)
        }
        try WebPStream.check(status, reading: "its headers")
        guard features.width >= 1, features.height >= 1 else {
            throw .corrupt("the header declares \(features.width)x\(features.height) pixels")
        }
        return Features(width: Int(features.width), height: Int(features.height), isAnimated: features.has_animation != 0)
    }

    /// Decodes the first frame of the animation `file` at its offset in `canvas`, a
    /// transparent `width` x `height` image.
    static func decodeFirstFrame(of file: UnsafeBufferPointer<UInt8>, onto canvas: UnsafeMutableBufferPointer<UInt8>,
                                 width: Int, height: Int) throws(WebPError) {
        let demuxer = try WebPDemuxer(file)
        guard demuxer.canvasWidth == width, demuxer.canvasHeight == height else {
            throw .corrupt("the animation's canvas is not the size its header declares")
        }
        let frame = try demuxer.firstFrame()
        // The demuxer checks that every frame lies inside the canvas; checked here again, so
        // the offset below can never leave the buffer.
        guard frame.x >= 0, frame.y >= 0, frame.width >= 1, frame.height >= 1,
              frame.x <= width - frame.width, frame.y <= height - frame.height else {
            throw .corrupt("the first frame lies outside the canvas")
        }
        let offset = (frame.y * width + frame.x) * 4
        let region = UnsafeMutableBufferPointer(rebasing: canvas[offset...])
        try WebPStream.decode(frame.data, into: region, width: frame.width, height: frame.height, stride: width * 4)
    }
}
