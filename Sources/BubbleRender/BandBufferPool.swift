import Dispatch
import Synchronization

/// A few reusable pixel buffers for drawing an image band by band while earlier bands are
/// still being encoded on other threads. ``take()`` waits until a buffer is free, so at
/// most `count` bands are in flight and memory stays a few bands' worth, whatever the
/// image's height.
final class BandBufferPool: Sendable {
    /// One band's ARGB32 pixels, `stride` bytes a row; owned, freed in `deinit`.
    final class Buffer: @unchecked Sendable {
        // Sendable by hand-off: the pool gives a buffer to one user at a time.
        let pixels: UnsafeMutableRawPointer
        let stride: Int
        let rows: Int

        init(stride: Int, rows: Int) {
            self.stride = stride
            self.rows = rows
            pixels = .allocate(byteCount: stride * rows, alignment: 64)
        }

        deinit {
            pixels.deallocate()
        }
    }

    private let free: Mutex<[Buffer]>
    private let available: DispatchSemaphore

    /// `count` buffers of `rows` rows, `stride` bytes each.
    init(count: Int, stride: Int, rows: Int) {
        free = Mutex((0..<count).map { _ in Buffer(stride: stride, rows: rows) })
        available = DispatchSemaphore(value: count)
    }

    /// A free buffer, waiting for one to be given back if needed.
    func take() -> Buffer {
        available.wait()
        return free.withLock { $0.removeLast() }
    }

    /// Hands `buffer` back for the next band.
    func give(_ buffer: Buffer) {
        free.withLock { $0.append(buffer) }
        available.signal()
    }
}
