/// Packs bits into bytes the way deflate does: least significant bit first.
struct DeflateBitWriter {
    /// Complete bytes written so far.
    private(set) var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends the low `count` bits of `bits` (at most 32).
    @inline(__always)
    mutating func write(_ bits: UInt32, count: Int) {
        pending |= UInt64(bits) << UInt64(pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            let word = UInt32(truncatingIfNeeded: pending)
            bytes.append(UInt8(truncatingIfNeeded: word))
            bytes.append(UInt8(truncatingIfNeeded: word >> 8))
            bytes.append(UInt8(truncatingIfNeeded: word >> 16))
            bytes.append(UInt8(truncatingIfNeeded: word >> 24))
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Pads with zero bits up to the next byte boundary.
    mutating func alignToByte() {
        while pendingCount > 0 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount = max(0, pendingCount - 8)
        }
    }

    /// Appends whole bytes; the writer must be byte-aligned.
    mutating func append(_ raw: UnsafeRawBufferPointer) {
        precondition(pendingCount == 0, "unaligned byte append")
        bytes.append(contentsOf: raw)
    }
}
