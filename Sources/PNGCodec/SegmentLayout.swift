/// How an image's rows are split into the segments that are compressed independently.
///
/// Boundaries depend only on the image size, never on the number of cores, so the output is
/// the same on every machine. Each segment re-filters the rows before it that fall inside
/// deflate's 32 KiB window, so its matches may reach back across the boundary as a
/// single-threaded encoder's would; filtering the first of those needs one more row above.
struct SegmentLayout: Sendable {
    /// Filtered bytes per segment, about.
    static let segmentBytes = 1 << 20

    let width: Int
    let height: Int
    let bytesPerPixel: Int
    /// Filtered bytes per row, filter byte included.
    let rowLength: Int
    let rowsPerSegment: Int
    let segmentCount: Int

    init(width: Int, height: Int, bytesPerPixel: Int) {
        self.width = width
        self.height = height
        self.bytesPerPixel = bytesPerPixel
        rowLength = width * bytesPerPixel + 1
        rowsPerSegment = max(1, Self.segmentBytes / rowLength)
        segmentCount = (height + rowsPerSegment - 1) / rowsPerSegment
    }

    /// The rows segment `index` compresses.
    func rows(ofSegment index: Int) -> Range<Int> {
        let first = index * rowsPerSegment
        return first..<min(height, first + rowsPerSegment)
    }

    /// How many rows before segment `index` it filters again as history.
    func historyRows(ofSegment index: Int) -> Int {
        min(index * rowsPerSegment, (DeflateAlphabet.window + rowLength - 1) / rowLength)
    }

    /// Every row segment `index` reads: its own, its history, and the row above those.
    func rowsRead(bySegment index: Int) -> Range<Int> {
        let rows = rows(ofSegment: index)
        return max(0, rows.lowerBound - historyRows(ofSegment: index) - 1)..<rows.upperBound
    }
}
