internal import CCairoPango

/// Reads PNG files into bitmaps.
public enum PNGDecoder {
    /// Decodes PNG bytes with Cairo (`cairo_image_surface_create_from_png_stream`).
    public static func decode(_ bytes: [UInt8]) throws(RenderError) -> Bitmap {
        try surface(from: bytes).bitmap()
    }

    /// Decodes PNG bytes into a Cairo surface, premultiplied, ready to paint.
    static func surface(from bytes: [UInt8]) throws(RenderError) -> ImageSurface {
        guard ImageFile.format(of: bytes) == .png else { throw .cairo("not a PNG file") }
        let source = ByteSource(bytes)
        let surface = cairo_image_surface_create_from_png_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
            return source.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(source).toOpaque())
        return try ImageSurface(adopting: surface)
    }
}

/// Hands bytes to Cairo's stream readers in the pieces they ask for.
final class ByteSource {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - offset else { return false }
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            destination.update(from: base + offset, count: count)
        }
        offset += count
        return true
    }
}
