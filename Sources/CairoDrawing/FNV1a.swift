/// 64-bit FNV-1a, the hash that tells font files apart in the render fingerprint and in the
/// cache of font configurations: quick, and the same from run to run.
package struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Feeds `bytes` into the hash.
    package mutating func combine(_ bytes: [UInt8]) {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
    }
}
