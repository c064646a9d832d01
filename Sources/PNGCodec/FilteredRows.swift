/// Consecutive filtered PNG rows (filter byte, then the row), with a hint per row for
/// ``ScanlineDeflater`` of where earlier the same bytes probably are.
struct FilteredRows {
    /// `rowCount * (rowBytes + 1)` filtered bytes.
    private(set) var bytes: [UInt8]
    /// Per row: how many bytes back a row with probably the same filtered bytes starts, or 0.
    private(set) var verticalDistances: [Int32]
    let rowBytes: Int
    let bytesPerPixel: Int

    init(rowCount: Int, rowBytes: Int, bytesPerPixel: Int) {
        self.rowBytes = rowBytes
        self.bytesPerPixel = bytesPerPixel
        bytes = [UInt8](repeating: 0, count: rowCount * (rowBytes + 1))
        verticalDistances = [Int32](repeating: 0, count: rowCount)
    }

    /// Filters image rows `firstRow...` into all rows of the buffer.
    ///
    /// A row identical to the one above gets the Up filter (all zeros); the others are
    /// filtered as `strategy` says. The hint of an unfiltered row points at the latest
    /// unfiltered row holding the same pixels as the row above it (unchanged rows in
    /// between keep it valid); the hint of a repeated row below another repeated row points
    /// one row back.
    mutating func fill(firstRow: Int, strategy: ScanlineFilter.Strategy, fillRow: (_ y: Int, _ row: UnsafeMutablePointer<UInt8>) -> Void) {
        let rowLength = rowBytes + 1
        let distance = bytesPerPixel
        let rowCount = verticalDistances.count
        // Two raw rows, each after `distance` zero bytes ("left" of the first pixel).
        var raw = [UInt8](repeating: 0, count: 2 * (distance + rowBytes))
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
                fillRow(firstRow + index, current)
                let row = out + index * rowLength
                let repeated = firstRow + index > 0 && Self.equal(current, previous, count: rowBytes)
                if repeated {
                    row[0] = ScanlineFilter.up.rawValue
                    (row + 1).update(repeating: 0, count: rowBytes)
                    hints[index] = previousRepeated ? Int32(rowLength) : 0
                } else {
                    ScanlineFilter.filter(
                        current: current, previous: previous, count: rowBytes, distance: distance,
                        strategy: strategy, output: row)
                    hints[index] = reference.map { Int32(clamping: (index - $0) * rowLength) } ?? 0
                    reference = row[0] == ScanlineFilter.none.rawValue ? index : nil
                }
                previousRepeated = repeated
                swap(&current, &previous)
            }
        }}}
    }

    private static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        let left = UnsafeRawPointer(a), right = UnsafeRawPointer(b)
        var offset = 0
        while offset + 8 <= count {
            if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        while offset < count {
            if a[offset] != b[offset] { return false }
            offset += 1
        }
        return true
    }
}
