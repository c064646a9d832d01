import CPixelPacking
import SeededRandom
import Testing

/// The C test of how many bytes equal the byte one pixel to the left, which decides whether
/// the encoder leaves a row unfiltered: against a plain loop's count, on rows whose lengths
/// end between vectors, for thresholds on both sides of the count and at the ends, where the
/// C code stops early.
@Suite("Left-equal bytes")
struct LeftEqualBytesTests {
    @Test(arguments: [0, 1, 15, 16, 17, 255 * 16 - 1, 255 * 16, 255 * 16 + 33, 3510, 4680, 20_000], [3, 4])
    func answerMatchesAPlainLoop(count: Int, distance: Int) {
        var random = SeededRandom(seed: UInt64(count * 10 + distance))
        // Few distinct values, so that many bytes equal their neighbour; a run of one value
        // over 256 vectors, where a lane overflowing its byte would show.
        var bytes = (0..<(distance + count)).map { _ in UInt8(random.next() % 3) }
        for index in (distance + count / 3)..<min(bytes.count, distance + count / 3 + 16 * 256) { bytes[index] = 7 }
        for index in 0..<distance { bytes[index] = 0 }
        let expected = (distance..<(distance + count)).count { bytes[$0] == bytes[$0 - distance] }
        let thresholds = Set([0, 1, expected - 1, expected, expected + 1, (count + 1) / 2, count, count + 1].filter { $0 >= 0 })
        for enough in thresholds.sorted() {
            let answer = bytes.withUnsafeBufferPointer { buffer in
                bubbles_left_equal_at_least(buffer.baseAddress! + distance, count, distance, enough)
            }
            #expect(answer == (expected >= enough), "at least \(enough) of \(count), \(expected) equal")
        }
    }
}
