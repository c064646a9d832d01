internal import CCairoPango
import BubbleGeometry
import PNGCodec
import Raster
internal import WorkMeter

/// Owns a Cairo ARGB32 image surface: `cairo_image_surface_create`, or
/// `cairo_image_surface_create_for_data` over a band buffer.
package final class ImageSurface: CairoSurface {
    /// The `cairo_surface_t *`, owned: released with `cairo_surface_destroy`.
    package let pointer: OpaquePointer
    package let width: Int
    package let height: Int
    /// The band buffer holding the pixels, if any: kept alive until after the surface is
    /// destroyed (stored properties are released after `deinit` runs).
    private let buffer: BandBufferPool.Buffer?

    /// The largest side Cairo's image surfaces accept.
    package static let maximumSide = 32767

    package init(width: Int, height: Int) throws(RenderError) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw .imageTooLarge(width: width, height: height)
        }
        pointer = try Self.checked(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        WorkMeter.add(width * height, of: .surfacePixels)
        self.width = width
        self.height = height
        buffer = nil
    }

    /// A surface of `width` x `height` pixels over `buffer`, which must hold that many rows
    /// of at least `width * 4` bytes. The pixels are left as they are.
    package init(width: Int, height: Int, buffer: BandBufferPool.Buffer) throws(RenderError) {
        guard width > 0, height > 0, height <= buffer.rows,
              buffer.stride == Self.stride(forWidth: width)
        else {
            throw .imageTooLarge(width: width, height: height)
        }
        pointer = try Self.checked(cairo_image_surface_create_for_data(
            buffer.pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(buffer.stride)))
        WorkMeter.add(width * height, of: .surfacePixels)
        self.width = width
        self.height = height
        self.buffer = buffer
    }

    /// The premultiplied ARGB32 word Cairo stores for `color` painted over anything
    /// (`CAIRO_OPERATOR_SOURCE`): what a surface cleared to `color` holds in every pixel.
    package static func word(for color: RGBAColor) throws(RenderError) -> UInt32 {
        let pixel = try ImageSurface(width: 1, height: 1)
        try DrawingContext(surface: pixel, scale: 1).clear(to: color)
        pixel.flush()
        guard let data = cairo_image_surface_get_data(pixel.pointer) else { throw .cairo("image surface has no data") }
        return UnsafeRawPointer(data).load(as: UInt32.self)
    }

    /// How many pixels `points` cover at `scale`, a partly covered pixel included.
    package static func pixels(_ points: Double, scale: Double) -> Int {
        Int((points * scale).rounded(.up))
    }

    /// Cairo's row stride for ARGB32 surfaces `width` pixels wide.
    package static func stride(forWidth width: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    }

    private static func checked(_ surface: OpaquePointer?) throws(RenderError) -> OpaquePointer {
        guard let surface else { throw .cairo("cairo_image_surface_create returned nothing") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(CairoStatus.message(status))
        }
        return surface
    }

    /// A surface holding the straight RGBA `image`, converted to the premultiplied,
    /// native-endian ARGB32 Cairo wants.
    package convenience init(straight image: RGBAImage) throws(RenderError) {
        try self.init(width: image.width, height: image.height)
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        guard let data = cairo_image_surface_get_data(pointer) else { throw .cairo("image surface has no data") }
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let o = (y * width + x) * 4
                    let a = UInt32(src[o + 3])
                    func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    row[x] = a << 24 | premultiplied(src[o]) << 16 | premultiplied(src[o + 1]) << 8 | premultiplied(src[o + 2])
                }
            }
        }
        cairo_surface_mark_dirty(pointer)
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Finishes pending drawing so the pixels can be read (`cairo_surface_flush`).
    package func flush() {
        cairo_surface_flush(pointer)
    }

    /// The pixels converted to straight (un-premultiplied) RGBA. Flushes the surface first
    /// and honours its stride; ARGB32 is premultiplied and native-endian.
    package func straightImage() -> RGBAImage {
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        guard let data = cairo_image_surface_get_data(pointer) else { return RGBAImage(validatedWidth: 0, height: 0, pixels: []) }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let argb = row[x]
                    let a = argb >> 24
                    let o = (y * width + x) * 4
                    dst[o + 3] = UInt8(a)
                    guard a != 0 else { continue }
                    dst[o] = Self.unpremultiply((argb >> 16) & 0xFF, a)
                    dst[o + 1] = Self.unpremultiply((argb >> 8) & 0xFF, a)
                    dst[o + 2] = Self.unpremultiply(argb & 0xFF, a)
                }
            }
        }
        return RGBAImage(validatedWidth: width, height: height, pixels: out)
    }

    /// The raw premultiplied ARGB32 words, row after row without padding.
    package func argbWords() -> [UInt32] {
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        guard let data = cairo_image_surface_get_data(pointer) else { return [] }
        var words = [UInt32](repeating: 0, count: width * height)
        words.withUnsafeMutableBytes { destination in
            guard let base = destination.baseAddress else { return }
            for y in 0..<height {
                (base + y * width * 4).copyMemory(from: data + y * stride, byteCount: width * 4)
            }
        }
        return words
    }

    /// The surface encoded as PNG straight from Cairo's premultiplied pixels
    /// (`PNGCodec.PNGEncoder`, libdeflate), after `cairo_surface_flush`.
    package func pngData(compression: PNGCompression = .default) throws(RenderError) -> [UInt8] {
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        guard let data = cairo_image_surface_get_data(pointer) else { throw .cairo("image surface has no data") }
        do {
            return try PNGEncoder.encode(width: width, height: height,
                                         premultipliedARGB32: UnsafeRawBufferPointer(start: data, count: stride * height),
                                         stride: stride, compression: compression)
        } catch {
            throw .badImage(error.description)
        }
    }

    private static func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 {
        UInt8(min(255, (c * 255 + a / 2) / a))
    }
}
