/// One LZ77 token packed in 32 bits: a literal byte (0...255), or a match with bit 31 set,
/// `length - 3` in bits 16...23 and `distance - 1` in bits 0...14.
enum DeflateToken {
    @inline(__always)
    static func literal(_ byte: UInt8) -> UInt32 { UInt32(byte) }

    @inline(__always)
    static func match(length: Int, distance: Int) -> UInt32 {
        0x8000_0000 | UInt32(truncatingIfNeeded: length - 3) << 16 | UInt32(truncatingIfNeeded: distance - 1)
    }

    @inline(__always)
    static func isMatch(_ token: UInt32) -> Bool { token & 0x8000_0000 != 0 }

    @inline(__always)
    static func lengthOffset(_ token: UInt32) -> Int { Int((token >> 16) & 0xFF) }

    @inline(__always)
    static func distanceOffset(_ token: UInt32) -> Int { Int(token & 0x7FFF) }
}
