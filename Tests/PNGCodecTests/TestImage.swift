/// Synthetic straight-RGBA images for the round-trip tests.
enum TestImage {
    /// A deterministic image: smooth gradients, flat areas and, unless `opaque`, alphas
    /// from 0 to 255 (including 0 and 255).
    static func make(width: Int, height: Int, opaque: Bool, seed: Int = 1) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var state = UInt32(truncatingIfNeeded: seed &* 2_654_435_761 &+ 12345)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let i = (y * width + x) * 4
                let flat = (x / 4 + y / 3) % 3 == 0
                pixels[i] = flat ? 30 : UInt8(truncatingIfNeeded: x * 7 + y)
                pixels[i + 1] = flat ? 132 : UInt8(truncatingIfNeeded: y * 11 + Int(state >> 28))
                pixels[i + 2] = flat ? 254 : UInt8(truncatingIfNeeded: state >> 24)
                pixels[i + 3] = opaque ? 255 : [0, 255, 128, 1, 254, UInt8(truncatingIfNeeded: state >> 16)][(x + 2 * y) % 6]
            }
        }
        return pixels
    }

    /// Premultiplies straight RGBA into native-endian ARGB32 words, as Cairo stores them,
    /// with rows `stride` bytes apart (padding filled with 0xEE).
    static func argb32(fromRGBA rgba: [UInt8], width: Int, height: Int, stride: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0xEE, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let a = UInt32(rgba[i + 3])
                func premultiply(_ c: UInt8) -> UInt32 {
                    // Cairo's own rounding: t = c * a + 0x80; (t + (t >> 8)) >> 8.
                    let t = UInt32(c) * a + 0x80
                    return (t + (t >> 8)) >> 8
                }
                let word = a << 24 | premultiply(rgba[i]) << 16 | premultiply(rgba[i + 1]) << 8 | premultiply(rgba[i + 2])
                withUnsafeBytes(of: word) { bytes in
                    for k in 0..<4 { out[y * stride + x * 4 + k] = bytes[k] }
                }
            }
        }
        return out
    }

    /// What Cairo's PNG writer makes of a premultiplied sample `c` at alpha `a`.
    static func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 {
        a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
    }
}
