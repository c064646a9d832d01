import CPixelPacking
import Testing

/// The deflater's match length (`bubbles_match_length`, sixteen bytes per SSE2 compare, then
/// eight, then one; `bubbles_long_match_length`, 64 bytes a step with AVX2) against a plain
/// loop: the first difference at every offset around the vector and word boundaries,
/// overlapping copies one pixel back, and limits that end inside a vector; and which of 29
/// positions start four equal bytes (`bubbles_four_byte_matches`).
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

    @Test(arguments: [0, 1, 63, 64, 65, 127, 128, 200, 1000])
    func longComparisonsFindTheFirstDifference(limit: Int) {
        for difference in Set([0, 1, 31, 32, 33, 63, 64, 65, limit - 1, limit, limit + 1]) where difference >= 0 {
            var bytes = [UInt8](repeating: 5, count: 2 * 1100)
            if difference < 1100 { bytes[1100 + difference] = 6 }
            let length = bytes.withUnsafeBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return bubbles_long_match_length(base + 1100, base, limit)
            }
            #expect(length == min(difference, limit), "difference at \(difference), limit \(limit)")
        }
    }

    @Test func fourByteMatchesMarkWhereFourBytesRepeat() {
        var state: UInt32 = 3
        for distance in [1, 3, 4, 3511] {
            for _ in 0..<50 {
                // Two values only, so that runs of four equal bytes come and go.
                let bytes = (0..<(distance + 40)).map { _ -> UInt8 in
                    state = state &* 1_664_525 &+ 1_013_904_223
                    return state >> 31 == 0 ? 1 : 2
                }
                let mask = bytes.withUnsafeBufferPointer { buffer -> UInt32 in
                    guard let base = buffer.baseAddress else { return 0 }
                    return bubbles_four_byte_matches(base + distance, base)
                }
                var expected: UInt32 = 0
                for position in 0..<29 {
                    let repeats = (0..<4).allSatisfy { bytes[distance + position + $0] == bytes[position + $0] }
                    if repeats { expected |= UInt32(1) << UInt32(position) }
                }
                #expect(mask == expected, "distance \(distance)")
            }
        }
    }
}
