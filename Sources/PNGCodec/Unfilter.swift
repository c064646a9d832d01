/// Reverses the five PNG scanline filters (PNG specification, section 9).
enum Unfilter {
    /// Reconstructs one scanline in place.
    ///
    /// - Parameters:
    ///   - filter: the row's filter-type byte; 0 ... 4 are valid.
    ///   - row: `count` filtered bytes, replaced by the reconstructed bytes.
    ///   - previous: the reconstructed previous row of the same pass (`count` bytes), or `nil`
    ///     for the first row, which is filtered against zeros.
    ///   - distance: bytes per complete pixel, rounded up to 1.
    ///   - scanline: index of the row in the image data, for the error message.
    /// - Throws: ``PNGError/invalidFilterType(_:row:)``.
    ///
    /// Never inlined, on purpose: Sub, Average and Paeth read `row[i - distance]`, which the
    /// same loop has just written, so the vectoriser guards its vector loops with an overlap
    /// check. Inlined into the decoder's row loop, LLVM (Swift 6.3) hoists that check out of
    /// the row loop and evaluates it at that loop's largest possible trip count (from the
    /// `scanline` overflow check, about `Int.max`), times the row stride it wraps, and
    /// whenever `rowBytes + 1` is even the check passes: the vector loop then reads stale
    /// left bytes (wrong RGB, grey and palette pixels in release builds only). Here the
    /// check covers one row, and a call per row costs nothing measurable.
    @inline(never)
    static func apply(
        filter: UInt8, row: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>?,
        count: Int, distance: Int, scanline: Int
    ) throws(PNGError) {
        let head = min(distance, count)
        switch filter {
        case 0:
            return
        case 1:
            sub(row, count: count, distance: distance)
        case 2:
            guard let previous else { return }
            for i in 0..<count {
                row[i] &+= previous[i]
            }
        case 3:
            if let previous {
                for i in 0..<head {
                    row[i] &+= previous[i] >> 1
                }
                var i = head
                while i < count {
                    row[i] &+= UInt8(truncatingIfNeeded: (UInt16(row[i - distance]) + UInt16(previous[i])) >> 1)
                    i += 1
                }
            } else {
                var i = head
                while i < count {
                    row[i] &+= row[i - distance] >> 1
                    i += 1
                }
            }
        case 4:
            if let previous {
                for i in 0..<head {
                    row[i] &+= previous[i]
                }
                var i = head
                while i < count {
                    row[i] &+= paeth(row[i - distance], previous[i], previous[i - distance])
                    i += 1
                }
            } else {
                // Paeth(a, 0, 0) is a: the same as Sub.
                sub(row, count: count, distance: distance)
            }
        default:
            throw .invalidFilterType(Int(filter), row: scanline)
        }
    }

    private static func sub(_ row: UnsafeMutablePointer<UInt8>, count: Int, distance: Int) {
        var i = distance
        while i < count {
            row[i] &+= row[i - distance]
            i += 1
        }
    }

    /// The Paeth predictor of `a` (left), `b` (above) and `c` (above left).
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int16(a), ib = Int16(b), ic = Int16(c)
        let pa = abs(ib - ic)
        let pb = abs(ia - ic)
        let pc = abs(ia + ib - 2 * ic)
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }
}
