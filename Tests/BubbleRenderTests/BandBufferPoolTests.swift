import CairoDrawing
import Dispatch
import Testing

/// The band buffers a page is drawn in: made only when a band needs one, never more than the
/// pool's count at once, and handed back filled with the background.
@Suite("Band buffer pool")
struct BandBufferPoolTests {
    private static let background: UInt32 = 0xFF12_3456

    private func pixels(of buffer: BandBufferPool.Buffer) -> [UInt32] {
        Array(UnsafeBufferPointer(start: buffer.pixels.assumingMemoryBound(to: UInt32.self), count: buffer.stride * buffer.rows / 4))
    }

    @Test func oneBandAtATimeUsesOneBuffer() {
        let pool = BandBufferPool(count: 3, stride: 64, rows: 4, background: Self.background)
        let first = pool.take()
        #expect(pixels(of: first).allSatisfy { $0 == Self.background })
        first.pixels.storeBytes(of: 7, as: UInt32.self)
        pool.give(first)
        let second = pool.take()
        #expect(second === first)
        #expect(pixels(of: second).allSatisfy { $0 == Self.background })
        // Every buffer back before the pool goes: Dispatch stops a process that releases a
        // semaphore below its initial value.
        pool.give(second)
    }

    @Test func bandsInFlightGetTheirOwnBuffersUpToTheCount() {
        let pool = BandBufferPool(count: 3, stride: 64, rows: 4, background: Self.background)
        let taken = (0..<3).map { _ in pool.take() }
        #expect(Set(taken.map(ObjectIdentifier.init)).count == 3)
        #expect(taken.allSatisfy { pixels(of: $0).allSatisfy { $0 == Self.background } })
        // A fourth band waits until one of the three comes back, and gets that one.
        let fourth = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var waited: BandBufferPool.Buffer?
        DispatchQueue.global().async {
            waited = pool.take()
            fourth.signal()
        }
        #expect(fourth.wait(timeout: .now() + .milliseconds(200)) == .timedOut)
        pool.give(taken[1])
        #expect(fourth.wait(timeout: .now() + .seconds(10)) == .success)
        #expect(waited === taken[1])
        for buffer in [taken[0], taken[2], waited].compactMap({ $0 }) { pool.give(buffer) }
    }
}
