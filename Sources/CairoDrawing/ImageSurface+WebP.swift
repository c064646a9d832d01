internal import CCairoPango
import WebPCodec

extension ImageSurface {
    /// The surface encoded as WebP (`WebPCodec.WebPEncoder`, libwebp) straight from Cairo's
    /// premultiplied pixels, after `cairo_surface_flush`.
    ///
    /// - Throws: `RenderError.badImage(_:)` for a surface wider or taller than WebP allows
    ///   (`WebPEncoder.maximumSide`) or when libwebp fails.
    package func webpData(quality: WebPQuality = .lossless) throws(RenderError) -> [UInt8] {
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        guard let data = cairo_image_surface_get_data(pointer) else { throw .cairo("image surface has no data") }
        do {
            return try WebPEncoder.encode(width: width, height: height,
                                          premultipliedARGB32: UnsafeRawBufferPointer(start: data, count: stride * height),
                                          stride: stride, quality: quality)
        } catch {
            throw .badImage(error.description)
        }
    }
}
