/// Packs bits into bytes the way deflate does: least significant bit first.
///
/// Each complete 32-bit word is one store (by ``ReservedBitWriter``) into a buffer grown ahead
/// of it, not four appends that each check the array's capacity and uniqueness;
/// ``withReservedRoom(for:_:)`` checks them once for many words.
struct DeflateBitWriter {
    /// The bytes written, then spare room.
    private var storage: [UInt8]
    private var written = 0
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(reservingCapacity capacity: Int) {
        var none: [UInt8] = []
        self.init(reservingCapacity: capacity, reusing: &none)
    }

    /// A writer with room for `capacity` bytes, in `room`'s memory (taken, leaving it empty).
    init(reservingCapacity capacity: Int, reusing room: inout [UInt8]) {
        storage = []
        swap(&storage, &room)
        if storage.count < max(capacity, 64) {
            storage.append(contentsOf: repeatElement(0, count: max(capacity, 64) - storage.count))
        }
    }

    /// Hands the writer's memory over, for the next writer to reuse.
    mutating func releaseStorage() -> [UInt8] {
        var released: [UInt8] = []
        swap(&released, &storage)
        return released
    }

    /// Complete bytes written so far.
    var bytes: [UInt8] {
        Array(storage[..<written])
    }

    /// Appends the low `count` bits of `bits` (at most 32): block headers and the like; a
    /// block's tokens go through ``withReservedRoom(for:_:)``.
    mutating func write(_ bits: UInt32, count: Int) {
        withReservedRoom(for: 4) { $0.write(bits, count: count) }
    }

    /// Runs `body` with a writer into room for `byteCount` more bytes, reserved once, so
    /// that the words it completes are stored without checking the room or the array's
    /// uniqueness; `body` must write no more than `byteCount` bytes.
    mutating func withReservedRoom(for byteCount: Int, _ body: (inout ReservedBitWriter) -> Void) {
        reserve(byteCount + 8)
        var state = (written: written, pending: pending, pendingCount: pendingCount)
        storage.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var bits = ReservedBitWriter(base: base, written: state.written, pending: state.pending, pendingCount: state.pendingCount)
            body(&bits)
            state = (bits.written, bits.pending, bits.pendingCount)
        }
        (written, pending, pendingCount) = state
    }

    /// Pads with zero bits up to the next byte boundary.
    mutating func alignToByte() {
        while pendingCount > 0 {
            reserve(1)
            storage[written] = UInt8(truncatingIfNeeded: pending)
            written += 1
            pending >>= 8
            pendingCount = max(0, pendingCount - 8)
        }
    }

    /// Appends whole bytes; the writer must be byte-aligned.
    mutating func append(_ raw: UnsafeRawBufferPointer) {
        precondition(pendingCount == 0, "unaligned byte append")
        reserve(raw.count)
        let range = written..<(written + raw.count)
        storage.withUnsafeMutableBytes { UnsafeMutableRawBufferPointer(rebasing: $0[range]).copyMemory(from: raw) }
        written = range.upperBound
    }

    /// Room for `count` more bytes.
    @inline(__always)
    private mutating func reserve(_ count: Int) {
        if written + count > storage.count { grow(by: count) }
    }

    /// At least doubles the buffer.
    private mutating func grow(by count: Int) {
        storage.append(contentsOf: repeatElement(0, count: max(storage.count, count)))
    }
}
