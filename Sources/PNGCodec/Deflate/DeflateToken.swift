/// One LZ77 token packed in 32 bits: a literal byte (0...255), or a match with bit 31 set,
/// `length - 3` in bits 16...23 and `distance - 1` in bits 0...14.
///
/// A run of identical matches (a flat stretch of pixels, a row of zeros) is two entries: a
/// run marker, bit 30 set and the number of matches in bits 0...29, then the match once.
enum DeflateToken {
    @inline(__always)
    static func literal(_ byte: UInt8) -> UInt32 { UInt32(byte) }

    @inline(__always)
    static func match(length: Int, distance: Int) -> UInt32 {
        0x8000_0000 | UInt32(truncatingIfNeeded: length - 3) << 16 | UInt32(truncatingIfNeeded: distance - 1)
    }

    /// The marker before a match that stands for `count` identical matches in a row.
    @inline(__always)
    static func run(count: Int) -> UInt32 { 0x4000_0000 | UInt32(truncatingIfNeeded: count) }

    @inline(__always)
    static func isMatch(_ token: UInt32) -> Bool { token & 0x8000_0000 != 0 }

    @inline(__always)
    static func isRun(_ token: UInt32) -> Bool { token & 0x4000_0000 != 0 }

    @inline(__always)
    static func runCount(_ token: UInt32) -> Int { Int(token & 0x3FFF_FFFF) }

    @inline(__always)
    static func lengthOffset(_ token: UInt32) -> Int { Int((token >> 16) & 0xFF) }

    @inline(__always)
    static func distanceOffset(_ token: UInt32) -> Int { Int(token & 0x7FFF) }
}
