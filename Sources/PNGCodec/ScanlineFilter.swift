internal import CPixelPacking

/// Chooses and applies PNG scanline filters when encoding (PNG specification, section 9).
enum ScanlineFilter: UInt8, Sendable, Hashable {
    case none = 0
    case sub = 1
    case up = 2
    case average = 3
    case paeth = 4

    /// How a filter is picked for each row.
    ///
    /// "Flat" rows are rows in which at least half of the bytes equal the byte one pixel to
    /// the left: solid fills, and text or bubble edges on a solid background. Measured on
    /// rendered chat screenshots, leaving those rows unfiltered gives deflate exact repeats
    /// of glyphs and colours to match and makes files 10 to 20 % smaller than libpng's
    /// adaptive filtering; on photographs almost no row is flat, so they are filtered as usual.
    enum Strategy: Sendable, Hashable {
        /// The same filter for every row.
        case fixed(ScanlineFilter)
        /// libpng's heuristic: the filter whose output has the smallest sum of absolute
        /// values, reading each byte as a signed number. Ties go to the lower filter type.
        case minimumSumOfAbsolutes
        /// Flat rows unfiltered, the others by ``minimumSumOfAbsolutes``.
        case flatRowsUnfilteredElseMinimumSum
    }

    /// Whether `strategy` leaves a row unfiltered whatever the row above holds: always with
    /// `.fixed(.none)`, and when it is flat with ``Strategy/flatRowsUnfilteredElseMinimumSum``.
    /// Reads only the row's `count` bytes (its first pixel's left neighbour counts as zeros),
    /// so the row can be tested where it was written, in the filtered output; or, when given
    /// `equalToLeft` (how many of them equal the byte `distance` before, counted while the
    /// row was written), none.
    static func leavesUnfiltered(
        _ row: UnsafePointer<UInt8>, count: Int, distance: Int, strategy: Strategy, equalToLeft: Int? = nil
    ) -> Bool {
        switch strategy {
        case let .fixed(filter):
            return filter == .none
        case .minimumSumOfAbsolutes:
            return false
        case .flatRowsUnfilteredElseMinimumSum:
            // Flat: at least half of the bytes equal the byte one pixel to the left, counted while
            // the row was packed, or here in C with SSE2, which stops as soon as that is
            // decided, mostly half-way along.
            let enough = (count + 1) / 2
            if let equalToLeft { return equalToLeft >= enough }
            let lead = min(distance, count)
            let zeros = (0..<lead).count { row[$0] == 0 }
            return zeros >= enough || bubbles_left_equal_at_least(row + lead, count - lead, distance, enough - zeros)
        }
    }

    /// Filters one row that ``leavesUnfiltered(_:count:distance:strategy:)`` did not leave
    /// unfiltered and writes the filter-type byte followed by `count` filtered bytes to
    /// `output`: flat rows are already decided, so the flat strategy filters as
    /// ``Strategy/minimumSumOfAbsolutes`` does.
    ///
    /// - Parameters:
    ///   - current: the row's raw bytes; the `distance` bytes before it must be zero.
    ///   - previous: the previous row's raw bytes (zeros for the first row); the `distance`
    ///     bytes before it must be zero.
    ///   - distance: bytes per pixel (3 or 4 here).
    static func filter(
        current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, distance: Int,
        strategy: Strategy, output: UnsafeMutablePointer<UInt8>
    ) {
        let chosen: ScanlineFilter
        switch strategy {
        case let .fixed(filter):
            chosen = filter
        case .minimumSumOfAbsolutes, .flatRowsUnfilteredElseMinimumSum:
            chosen = cheapest(current: current, previous: previous, count: count, distance: distance)
        }
        output[0] = chosen.rawValue
        apply(chosen, current: current, previous: previous, count: count, distance: distance, output: output + 1)
    }

    /// |v| of the byte `v` read as a signed number (0 ... 128).
    @inline(__always)
    private static func magnitude(_ value: UInt8) -> UInt32 {
        UInt32(min(value, 0 &- value))
    }

