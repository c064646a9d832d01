/// A fast PNG writer.
///
/// - Writes 8-bit RGBA (colour type 6), or 8-bit RGB (colour type 2) when every pixel is
///   opaque; never interlaced; no ancillary chunks.
/// - Scanline filters are chosen row by row as ``PNGCompression`` describes: repeated rows
///   get Up, flat rows stay unfiltered, the others get libpng's heuristic (smallest sum of
///   absolute signed bytes over None, Sub, Up, Average, Paeth).
/// - Opaque images are detected with one AND over the alpha bytes before filtering.
/// - The image data is compressed by `SegmentedImageData` on all cores (or, for
///   ``PNGCompression/best``, by `libdeflate_zlib_compress` in one piece) and stored in
///   `IDAT` chunks of at most 1 MiB, each with its CRC-32 (`libdeflate_crc32`).
/// - Deterministic: the same pixels and compression give the same bytes.
public enum PNGEncoder {
    /// Largest `IDAT` data length written.
    static let maxChunkData = 1 << 20

    /// Encodes straight (not premultiplied) 8-bit RGBA pixels.
    ///
    /// Compresses as `compression` says (our own deflate encoder, or libdeflate for
    /// ``PNGCompression/best``) and checksums with `libdeflate_crc32`.
    ///
    /// - Parameters:
    ///   - width: pixels per row, at least 1.
    ///   - height: rows, at least 1.
    ///   - rgba: exactly `width * height * 4` bytes, R G B A, rows without padding.
    ///   - compression: speed against size; see ``PNGCompression``.
    /// - Returns: the complete PNG file.
    /// - Throws: ``PNGError/invalidDimensions(width:height:)``,
    ///   ``PNGError/pixelBufferSize(expectedBytes:actualBytes:)``,
    ///   ``PNGError/outOfMemory`` or ``PNGError/compressionFailed``.
    public static func encode(
        width: Int, height: Int, rgba: [UInt8], compression: PNGCompression = .default
    ) throws(PNGError) -> [UInt8] {
        let rowBytes = try checkedSize(width: width, height: height, bytesPerPixel: 4).rowBytes
        let (expected, _) = rowBytes.multipliedReportingOverflow(by: height)
        guard rgba.count == expected else {
            throw .pixelBufferSize(expectedBytes: expected, actualBytes: rgba.count)
        }
        let result = rgba.withUnsafeBytes { source in
            Result { () throws(PNGError) -> [UInt8] in
                guard let base = source.baseAddress else { throw PNGError.invalidDimensions(width: width, height: height) }
                let opaque = isOpaqueRGBA(base, count: width * height)
                let rows = SourceRows(base: base, firstRow: 0, stride: rowBytes, rowBytes: rowBytes)
                if opaque {
                    return try encodeRows(width: width, height: height, hasAlpha: false, compression: compression, source: rows) { y, row in
                        let source = base + y * rowBytes
                        PixelPacking.packRGB(count: width, into: row) { x in
                            UInt32(littleEndian: source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)) & 0xFF_FFFF
                        }
                        return nil
                    }
                }
                return try encodeRows(width: width, height: height, hasAlpha: true, compression: compression, source: rows) { y, row in
                    UnsafeMutableRawPointer(row).copyMemory(from: base + y * rowBytes, byteCount: rowBytes)
                    return nil
                }
            }
        }
        return try result.get()
    }

    /// Whether every alpha byte of `count` RGBA pixels is 255: one AND over 32-bit words.
    static func isOpaqueRGBA(_ base: UnsafeRawPointer, count: Int) -> Bool {
        var all: UInt32 = 0xFFFF_FFFF
        var offset = 0
        let end = count * 4
        while offset < end {
            all &= base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            offset += 4
        }
        // Byte 3 of each pixel is alpha, whatever the machine's byte order.
        return UInt32(littleEndian: all) >> 24 == 0xFF
    }

    /// Validates a size and returns the bytes per unfiltered row (`width * bytesPerPixel`).
    static func checkedSize(width: Int, height: Int, bytesPerPixel: Int) throws(PNGError) -> (rowBytes: Int, imageBytes: Int) {
        guard width >= 1, height >= 1, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw .invalidDimensions(width: width, height: height)
        }
        let (rowBytes, rowOverflow) = width.multipliedReportingOverflow(by: bytesPerPixel)
        let (imageBytes, imageOverflow) = (rowOverflow ? 0 : rowBytes + 1).multipliedReportingOverflow(by: height)
        guard !rowOverflow, !imageOverflow else { throw .invalidDimensions(width: width, height: height) }
        return (rowBytes, imageBytes)
    }

    /// Filters, compresses and wraps rows that `fillRow` produces as 8-bit RGB
    /// (`hasAlpha == false`) or RGBA.
    ///
    /// - Parameters:
    ///   - source: the caller's rows, compared to find rows that repeat the row above.
    ///   - fillRow: writes row `y`'s `width * (3 or 4)` raw bytes to the pointer. It is
    ///     called from several threads at once, and may be called more than once per row.
    static func encodeRows(
        width: Int, height: Int, hasAlpha: Bool, compression: PNGCompression, source: SourceRows,
        fillRow: FilteredRows.RowFiller
    ) throws(PNGError) -> [UInt8] {
        let bytesPerPixel = hasAlpha ? 4 : 3
        _ = try checkedSize(width: width, height: height, bytesPerPixel: bytesPerPixel)
        let compressed: [UInt8]
        if let level = compression.libdeflateLevel {
            compressed = try libdeflateStream(
                width: width, height: height, bytesPerPixel: bytesPerPixel,
                level: level, strategy: compression.filterStrategy, source: source, fillRow: fillRow)
        } else {
            compressed = SegmentedImageData.zlibStream(
                layout: SegmentLayout(width: width, height: height, bytesPerPixel: bytesPerPixel),
                strategy: compression.filterStrategy, source: source, fillRow: fillRow)
        }
        return file(width: width, height: height, hasAlpha: hasAlpha, zlibStream: compressed)
    }

    /// The PNG file around an image's zlib stream.
    static func file(width: Int, height: Int, hasAlpha: Bool, zlibStream: [UInt8]) -> [UInt8] {
        var ihdr = [UInt8](repeating: 0, count: 13)
        ihdr.withUnsafeMutableBufferPointer { header in
            guard let base = header.baseAddress else { return }
            BigEndian.store(UInt32(width), at: base)
            BigEndian.store(UInt32(height), at: base + 4)
        }
        ihdr[8] = 8
        ihdr[9] = hasAlpha ? PNGColorType.rgba.rawValue : PNGColorType.rgb.rawValue
        return PNGChunkWriter.file(header: ihdr, imageData: zlibStream, maxChunkData: maxChunkData)
    }

    /// The zlib stream of all rows filtered into one buffer and compressed in one piece by
    /// `libdeflate_zlib_compress` at `level`.
    private static func libdeflateStream(
        width: Int, height: Int, bytesPerPixel: Int, level: Int,
        strategy: ScanlineFilter.Strategy, source: SourceRows,
        fillRow: FilteredRows.RowFiller
    ) throws(PNGError) -> [UInt8] {
        var rows = FilteredRows(rowCount: height, rowBytes: width * bytesPerPixel, bytesPerPixel: bytesPerPixel)
        rows.fill(firstRow: 0, strategy: strategy, source: source, fillRow: fillRow)
        return try ZlibCompressor(level: level).compressed(rows.bytes)
    }
}
