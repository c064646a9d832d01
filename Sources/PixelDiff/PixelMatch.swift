import BubblesCore
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Raster

/// Pixel-level image comparison, a faithful Swift port of mapbox/pixelmatch (v5/v6 semantics).
///
/// Colour distance is the YIQ metric of Kotsarenko & Ramos on colours blended over white;
/// anti-aliased pixels are detected with Vyšniauskas's 3x3 neighbourhood / intensity-slope
/// test exactly as pixelmatch does. For the same pair and options,
/// ``DiffResult/differentPixels`` equals pixelmatch's return value.
public enum PixelMatch {

    /// Compares `expected` with `actual` pixel by pixel.
    ///
    /// - Parameters:
    ///   - expected: The reference image (pixelmatch's `img1`); it is also the image faded
    ///     into the background of the diff image.
    ///   - actual: The image under test (pixelmatch's `img2`).
    ///   - options: Threshold, anti-aliasing handling and diff-image colours.
    ///   - makeDiffImage: Whether to draw ``DiffResult/diffImage``: unchanged pixels as the
    ///     expected image's luma faded towards white by ``DiffOptions/alpha``, differing pixels
    ///     in ``DiffOptions/diffColor``, anti-aliased ones in ``DiffOptions/antialiasColor``
    ///     (all fully opaque).
    /// - Returns: The counts and, if asked for, the diff image.
    /// - Throws: ``PixelDiffError/sizeMismatch(expectedWidth:expectedHeight:actualWidth:actualHeight:)``
    ///   when the two images do not have the same width and height.
    public static func compare(
        _ expected: RGBAImage,
        _ actual: RGBAImage,
        options: DiffOptions = .init(),
        makeDiffImage: Bool = false
    ) throws(PixelDiffError) -> DiffResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw .sizeMismatch(
                expectedWidth: expected.width, expectedHeight: expected.height,
                actualWidth: actual.width, actualHeight: actual.height)
        }
        let width = expected.width
        let height = expected.height
        let totalPixels = width * height
        let byteCount = totalPixels * 4
        let mask = MaskMap(options.masks, width: width, height: height)

        // Fast path: byte-identical buffers (pixelmatch compares them as 32-bit words).
        if bytesEqual(expected.pixels, actual.pixels) {
            var image = makeDiffImage ? (options.diffMask ? RGBAImage.transparent(width: width, height: height)
                                                         : fadedImage(of: expected, alpha: options.alpha)) : nil
            if let mask, let faded = image { image = mask.painted(on: faded, color: options.maskColor) }
            return DiffResult(differentPixels: 0, antialiasedPixels: 0, totalPixels: totalPixels,
                              maskedPixels: mask?.count ?? 0, diffImage: image)
        }

        var counts = Counts()
        var diffImage: RGBAImage?
        expected.pixels.withUnsafeBufferPointer { img1 in
            actual.pixels.withUnsafeBufferPointer { img2 in
                guard let base1 = img1.baseAddress, let base2 = img2.baseAddress else { return }
                if makeDiffImage {
                    // A mask leaves the pixels it does not draw transparent; otherwise every
                    // pixel is drawn.
                    var output = options.diffMask ? [UInt8](repeating: 0, count: byteCount) : [UInt8](unsafeUninitializedCapacity: byteCount) { _, initialized in
                        initialized = byteCount
                    }
                    output.withUnsafeMutableBufferPointer { buffer in
                        guard let out = buffer.baseAddress else { return }
                        counts = scan(base1, base2, width: width, height: height, options: options, mask: mask, output: out)
                    }
                    diffImage = RGBAImage(validatedWidth: width, height: height, pixels: output)
                } else {
                    counts = scan(base1, base2, width: width, height: height, options: options, mask: mask, output: nil)
                }
            }
        }
        return DiffResult(
            differentPixels: counts.different,
            antialiasedPixels: counts.antialiased,
            totalPixels: totalPixels,
            maskedPixels: mask?.count ?? 0,
            diffImage: diffImage)
    }

    /// Running totals of the per-pixel loop.
    struct Counts {
        var different = 0
        var antialiased = 0
    }

    /// The per-pixel loop over two equally sized, non-empty RGBA buffers.
    ///
    /// Pixels are visited in pixelmatch's order (row by row). Equal 32-bit words are skipped
    /// without any floating-point work; masked pixels are not compared at all.
    static func scan(
        _ img1: UnsafePointer<UInt8>,
        _ img2: UnsafePointer<UInt8>,
        width: Int,
        height: Int,
        options: DiffOptions,
        mask: MaskMap?,
        output: UnsafeMutablePointer<UInt8>?
    ) -> Counts {
        let maxDelta = options.maxDelta
        let detectAntialiasing = !options.includeAntialiasing
        let alpha = options.alpha
        let opaqueFactor = alpha * 255 / 255
        let diffColor = options.diffColor
        let aaColor = options.antialiasColor
        let drawsSimilar = !options.diffMask
        var counts = Counts()
        var pos = 0
        for y in 0..<height {
            for x in 0..<width {
                defer { pos &+= 4 }
                if let mask, mask.contains(pixel: pos >> 2) {
                    if let output { drawPixel(output, pos, options.maskColor) }
                    continue
                }
                if word(img1, pos) != word(img2, pos) {
                    let delta = colorDelta(img1, img2, pos)
                    if delta > maxDelta {
                        if detectAntialiasing
                            && (isAntialiased(img1, x: x, y: y, width: width, height: height, other: img2)
                                || isAntialiased(img2, x: x, y: y, width: width, height: height, other: img1)) {
                            counts.antialiased &+= 1
                            if let output, drawsSimilar { drawPixel(output, pos, aaColor) }
                        } else {
                            counts.different &+= 1
                            if let output {
                                let darker = options.diffColorAlt != nil && brightness(img1, pos) - brightness(img2, pos) > 0
                                drawPixel(output, pos, darker ? options.diffColorAlt ?? diffColor : diffColor)
                            }
                        }
                        continue
                    }
                }
                if let output, drawsSimilar { drawGrayPixel(img1, pos, alpha: alpha, opaqueFactor: opaqueFactor, into: output) }
            }
        }
        return counts
    }

    /// The expected image faded to grey, as drawn for a pair with no differences.
    static func fadedImage(of image: RGBAImage, alpha: Double) -> RGBAImage {
        let byteCount = image.pixels.count
        let opaqueFactor = alpha * 255 / 255
        let output = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            image.pixels.withUnsafeBufferPointer { source in
                guard let src = source.baseAddress, let out = buffer.baseAddress else { return }
                var pos = 0
                while pos < byteCount {
                    drawGrayPixel(src, pos, alpha: alpha, opaqueFactor: opaqueFactor, into: out)
                    pos &+= 4
                }
            }
            initialized = byteCount
        }
        return RGBAImage(validatedWidth: image.width, height: image.height, pixels: output)
    }

    /// Whether two byte arrays hold the same bytes (memcmp where the C library is available).
    static func bytesEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { ra in
            b.withUnsafeBytes { rb in
                guard let pa = ra.baseAddress, let pb = rb.baseAddress else { return true }
                #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
                return memcmp(pa, pb, ra.count) == 0
                #else
                var offset = 0
                let count = ra.count
                while offset + 8 <= count {
                    if pa.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        != pb.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
                    offset += 8
                }
                while offset < count {
                    if pa.load(fromByteOffset: offset, as: UInt8.self)
                        != pb.load(fromByteOffset: offset, as: UInt8.self) { return false }
                    offset += 1
                }
                return true
                #endif
            }
        }
    }

    /// The four bytes of the pixel at byte offset `pos`, as one word (for equality tests only).
    @inline(__always)
    static func word(_ img: UnsafePointer<UInt8>, _ pos: Int) -> UInt32 {
        UnsafeRawPointer(img).loadUnaligned(fromByteOffset: pos, as: UInt32.self)
    }

    /// Paints an opaque colour at byte offset `pos`.
    @inline(__always)
    static func drawPixel(_ output: UnsafeMutablePointer<UInt8>, _ pos: Int, _ color: RGBAColor) {
        output[pos] = color.red
        output[pos &+ 1] = color.green
        output[pos &+ 2] = color.blue
        output[pos &+ 3] = 255
    }

    /// Paints the luma of `img`'s pixel blended with white by `alpha * a / 255`
    /// (pixelmatch's `drawGrayPixel`), stored the way a Uint8Array stores a number.
    ///
    /// `opaqueFactor` must be `alpha * 255 / 255`, the factor of fully opaque pixels,
    /// hoisted out of the loop (same operations, so the same Double).
    @inline(__always)
    static func drawGrayPixel(
        _ img: UnsafePointer<UInt8>, _ pos: Int, alpha: Double, opaqueFactor: Double,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        let luma = rgb2y(Double(img[pos]), Double(img[pos &+ 1]), Double(img[pos &+ 2]))
        let a = img[pos &+ 3]
        let factor = a == 255 ? opaqueFactor : alpha * Double(a) / 255
        let value = toUInt8(blend(luma, factor))
        output[pos] = value
        output[pos &+ 1] = value
        output[pos &+ 2] = value
        output[pos &+ 3] = 255
    }

    /// JavaScript's ToUint8 (what assigning a number to a Uint8Array/Node Buffer does, and what
    /// the Python port's `int()` does in range): truncate towards zero, wrap modulo 256,
    /// NaN and infinities become 0. In the normal range 0..<256 this is plain truncation.
    @inline(__always)
    static func toUInt8(_ value: Double) -> UInt8 {
        if value >= 0 && value < 256 { return UInt8(value) }
        guard value.isFinite else { return 0 }
        var wrapped = value.rounded(.towardZero).truncatingRemainder(dividingBy: 256)
        if wrapped < 0 { wrapped += 256 }
        return UInt8(wrapped)
    }
}
