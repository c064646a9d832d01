/// Consecutive filtered PNG rows (filter byte, then the row), with a hint per row for
/// ``ScanlineDeflater`` of where earlier the same bytes probably are.
struct FilteredRows {
    /// Writes image row `y`'s raw bytes to `row`; returns how many of them equal the byte one
    /// pixel before (zeros before the first pixel) when it counted them on the way, else nil.
    typealias RowFiller = (_ y: Int, _ row: UnsafeMutablePointer<UInt8>) -> Int?

    /// `rowCount * (rowBytes + 1)` filtered bytes.
    private(set) var bytes: [UInt8]
    /// Per row: how many bytes back a row with probably the same filtered bytes starts, or 0.
    private(set) var verticalDistances: [Int32]
    /// Per row: whether it repeats the row above, so that it was written as Up and zeros.
    private(set) var repeated: [Bool]
    let rowBytes: Int
    let bytesPerPixel: Int

    /// Room for `rowCount` rows.
    init(rowCount: Int, rowBytes: Int, bytesPerPixel: Int) {
        var none: [UInt8] = []
        self.init(rowCount: rowCount, rowBytes: rowBytes, bytesPerPixel: bytesPerPixel, reusing: &none)
    }

    /// Room for `rowCount` rows, in `room`'s memory (taken, leaving it empty) when it has
    /// enough; its bytes are all overwritten by ``fill(firstRow:strategy:source:fillRow:finishedRow:)``.
    init(rowCount: Int, rowBytes: Int, bytesPerPixel: Int, reusing room: inout [UInt8]) {
        self.rowBytes = rowBytes
        self.bytesPerPixel = bytesPerPixel
        let count = rowCount * (rowBytes + 1)
        if room.capacity >= count {
            bytes = []
            swap(&bytes, &room)
            if bytes.count > count {
                bytes.removeLast(bytes.count - count)
            } else {
                bytes.append(contentsOf: repeatElement(0, count: count - bytes.count))
            }
        } else {
            // Every byte is written by `fill`.
            bytes = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        }
        verticalDistances = [Int32](repeating: 0, count: rowCount)
        repeated = [Bool](repeating: false, count: rowCount)
    }

    /// Hands the filtered bytes' memory over, for the next rows to reuse.
    mutating func releaseBytes() -> [UInt8] {
        var released: [UInt8] = []
        swap(&released, &bytes)
        return released
    }

    /// Filters image rows `firstRow...` into all rows of the buffer.
    ///
    /// A row identical to the one above (by `source`) gets the Up filter (all zeros) without
    /// being converted. The others are converted by `fillRow` straight into their place in
    /// the output; a row `strategy` leaves unfiltered stays there as it is, and the others are
    /// copied out and filtered back as `strategy` says. The hint of an unfiltered row points
    /// at the latest unfiltered row holding the same pixels as the row above it (unchanged
    /// rows in between keep it valid); the hint of a repeated row below another repeated row
    /// points one row back.
    ///
    /// `finishedRow` is called with each of `source`'s rows once it is read for the last time.
    mutating func fill(
        firstRow: Int, strategy: ScanlineFilter.Strategy, source: SourceRows,
        fillRow: FilteredRows.RowFiller,
        finishedRow: ((_ y: Int) -> Void)? = nil
    ) {
        let rowLength = rowBytes + 1
        let distance = bytesPerPixel
        let rowCount = verticalDistances.count
        // Two raw rows for filtering, each after `distance` zero bytes ("left" of the first pixel).
        var raw = [UInt8](repeating: 0, count: 2 * (distance + rowBytes))
        var repeatedRows = [Bool](repeating: false, count: rowCount)
        raw.withUnsafeMutableBufferPointer { rawRows in
        bytes.withUnsafeMutableBufferPointer { output in
        verticalDistances.withUnsafeMutableBufferPointer { hints in
            guard let rawBase = rawRows.baseAddress, let out = output.baseAddress else { return }
            let buffers = (rawBase + distance, rawBase + 2 * distance + rowBytes)
            // The raw bytes of the row above: in a buffer, or where an unfiltered row was written.
            var previous = buffers.1
            if firstRow > 0 { _ = fillRow(firstRow - 1, previous) }
            var reference: Int?
            var previousRepeated = false
            for index in 0..<rowCount {
                let y = firstRow + index
                let row = out + index * rowLength
                let repeated = y > 0 && source.repeatsPrevious(y)
                if repeated {
                    // `previous` already holds this row's bytes.
                    row[0] = ScanlineFilter.up.rawValue
                    (row + 1).update(repeating: 0, count: rowBytes)
                    hints[index] = previousRepeated ? Int32(rowLength) : 0
                } else {
                    let equalToLeft = fillRow(y, row + 1)
                    if ScanlineFilter.leavesUnfiltered(
                        row + 1, count: rowBytes, distance: distance, strategy: strategy, equalToLeft: equalToLeft) {
                        row[0] = ScanlineFilter.none.rawValue
                        previous = row + 1
                    } else {
                        // Filters read the `distance` bytes before both rows: both go to buffers.
                        if previous != buffers.0 && previous != buffers.1 {
                            buffers.1.update(from: previous, count: rowBytes)
                            previous = buffers.1
                        }
                        let current = previous == buffers.0 ? buffers.1 : buffers.0
                        current.update(from: row + 1, count: rowBytes)
                        ScanlineFilter.filter(
                            current: current, previous: previous, count: rowBytes, distance: distance,
                            strategy: strategy, output: row)
                        previous = current
                    }
                    hints[index] = reference.map { Int32(clamping: (index - $0) * rowLength) } ?? 0
                    reference = row[0] == ScanlineFilter.none.rawValue ? index : nil
                }
                previousRepeated = repeated
                repeatedRows[index] = repeated
                if let finishedRow, y > source.firstRow { finishedRow(y - 1) }
            }
            if let finishedRow, rowCount > 0 { finishedRow(firstRow + rowCount - 1) }
        }}}
        repeated = repeatedRows
    }
}
