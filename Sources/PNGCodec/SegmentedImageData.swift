/// Builds a PNG's zlib stream in independent segments of rows, compressed on all cores by
/// ``ScanlineDeflater`` and joined byte-aligned into one stream.
///
/// Segment boundaries depend only on the image size, never on the number of cores, so the
/// output is the same on every machine. Each segment re-filters the rows before it that
/// fall inside deflate's 32 KiB window, so its matches may reach back across the boundary
/// as a single-threaded encoder's would.
enum SegmentedImageData {
    /// Filtered bytes per segment, about.
    static let segmentBytes = 1 << 20

    /// The zlib stream for rows that `fillRow` produces (called from several threads at
    /// once, each row possibly more than once) from `source`.
    static func zlibStream(
        width: Int, height: Int, bytesPerPixel: Int, strategy: ScanlineFilter.Strategy, source: SourceRows,
        fillRow: (_ y: Int, _ row: UnsafeMutablePointer<UInt8>) -> Void
    ) -> [UInt8] {
        let rowLength = width * bytesPerPixel + 1
        let rowsPerSegment = max(1, segmentBytes / rowLength)
        let segmentCount = (height + rowsPerSegment - 1) / rowsPerSegment
        let segments = ConcurrentMap.map(count: segmentCount) { index in
            let first = index * rowsPerSegment
            return Segment(
                rows: first..<min(height, first + rowsPerSegment), width: width,
                bytesPerPixel: bytesPerPixel, strategy: strategy, isFinal: index == segmentCount - 1,
                source: source, fillRow: fillRow)
        }

        var stream: [UInt8] = [0x78, 0x5E]
        stream.reserveCapacity(segments.reduce(6) { $0 + $1.compressed.count })
        var adler: UInt32 = 1
        for segment in segments {
            stream.append(contentsOf: segment.compressed)
            adler = Adler32.combine(adler, segment.adler, secondCount: segment.filteredCount)
        }
        stream.append(contentsOf: [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)])
        return stream
    }

    /// One segment's deflate blocks, and the Adler-32 and length of its filtered bytes.
    struct Segment {
        var compressed: [UInt8] = []
        var adler: UInt32 = 1
        var filteredCount = 0

        init(
            rows: Range<Int>, width: Int, bytesPerPixel: Int, strategy: ScanlineFilter.Strategy, isFinal: Bool,
            source: SourceRows, fillRow: (_ y: Int, _ row: UnsafeMutablePointer<UInt8>) -> Void
        ) {
            let rowBytes = width * bytesPerPixel
            let rowLength = rowBytes + 1
            let historyRows = min(rows.lowerBound, (DeflateAlphabet.window + rowLength - 1) / rowLength)
            let bufferRows = historyRows + rows.count
            var filtered = FilteredRows(rowCount: bufferRows, rowBytes: rowBytes, bytesPerPixel: bytesPerPixel)
            filtered.fill(firstRow: rows.lowerBound - historyRows, strategy: strategy, source: source, fillRow: fillRow)

            let start = historyRows * rowLength
            filteredCount = rows.count * rowLength
            var writer = DeflateBitWriter(reservingCapacity: filteredCount / 16)
            let workspace = DeflateWorkspace()
            filtered.bytes.withUnsafeBufferPointer { bytes in
                filtered.verticalDistances.withUnsafeBufferPointer { vertical in
                    guard let base = bytes.baseAddress, let hints = vertical.baseAddress else { return }
                    adler = Adler32.checksum(UnsafeRawBufferPointer(start: base + start, count: filteredCount))
                    ScanlineDeflater.compress(
                        data: base, start: start, end: bytes.count, rowLength: rowLength,
                        bytesPerPixel: bytesPerPixel, verticalDistance: hints, isFinal: isFinal,
                        workspace: workspace, into: &writer)
                }
            }
            compressed = writer.bytes
        }
    }
}
