/// Consecutive filtered PNG rows (filter byte, then the row), with a hint per row for
/// ``ScanlineDeflater`` of where earlier the same bytes probably are.
struct FilteredRows {
    /// `rowCount * (rowBytes + 1)` filtered bytes.
    private(set) var bytes: [UInt8]
    /// Per row: how many bytes back a row with probably the same filtered bytes starts, or 0.
    private(set) var verticalDistances: [Int32]
    /// Per row: whether it repeats the row above, so that it was written as Up and zeros.
    private(set) var repeated: [Bool]
    let rowBytes: Int
    let bytesPerPixel: Int

    init(rowCount: Int, rowBytes: Int, bytesPerPixel: Int) {
        self.rowBytes = rowBytes
        self.bytesPerPixel = bytesPerPixel
        // Every byte is written by `fill`.
        bytes = [UInt8](unsafeUninitializedCapacity: rowCount * (rowBytes + 1)) { _, initialized in
            initialized = rowCount * (rowBytes + 1)
        }
        verticalDistances = [Int32](repeating: 0, count: rowCount)
        repeated = [Bool](repeating: false, count: rowCount)
    }

    /// Filters image rows `firstRow...` into all rows of the buffer.
    ///
    /// A row identical to the one above (by `source`) gets the Up filter (all zeros) without
    /// being converted; the others are converted by `fillRow` and
    /// filtered as `strategy` says. The hint of an unfiltered row points at the latest
    /// unfiltered row holding the same pixels as the row above it (unchanged rows in
    /// between keep it valid); the hint of a repeated row below another repeated row points
    /// one row back.
    mutating func fill(
        firstRow: Int, strategy: ScanlineFilter.Strategy, source: SourceRows,
        fillRow: (_ y: Int, _ row: UnsafeMutablePointer<UInt8>) -> Void
    ) {
        let rowLength = rowBytes + 1
        let distance = bytesPerPixel
        let rowCount = verticalDistances.count
        // Two raw rows, each after `distance` zero bytes ("left" of the first pixel).
        var raw = [UInt8](repeating: 0, count: 2 * (distance + rowBytes))
        var repeatedRows = [Bool](repeating: false, count: rowCount)
        raw.withUnsafeMutableBufferPointer { rawRows in
        bytes.withUnsafeMutableBufferPointer { output in
        verticalDistances.withUnsafeMutableBufferPointer { hints in
            guard let rawBase = rawRows.baseAddress, let out = output.baseAddress else { return }
            var current = rawBase + distance
            var previous = rawBase + 2 * distance + rowBytes
            if firstRow > 0 { fillRow(firstRow - 1, previous) }
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
                    fillRow(y, current)
                    ScanlineFilter.filter(
                        current: current, previous: previous, count: rowBytes, distance: distance,
                        strategy: strategy, output: row)
                    hints[index] = reference.map { Int32(clamping: (index - $0) * rowLength) } ?? 0
                    reference = row[0] == ScanlineFilter.none.rawValue ? index : nil
                    swap(&current, &previous)
                }
                previousRepeated = repeated
                repeatedRows[index] = repeated
            }
        }}}
        repeated = repeatedRows
    }
}
