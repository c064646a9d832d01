/// Pieces of the encoder that `scripts/bench` measures on their own.
extension PNGEncoder {
    /// The filtered scanlines (filter byte and row, row after row) that `compression` would
    /// compress for Cairo ARGB32 pixels of an opaque image, written as RGB.
    package static func filteredScanlines(
        width: Int, height: Int, premultipliedARGB32 pixels: UnsafeRawPointer, stride: Int, compression: PNGCompression
    ) -> [UInt8] {
        let source = SourceRows(base: pixels, firstRow: 0, stride: stride, rowBytes: width * 4)
        var rows = FilteredRows(rowCount: height, rowBytes: width * 3, bytesPerPixel: 3)
        rows.fill(firstRow: 0, strategy: compression.filterStrategy, source: source,
                  fillRow: argb32RowConverter(source, width: width, hasAlpha: false))
        return rows.bytes
    }

    /// `bytes` compressed as one zlib stream by `libdeflate_zlib_compress` at `level`.
    package static func libdeflateZlib(_ bytes: [UInt8], level: Int) throws(PNGError) -> [UInt8] {
        try ZlibCompressor(level: level).compressed(bytes)
    }
}
