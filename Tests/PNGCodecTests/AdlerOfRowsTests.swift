import Testing
@testable import PNGCodec

/// The Adler-32 of filtered rows adds rows that repeat the one above (Up and zeros) by
/// arithmetic, without reading them.
@Suite("PNG: Adler-32 of filtered rows")
struct AdlerOfRowsTests {
    @Test(arguments: [(rowLength: 3511, rows: 40), (rowLength: 70_001, rows: 5), (rowLength: 1, rows: 9)])
    func upZeroRowsCountAsTheirBytesWithoutBeingRead(rowLength: Int, rows: Int) throws {
        var random = SystemRandomNumberGenerator()
        var stored = (0..<rowLength * rows).map { _ in UInt8.random(in: 0...255, using: &random) }
        let upZero = (0..<rows).map { $0 % 3 != 1 && $0 != rows - 1 }
        var written = stored
        for row in 0..<rows where upZero[row] {
            written[row * rowLength] = ScanlineFilter.up.rawValue
            for index in row * rowLength + 1 ..< (row + 1) * rowLength { written[index] = 0 }
            // What the buffer holds there is never read: garbage instead of the row.
            stored[row * rowLength] = 0xAB
        }
        let expected = written.withUnsafeBytes { Adler32.checksum($0) }
        let computed = try stored.withUnsafeBytes { bytes in
            try upZero.withUnsafeBufferPointer { marks in
                Adler32.checksum(rows: try #require(bytes.baseAddress), rowLength: rowLength, count: rows,
                                 upZero: try #require(marks.baseAddress))
            }
        }
        #expect(computed == expected)
    }
}
