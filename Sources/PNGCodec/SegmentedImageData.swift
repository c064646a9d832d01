/// A PNG's zlib stream built from independent segments of rows (see ``SegmentLayout``),
/// compressed by ``ScanlineDeflater`` and joined byte-aligned into one stream.
enum SegmentedImageData {
    /// The zlib stream for rows that `fillRow` produces from `source`, segments compressed on
    /// all cores (`fillRow` is called from several threads at once, each row possibly more
    /// than once).
    static func zlibStream(
        layout: SegmentLayout, strategy: ScanlineFilter.Strategy, source: SourceRows,
        fillRow: FilteredRows.RowFiller
    ) -> [UInt8] {
        let segments = ConcurrentMap.map(count: layout.segmentCount) { index in
            Segment(index: index, layout: layout, strategy: strategy, source: source, fillRow: fillRow)
        }
        return zlibStream(joining: segments)
    }

    /// One zlib stream from all segments of an image, in order.
    static func zlibStream(joining segments: [Segment]) -> [UInt8] {
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
    struct Segment: Sendable {
        let compressed: [UInt8]
        let adler: UInt32
        let filteredCount: Int

        /// Compresses segment `index`; `source` must hold at least
        /// `layout.rowsRead(bySegment: index)`. `finishedRow` gets each row of `source` once
        /// it is read for the last time.
        init(
            index: Int, layout: SegmentLayout, strategy: ScanlineFilter.Strategy, source: SourceRows,
            fillRow: FilteredRows.RowFiller,
            finishedRow: ((_ y: Int) -> Void)? = nil
        ) {
            let rows = layout.rows(ofSegment: index)
            let historyRows = layout.historyRows(ofSegment: index)
            var scratch = SegmentScratch.take()
            var filtered = FilteredRows(
                rowCount: historyRows + rows.count, rowBytes: layout.rowLength - 1, bytesPerPixel: layout.bytesPerPixel,
                reusing: &scratch.filtered)
            filtered.fill(firstRow: rows.lowerBound - historyRows, strategy: strategy, source: source,
                          fillRow: fillRow, finishedRow: finishedRow)

            let start = historyRows * layout.rowLength
            let count = rows.count * layout.rowLength
            var adler: UInt32 = 1
            var writer = DeflateBitWriter(reservingCapacity: count / 16, reusing: &scratch.output)
            let workspace = scratch.workspace
            filtered.bytes.withUnsafeBufferPointer { bytes in
                filtered.verticalDistances.withUnsafeBufferPointer { vertical in
                filtered.repeated.withUnsafeBufferPointer { repeated in
                    guard let base = bytes.baseAddress, let hints = vertical.baseAddress, let repeats = repeated.baseAddress else { return }
                    adler = Adler32.checksum(rows: base + start, rowLength: layout.rowLength, count: rows.count,
                                             upZero: repeats + historyRows)
                    ScanlineDeflater.compress(
                        data: base, start: start, end: bytes.count, rowLength: layout.rowLength,
                        bytesPerPixel: layout.bytesPerPixel, verticalDistance: hints, repeatedRows: repeats,
                        isFinal: index == layout.segmentCount - 1, workspace: workspace, into: &writer)
                }}
            }
            compressed = writer.bytes
            scratch.filtered = filtered.releaseBytes()
            scratch.output = writer.releaseStorage()
            SegmentScratch.give(scratch)
            self.adler = adler
            filteredCount = count
        }
    }
}
