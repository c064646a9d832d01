import Dispatch
import Synchronization

/// A few reusable pixel buffers for drawing an image band by band while earlier bands are
/// still being encoded on other threads. ``take()`` waits until a buffer is free, so at
/// most `count` bands are in flight and memory stays a few bands' worth, whatever the
/// image's height. Buffers come back filled with the background, so the drawing thread
/// does not have to clear them: the encoding threads do it as they read them. A buffer is made
/// (allocated and filled) when a band first needs it, not with the pool, so the first band
/// is drawn, and its encoding begins, before the other buffers exist.
package final class BandBufferPool: Sendable {
    /// One band's ARGB32 pixels, `stride` bytes a row; owned, freed in `deinit`.
    package final class Buffer: @unchecked Sendable {
        // Sendable by hand-off: the pool gives a buffer to one user at a time.
        package let pixels: UnsafeMutableRawPointer
        package let stride: Int
        package let rows: Int

        package init(stride: Int, rows: Int) {
            self.stride = stride
            self.rows = rows
            pixels = .allocate(byteCount: stride * rows, alignment: 64)
        }

        deinit {
            pixels.deallocate()
        }

        /// Sets every pixel to `word`.
        package func fill(with word: UInt32) {
            pixels.bindMemory(to: UInt32.self, capacity: stride * rows / 4).update(repeating: word, count: stride * rows / 4)
        }
    }

    /// The buffers given back and not taken again.
    private let free: Mutex<[Buffer]>
    private let available: DispatchSemaphore
    private let background: UInt32
    private let stride: Int
    private let rows: Int

    /// Up to `count` buffers of `rows` rows, `stride` bytes each, filled with the ARGB32 word
    /// `background`.
    package init(count: Int, stride: Int, rows: Int, background: UInt32) {
        free = Mutex([])
        available = DispatchSemaphore(value: count)
        self.background = background
        self.stride = stride
        self.rows = rows
    }

    /// Whether this pool's buffers serve bands of `rows` rows, `stride` bytes each, on
    /// `background`: the next page of a conversation usually reuses the pool of the last.
    package func fits(stride: Int, rows: Int, background: UInt32) -> Bool {
        self.stride == stride && self.rows >= rows && self.background == background
    }

    /// A free buffer filled with the background, waiting for one to be given back if needed.
    package func take() -> Buffer {
        available.wait()
        // Past the semaphore with none given back: fewer than `count` exist, so make one.
        if let given = free.withLock({ $0.popLast() }) { return given }
        let made = Buffer(stride: stride, rows: rows)
        made.fill(with: background)
        return made
    }

    /// Hands `buffer` back for the next band, filled with the background again: here, unless
    /// `isRefilled` says its user already did (see `PNGBandEncoder`, which refills each row
    /// as it reads it for the last time).
    package func give(_ buffer: Buffer, isRefilled: Bool = false) {
        if !isRefilled { buffer.fill(with: background) }
        free.withLock { $0.append(buffer) }
        available.signal()
    }
}
