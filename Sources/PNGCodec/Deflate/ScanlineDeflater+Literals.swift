internal import CPixelPacking

extension ScanlineDeflater {
    /// Continues the parse after a literal, from `position`, while neither the previous pixel
    /// nor the row `vertical` bytes back (when not 0) can start a match there: then only the
    /// hash table can, so each position is one lookup instead of three. Returns the position
    /// the full parse must continue from: one where those two candidates match four bytes,
    /// the end of the row (`rowEnd`), a position after a match the hash table found, or where
    /// the block is full.
    ///
    /// Which of 29 positions the two candidates match is read from two 32-byte comparisons
    /// each (`bubbles_four_byte_matches`), which is why the scan stops 32 bytes before `end`.
    /// The tokens and `heads` come out as the full parse would leave them.
    @inline(never)
    static func scanLiterals(
        _ raw: UnsafeRawPointer, from start: Int, rowEnd: Int, end: Int, bytesPerPixel: Int, vertical: Int,
        heads: UnsafeMutablePointer<Int32>, block: inout BlockTokens
    ) -> Int {
        // A local copy stays in registers; the caller's is written back once.
        var tokens = block
        defer { block = tokens }
        let bytes = raw.assumingMemoryBound(to: UInt8.self)
        let full = DeflateWorkspace.blockTokens - 1
        var position = start
        while position &+ 32 <= end && position < rowEnd && tokens.tokenCount < full {
            let here = bytes + position
            var candidates = bubbles_four_byte_matches(here, here - bytesPerPixel)
            if vertical > 0 { candidates |= bubbles_four_byte_matches(here, here - vertical) }
            let span = min(29, rowEnd &- position)
            let stop = min(span, candidates.trailingZeroBitCount)
            for index in 0..<stop {
                let at = position &+ index
                let word = raw.loadUnaligned(fromByteOffset: at, as: UInt32.self)
                let slot = DeflateWorkspace.hash(word)
                let candidate = Int(heads[slot])
                heads[slot] = Int32(truncatingIfNeeded: at)
                if candidate >= 0, at &- candidate <= DeflateAlphabet.window,
                   raw.loadUnaligned(fromByteOffset: candidate, as: UInt32.self) == word {
                    let length = matchLength(raw, at, candidate, limit: min(DeflateAlphabet.maximumMatch, end &- at))
                    tokens.match(length: length, distance: at &- candidate)
                    return at &+ length
                }
                tokens.literal(bytes[at])
                if tokens.tokenCount >= full { return at &+ 1 }
            }
            position &+= stop
            if stop < span { return position }
        }
        return position
    }
}
