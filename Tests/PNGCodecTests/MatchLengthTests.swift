import CPixelPacking
import Testing

/// The deflater's match length (`bubbles_match_length`, sixteen bytes per SSE2 compare, then
/// eight, then one) against a plain loop: the first difference at every offset around the
/// vector and word boundaries, overlapping copies one pixel back, and limits that end inside
/// a vector.
@Suite("Match length")
struct MatchLengthTests {
    @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 100, 257, 258])
    func firstDifferenceIsFound(limit: Int) {
        for difference in 0...(limit + 1) {
            var bytes = [UInt8](repeating: 5, count: 2 * 300)
            if difference < 300 { bytes[300 + difference] = 6 }
            let length = bytes.withUnsafeBufferPointer { buffer in
                bubbles_match_length(buffer.baseAddress! + 300, buffer.baseAddress!, limit)
            }
            #expect(length == min(difference, limit), "difference at \(difference), limit \(limit)")
        }
    }

    @Test func overlappingRunOnePixelBack() {
        // R, G, B repeated, then a different pixel: a match at distance 3 reads bytes it is
        // itself made of.
        var bytes = (0..<120).map { UInt8([10, 20, 30][$0 % 3]) }
        bytes[101] = 99
        let length = bytes.withUnsafeBufferPointer { buffer in
            bubbles_match_length(buffer.baseAddress! + 3, buffer.baseAddress!, 117)
        }
        let expected = (3..<120).prefix { bytes[$0] == bytes[$0 - 3] }.count
        #expect(length == expected)
        #expect(length == 98)
    }
}
