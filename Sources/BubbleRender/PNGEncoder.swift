/// Writes bitmaps as PNG files.
public enum PNGEncoder {
    /// Encodes straight RGBA pixels as PNG with Cairo (`cairo_surface_write_to_png_stream`).
    public static func encode(_ bitmap: Bitmap) throws(RenderError) -> [UInt8] {
        try ImageSurface(bitmap: bitmap).pngData()
    }
}
