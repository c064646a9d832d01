internal import CLibDeflate

/// The Adler-32 checksum that ends a zlib stream (RFC 1950), computed by `libdeflate_adler32`.
enum Adler32 {
    private static let modulus: UInt64 = 65521

    /// Adler-32 of `bytes` (1 for none).
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return 1 }
        return libdeflate_adler32(1, base, bytes.count)
    }

    /// The Adler-32 of two byte strings one after the other, from the checksum of each and
    /// the length of the second.
    static func combine(_ first: UInt32, _ second: UInt32, secondCount: Int) -> UInt32 {
        let a1 = UInt64(first & 0xFFFF), b1 = UInt64(first >> 16)
        let a2 = UInt64(second & 0xFFFF), b2 = UInt64(second >> 16)
        let length = UInt64(secondCount) % modulus
        // a = a1 + a2 - 1; b = b1 + b2 + length * (a1 - 1), all modulo 65521.
        let a = (a1 + a2 + modulus - 1) % modulus
        let b = (b1 + b2 + length * ((a1 + modulus - 1) % modulus)) % modulus
        return UInt32(b << 16 | a)
    }
}
