import CPixelPacking
import SeededRandom
import Testing

/// The C count of bytes equal to the byte one pixel to the left, which decides whether the
/// encoder leaves a row unfiltered: against a plain loop, on rows whose lengths end between
/// vectors and pass the 255 vectors after which the lane sums are flushed.
@Suite("Left-equal bytes")
struct LeftEqualBytesTests {
    @Test(arguments: [0, 1, 15, 16, 17, 255 * 16 - 1, 255 * 16, 255 * 16 + 33, 3510, 4680, 20_000], [3, 4])
    func countMatchesAPlainLoop(count: Int, distance: Int) {
        var random = SeededRandom(seed: UInt64(count * 10 + distance))
        // Few distinct values, so that many bytes equal their neighbour; a run of one value
        // longer than 255 vectors, where a lane overflowing its byte would show.
        var bytes = (0..<(distance + count)).map { _ in UInt8(random.next() % 3) }
        for index in (distance + count / 3)..<min(bytes.count, distance + count / 3 + 16 * 256) { bytes[index] = 7 }
        for index in 0..<distance { bytes[index] = 0 }
        let expected = (distance..<(distance + count)).count { bytes[$0] == bytes[$0 - distance] }
        let counted = bytes.withUnsafeBufferPointer { buffer in
            bubbles_count_left_equal(buffer.baseAddress! + distance, count, distance)
        }
        #expect(counted == expected)
    }
}
