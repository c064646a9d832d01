/// Reading and writing the big-endian integers of the PNG format.
enum BigEndian {
    /// The big-endian `UInt32` at `offset`; the caller guarantees `offset + 4 <= bytes.count`.
    static func uint32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// The big-endian `UInt16` at `offset`; the caller guarantees `offset + 2 <= bytes.count`.
    static func uint16(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    /// Stores `value` big-endian at `pointer[0...3]`.
    static func store(_ value: UInt32, at pointer: UnsafeMutablePointer<UInt8>) {
        pointer[0] = UInt8(truncatingIfNeeded: value >> 24)
        pointer[1] = UInt8(truncatingIfNeeded: value >> 16)
        pointer[2] = UInt8(truncatingIfNeeded: value >> 8)
        pointer[3] = UInt8(truncatingIfNeeded: value)
    }
}
