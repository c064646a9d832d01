extension PNGEncoder {
    /// Encodes Cairo `CAIRO_FORMAT_ARGB32` pixels directly: premultiplied alpha, each pixel a
    /// native-endian 32-bit word `A << 24 | R << 16 | G << 8 | B`, rows `stride` bytes apart.
    ///
    /// Colours are un-premultiplied row by row while filtering, exactly as Cairo's own
    /// `cairo_surface_write_to_png` does (`(c * 255 + a / 2) / a`, fully transparent pixels
    /// become 0, 0, 0, 0), so no RGBA copy of the image is needed. Call
    /// `cairo_surface_flush` before taking the pixels. Compresses with
    /// `libdeflate_zlib_compress` and checksums with `libdeflate_crc32`.
    ///
    /// - Parameters:
    ///   - width: pixels per row, at least 1.
    ///   - height: rows, at least 1.
    ///   - pixels: the surface data (`cairo_image_surface_get_data`); only
    ///     read during the call. At least `stride * (height - 1) + width * 4` bytes.
    ///   - stride: bytes from one row to the next (`cairo_image_surface_get_stride`),
    ///     at least `width * 4`.
    ///   - compression: speed against size; see ``PNGCompression``.
    /// - Returns: the complete PNG file (RGB when every pixel is opaque, else RGBA).
    /// - Throws: ``PNGError/invalidDimensions(width:height:)``,
    ///   ``PNGError/invalidStride(stride:minimum:)``,
    ///   ``PNGError/pixelBufferSize(expectedBytes:actualBytes:)``,
    ///   ``PNGError/outOfMemory`` or ``PNGError/compressionFailed``.
    public static func encode(
        width: Int, height: Int, premultipliedARGB32 pixels: UnsafeRawBufferPointer, stride: Int,
        compression: PNGCompression = .default
    ) throws(PNGError) -> [UInt8] {
        let rowBytes = try checkedSize(width: width, height: height, bytesPerPixel: 4).rowBytes
        guard stride >= rowBytes else { throw .invalidStride(stride: stride, minimum: rowBytes) }
        let (rowsBefore, overflow1) = stride.multipliedReportingOverflow(by: height - 1)
        let (needed, overflow2) = rowsBefore.addingReportingOverflow(rowBytes)
        guard !overflow1, !overflow2 else { throw .invalidDimensions(width: width, height: height) }
        guard pixels.count >= needed, let base = pixels.baseAddress else {
            throw .pixelBufferSize(expectedBytes: needed, actualBytes: pixels.count)
        }

        let rows = SourceRows(base: base, firstRow: 0, stride: stride, rowBytes: rowBytes)
        let hasAlpha = !isOpaqueARGB32(base, width: width, height: height, stride: stride)
        return try encodeRows(
            width: width, height: height, hasAlpha: hasAlpha, compression: compression, source: rows,
            fillRow: argb32RowConverter(rows, width: width, hasAlpha: hasAlpha))
    }

    /// Writes row `y` of Cairo ARGB32 `rows` as R, G, B bytes (alpha dropped), counting the
    /// bytes equal to the byte one pixel before as it goes, or as un-premultiplied R, G, B, A
    /// bytes (not counted).
    static func argb32RowConverter(_ rows: SourceRows, width: Int, hasAlpha: Bool) -> FilteredRows.RowFiller {
        if hasAlpha {
            return { y, row in
                Unpremultiply.table.withUnsafeBufferPointer { table in
                    guard let lookup = table.baseAddress else { return }
                    PixelPacking.unpremultiply(count: width, from: rows.row(y), into: row, table: lookup)
                }
                return nil
            }
        }
        return { y, row in
            PixelPacking.packRGB(argb32: rows.row(y), count: width, into: row)
        }
    }

    /// Encodes Cairo ARGB32 pixels held in an array; see the `UnsafeRawBufferPointer`
    /// overload, which this calls.
    public static func encode(
        width: Int, height: Int, premultipliedARGB32 pixels: [UInt8], stride: Int,
        compression: PNGCompression = .default
    ) throws(PNGError) -> [UInt8] {
        let result = pixels.withUnsafeBytes { raw in
            Result { () throws(PNGError) -> [UInt8] in
                try encode(width: width, height: height, premultipliedARGB32: raw, stride: stride, compression: compression)
            }
        }
        return try result.get()
    }

    /// Whether every ARGB32 pixel has alpha 255: one AND over each row's words.
    static func isOpaqueARGB32(_ base: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = base + y * stride
            var all: UInt32 = 0xFFFF_FFFF
            for x in 0..<width {
                all &= row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            }
            if all >> 24 != 0xFF { return false }
        }
        return true
    }
}
