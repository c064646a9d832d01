/// Anti-aliasing detection after V. Vyšniauskas, "Anti-aliased Pixel and Intensity Slope
/// Detector" (2009), as implemented by pixelmatch.
extension PixelMatch {

    /// Whether the pixel at (`x1`, `y1`) of `img` looks like part of an anti-aliased edge.
    ///
    /// Among its (up to 8) neighbours, visited column by column as pixelmatch does, it must
    /// have at most two of equal brightness (an image border counts as one), at least one
    /// darker and one brighter; and the darkest or the brightest neighbour must have 3+
    /// identical neighbours of its own in *both* `img` and `other`.
    static func isAntialiased(
        _ img: UnsafePointer<UInt8>,
        x x1: Int, y y1: Int,
        width: Int, height: Int,
        other: UnsafePointer<UInt8>
    ) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0
        var maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        let centerWord = word(img, pos)
        let centerLuma = brightness(img, pos)

        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                defer { y &+= 1 }
                if x == x1 && y == y1 { continue }
                let pos2 = (y &* width &+ x) &* 4
                // Brightness delta between the centre pixel and this neighbour
                // (exactly 0 for byte-identical pixels, as in pixelmatch).
                let delta = word(img, pos2) == centerWord ? 0 : centerLuma - brightness(img, pos2)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                }
                // pixelmatch's `else if delta < min ... else if delta > max` chain: since
                // minDelta <= 0 <= maxDelta at all times, the three cases are mutually
                // exclusive, so they are written as independent selects (no unpredictable
                // branches on noisy images). Strict comparisons keep the first extreme found.
                let darker = delta < minDelta
                minDelta = darker ? delta : minDelta
                minX = darker ? x : minX
                minY = darker ? y : minY
                let brighter = delta > maxDelta
                maxDelta = brighter ? delta : maxDelta
                maxX = brighter ? x : maxX
                maxY = brighter ? y : maxY
            }
            x &+= 1
        }

        // Needs both a darker and a brighter neighbour.
        if minDelta == 0 || maxDelta == 0 { return false }

        return (hasManySiblings(img, x: minX, y: minY, width: width, height: height)
                && hasManySiblings(other, x: minX, y: minY, width: width, height: height))
            || (hasManySiblings(img, x: maxX, y: maxY, width: width, height: height)
                && hasManySiblings(other, x: maxX, y: maxY, width: width, height: height))
    }

    /// Whether the pixel at (`x1`, `y1`) has 3 or more byte-identical neighbours
    /// (an image border counts as one).
    static func hasManySiblings(
        _ img: UnsafePointer<UInt8>,
        x x1: Int, y y1: Int,
        width: Int, height: Int
    ) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let center = word(img, (y1 * width + x1) * 4)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0

        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                defer { y &+= 1 }
                if x == x1 && y == y1 { continue }
                if word(img, (y &* width &+ x) &* 4) == center { zeroes += 1 }
                if zeroes > 2 { return true }
            }
            x &+= 1
        }
        return false
    }
}