    /// The filter with the smallest sum of absolute signed bytes over the row.
    ///
    /// Sixteen bytes at a time with `SIMD16<UInt8>`; the Paeth predictor is computed in
    /// 8-bit lanes (see ``paeth16(_:_:_:)``), the sums in 16-bit lanes flushed every 255
    /// vectors so that they cannot overflow.
    private static func cheapest(
        current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, distance: Int
    ) -> ScanlineFilter {
        var sums: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)
        let left = UnsafeRawPointer(current - distance)
        let upperLeft = UnsafeRawPointer(previous - distance)
        let here = UnsafeRawPointer(current)
        let above = UnsafeRawPointer(previous)
        var i = 0
        while i + 16 <= count {
            var none = SIMD8<UInt16>(), sub = SIMD8<UInt16>(), up = SIMD8<UInt16>()
            var average = SIMD8<UInt16>(), paethSum = SIMD8<UInt16>()
            var vectors = 0
            // Each 16-bit lane gains at most 2 * 128 per vector: 255 vectors stay below 65536.
            while i + 16 <= count && vectors < 255 {
                let x = here.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let a = left.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let b = above.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let c = upperLeft.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                accumulate(&none, magnitude16(x))
                accumulate(&sub, magnitude16(x &- a))
                accumulate(&up, magnitude16(x &- b))
                accumulate(&average, magnitude16(x &- ((a & b) &+ ((a ^ b) &>> 1))))
                accumulate(&paethSum, magnitude16(x &- paeth16(a, b, c)))
                i += 16
                vectors += 1
            }
            sums.0 += none.widenedSum(); sums.1 += sub.widenedSum()
            sums.2 += up.widenedSum(); sums.3 += average.widenedSum()
            sums.4 += paethSum.widenedSum()
        }
        while i < count {
            let x = current[i], a = current[i - distance], b = previous[i], c = previous[i - distance]
            sums.0 += Int(magnitude(x))
            sums.1 += Int(magnitude(x &- a))
            sums.2 += Int(magnitude(x &- b))
            sums.3 += Int(magnitude(x &- UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(b)) >> 1)))
            sums.4 += Int(magnitude(x &- Unfilter.paeth(a, b, c)))
            i += 1
        }
        var best = ScanlineFilter.none
        var bestSum = sums.0
        if sums.1 < bestSum { best = .sub; bestSum = sums.1 }
        if sums.2 < bestSum { best = .up; bestSum = sums.2 }
        if sums.3 < bestSum { best = .average; bestSum = sums.3 }
        if sums.4 < bestSum { best = .paeth }
        return best
    }

    /// Lane-wise |v| of bytes read as signed numbers (0 ... 128).
    @inline(__always)
    private static func magnitude16(_ value: SIMD16<UInt8>) -> SIMD16<UInt8> {
        minimum(value, 0 &- value)
    }

    /// Adds the 16 bytes of `value` into 8 16-bit lanes (two bytes per lane), with plain
    /// bit operations instead of a widening conversion, which the Swift standard library
    /// does not inline.
    @inline(__always)
    private static func accumulate(_ sums: inout SIMD8<UInt16>, _ value: SIMD16<UInt8>) {
        let pairs = unsafeBitCast(value, to: SIMD8<UInt16>.self)
        sums &+= (pairs & 0x00FF) &+ (pairs &>> 8)
    }

    /// Lane-wise minimum (`pointwiseMin` is not inlined by the standard library).
    @inline(__always)
    private static func minimum(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        a.replacing(with: b, where: b .< a)
    }

    /// Lane-wise |a - b| of unsigned bytes.
    @inline(__always)
    private static func distance(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        (b &- a).replacing(with: a &- b, where: a .> b)
    }

    /// Lane-wise Paeth predictor in 8-bit arithmetic.
    ///
    /// With pa = |b - c| and pb = |a - c|, pc = |(b - c) + (a - c)| is pa + pb when both
    /// differences have the same sign, and |pa - pb| otherwise. Saturating pa + pb at 255
    /// keeps every comparison right, since pa and pb are themselves at most 255.
    @inline(__always)
    static func paeth16(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let pa = distance(b, c)
        let pb = distance(a, c)
        let sameSign = (b .>= c) .== (a .>= c)
        let sum = minimum(pa, ~pb) &+ pb
        let difference = distance(pa, pb)
        let pc = difference.replacing(with: sum, where: sameSign)
        let bOrC = c.replacing(with: b, where: pb .<= pc)
        return bOrC.replacing(with: a, where: (pa .<= pb) .& (pa .<= pc))
    }

    /// Writes the `count` bytes of `filter` applied to the row.
    private static func apply(
        _ filter: ScanlineFilter, current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>,
        count: Int, distance: Int, output: UnsafeMutablePointer<UInt8>
    ) {
        let left = current - distance
        let upperLeft = previous - distance
        switch filter {
        case .none:
            output.update(from: current, count: count)
        case .sub:
            for i in 0..<count { output[i] = current[i] &- left[i] }
        case .up:
            for i in 0..<count { output[i] = current[i] &- previous[i] }
        case .average:
            for i in 0..<count {
                output[i] = current[i] &- UInt8(truncatingIfNeeded: (UInt16(left[i]) &+ UInt16(previous[i])) >> 1)
            }
        case .paeth:
            var i = 0
            let here = UnsafeRawPointer(current), above = UnsafeRawPointer(previous)
            let leftRaw = UnsafeRawPointer(left), upperLeftRaw = UnsafeRawPointer(upperLeft)
            let out = UnsafeMutableRawPointer(output)
            while i + 16 <= count {
                let x = here.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let a = leftRaw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let b = above.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let c = upperLeftRaw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                out.storeBytes(of: x &- paeth16(a, b, c), toByteOffset: i, as: SIMD16<UInt8>.self)
                i += 16
            }
            while i < count {
                output[i] = current[i] &- Unfilter.paeth(left[i], previous[i], upperLeft[i])
                i += 1
            }
        }
    }
}
