import Testing
@testable import PNGCodec

/// The ARGB32 → RGB packing of opaque rows (`CPixelPacking`'s AVX2 shuffle, eight pixels a
/// step with a 32-byte store, then the SSSE3 one, four a step with a 16-byte store, then the
/// scalar tail) at every width the steps' bounds can meet, and the count of bytes equal to
/// the byte one pixel before that it returns, which decides whether a row stays unfiltered.
@Suite("Pixel packing")
struct PixelPackingTests {
    @Test(arguments: Array(1...30) + [1169, 1170, 1171, 1172])
    func argbRowsBecomeRGBBytesAndNothingPastThem(width: Int) {
        let source: [UInt32] = (0..<width).map { x in 0xFF00_0000 | UInt32(truncatingIfNeeded: x &* 2_654_435_761) & 0x00FF_FFFF }
        let expected = source.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }
        let guardBytes = 16
        var output = [UInt8](repeating: 0xA5, count: width * 3 + guardBytes)
        source.withUnsafeBytes { pixels in
            output.withUnsafeMutableBufferPointer { bytes in
                guard let pixels = pixels.baseAddress, let bytes = bytes.baseAddress else { return }
                PixelPacking.packRGB(argb32: pixels, count: width, into: bytes)
            }
        }
        #expect(Array(output.prefix(width * 3)) == expected)
        #expect(output.suffix(guardBytes).allSatisfy { $0 == 0xA5 })
    }

    @Test(arguments: Array(1...30) + [1169, 1170, 1171, 1172])
    func countsTheBytesEqualToTheByteOnePixelBefore(width: Int) {
        // Few channel values, so that many bytes equal their left neighbour; zeros in the
        // first pixel, which count against the zeros before it.
        let values: [UInt32] = [0, 0x40, 0xFF]
        var state: UInt32 = UInt32(width)
        let source: [UInt32] = (0..<width).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return 0xFF00_0000 | values[Int(state >> 28) % 3] << 16 | values[Int(state >> 24) % 3] << 8 | values[Int(state >> 20) % 3]
        }
        var output = [UInt8](repeating: 0, count: width * 3 + 16)
        let counted = source.withUnsafeBytes { pixels in
            output.withUnsafeMutableBufferPointer { bytes -> Int in
                guard let pixels = pixels.baseAddress, let bytes = bytes.baseAddress else { return -1 }
                return PixelPacking.packRGB(argb32: pixels, count: width, into: bytes)
            }
        }
        let row = Array(output.prefix(width * 3))
        let expected = row.indices.count { row[$0] == ($0 >= 3 ? row[$0 - 3] : 0) }
        #expect(counted == expected)
        // The filter choice from the count is the one from reading the row.
        row.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            let strategy = ScanlineFilter.Strategy.flatRowsUnfilteredElseMinimumSum
            #expect(ScanlineFilter.leavesUnfiltered(base, count: row.count, distance: 3, strategy: strategy, equalToLeft: counted)
                    == ScanlineFilter.leavesUnfiltered(base, count: row.count, distance: 3, strategy: strategy))
        }
    }
}
