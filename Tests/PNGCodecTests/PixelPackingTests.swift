import Testing
@testable import PNGCodec

/// The ARGB32 → RGB packing of opaque rows (`CPixelPacking`'s AVX2 shuffle, eight pixels a
/// step with a 32-byte store, then the SSSE3 one, four a step with a 16-byte store, then the
/// scalar tail) at every width the steps' bounds can meet.
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
}
