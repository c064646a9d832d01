import CCairoPango

/// A PNG decoder this project did not write: libpng, through Cairo's
/// `cairo_image_surface_create_from_png_stream`, which checks every chunk CRC and the zlib
/// stream's Adler-32.
enum LibPNGOracle {
    /// The bytes still to be handed to libpng.
    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// The file's pixels as straight RGBA, premultiplied and back as Cairo stores them (so
    /// pixels with alpha below 255 carry Cairo's rounding), or the Cairo status name when
    /// libpng refuses the file.
    static func decode(_ file: [UInt8]) -> Result<(width: Int, height: Int, premultipliedRGBA: [UInt8]), OracleError> {
        let reader = Reader(file)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
                let count = Int(length)
                guard reader.bytes.count - reader.offset >= count else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return }
                    data.update(from: base + reader.offset, count: count)
                }
                reader.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { return .failure(OracleError(String(cString: cairo_status_to_string(status)))) }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        guard let data = cairo_image_surface_get_data(surface) else { return .failure(OracleError("no pixel data")) }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
                let i = (y * width + x) * 4
                rgba[i] = UInt8(truncatingIfNeeded: word >> 16)
                rgba[i + 1] = UInt8(truncatingIfNeeded: word >> 8)
                rgba[i + 2] = UInt8(truncatingIfNeeded: word)
                rgba[i + 3] = hasAlpha ? UInt8(truncatingIfNeeded: word >> 24) : 255
            }
        }
        return .success((width, height, rgba))
    }

    /// `rgba` premultiplied with Cairo's rounding, as `decode` returns a file of those pixels.
    static func premultiplied(_ rgba: [UInt8]) -> [UInt8] {
        var out = rgba
        for i in stride(from: 0, to: out.count, by: 4) {
            let a = UInt32(out[i + 3])
            for c in 0..<3 {
                let t = UInt32(out[i + c]) * a + 0x80
                out[i + c] = UInt8((t + (t >> 8)) >> 8)
            }
        }
        return out
    }

    struct OracleError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
