/// A ``DeflateBitWriter`` inside room reserved ahead (``DeflateBitWriter/withReservedRoom(for:_:)``):
/// bits least significant first, each complete 32-bit word stored without a check.
struct ReservedBitWriter {
    /// The start of the writer's bytes.
    let base: UnsafeMutableRawPointer
    private(set) var written: Int
    private(set) var pending: UInt64
    private(set) var pendingCount: Int

    init(base: UnsafeMutableRawPointer, written: Int, pending: UInt64, pendingCount: Int) {
        self.base = base
        self.written = written
        self.pending = pending
        self.pendingCount = pendingCount
    }

    /// Appends the low `count` bits of `bits` (at most 32).
    @inline(__always)
    mutating func write(_ bits: UInt32, count: Int) {
        pending |= UInt64(bits) &<< UInt64(truncatingIfNeeded: pendingCount)
        pendingCount &+= count
        if pendingCount >= 32 {
            base.storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, toByteOffset: written, as: UInt32.self)
            written &+= 4
            pending &>>= 32
            pendingCount &-= 32
        }
    }
}
