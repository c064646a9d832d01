internal import CLibDeflate

extension Adler32 {
    /// Adler-32 of `count` filtered rows of `rowLength` bytes from `rows`, where the rows
    /// `upZero` marks hold the Up filter's byte followed by zeros (a row that repeats the one
    /// above): those are added to the checksum by arithmetic, without being read. The other
    /// rows are read in runs by `libdeflate_adler32`.
    static func checksum(rows: UnsafeRawPointer, rowLength: Int, count: Int, upZero: UnsafePointer<Bool>) -> UInt32 {
        var adler: UInt32 = 1
        var runStart = 0
        for row in 0...count {
            guard row == count || upZero[row] else { continue }
            if row > runStart {
                adler = libdeflate_adler32(adler, rows + runStart * rowLength, (row - runStart) * rowLength)
            }
            if row < count { adler = addingUpZeroRow(to: adler, rowLength: rowLength) }
            runStart = row + 1
        }
        return adler
    }

    /// `adler` continued over one byte 2 (the Up filter) and `rowLength - 1` zeros: the first
    /// sum gains 2, and the second gains the new first sum once per byte.
    static func addingUpZeroRow(to adler: UInt32, rowLength: Int) -> UInt32 {
        let modulus = UInt64(65521)
        let a = (UInt64(adler & 0xFFFF) + UInt64(ScanlineFilter.up.rawValue)) % modulus
        let b = (UInt64(adler >> 16) + UInt64(rowLength) % modulus * a) % modulus
        return UInt32(b << 16 | a)
    }
}
