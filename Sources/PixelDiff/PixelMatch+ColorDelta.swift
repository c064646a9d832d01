/// The YIQ colour metric and white blending, evaluated with exactly the operations
/// (and operation order) of pixelmatch's `colorDelta`, `blend` and `rgb2y/i/q`, so the
/// Double results are bit-identical to the JavaScript ones.
extension PixelMatch {

    /// Squared YIQ distance between the pixels at byte offset `pos` of `img1` and `img2`
    /// (pixelmatch's `colorDelta` magnitude). Callers skip byte-identical pixels, for which
    /// pixelmatch returns 0.
    @inline(__always)
    static func colorDelta(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ pos: Int) -> Double {
        var r1 = Double(img1[pos])
        var g1 = Double(img1[pos &+ 1])
        var b1 = Double(img1[pos &+ 2])
        let a1 = img1[pos &+ 3]
        var r2 = Double(img2[pos])
        var g2 = Double(img2[pos &+ 1])
        var b2 = Double(img2[pos &+ 2])
        let a2 = img2[pos &+ 3]

        if a1 < 255 {
            let a = Double(a1) / 255
            r1 = blend(r1, a)
            g1 = blend(g1, a)
            b1 = blend(b1, a)
        }
        if a2 < 255 {
            let a = Double(a2) / 255
            r2 = blend(r2, a)
            g2 = blend(g2, a)
            b2 = blend(b2, a)
        }

        let y = rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// Luma (Y) of the pixel at byte offset `pos` after blending over white; the difference
    /// of two of these is pixelmatch's brightness-only `colorDelta(..., yOnly = true)`.
    @inline(__always)
    static func brightness(_ img: UnsafePointer<UInt8>, _ pos: Int) -> Double {
        var r = Double(img[pos])
        var g = Double(img[pos &+ 1])
        var b = Double(img[pos &+ 2])
        let alpha = img[pos &+ 3]
        if alpha < 255 {
            let a = Double(alpha) / 255
            r = blend(r, a)
            g = blend(g, a)
            b = blend(b, a)
        }
        return rgb2y(r, g, b)
    }

    /// Blends a channel value with white at opacity `a` (0...1): `255 + (c - 255) * a`.
    @inline(__always)
    static func blend(_ c: Double, _ a: Double) -> Double {
        255 + (c - 255) * a
    }

    @inline(__always)
    static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always)
    static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always)
    static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}
