internal import CPixelPacking

extension DeflateWorkspace {
    /// Records in ``heads`` every position `from..<to` of `raw` that can start four bytes, as
    /// the parse of those bytes would have (history a segment's matches may reach into).
    ///
    /// A position whose four bytes equal those `bytesPerPixel` further on is skipped: the
    /// later position takes the same slot. So a flat stretch (one colour, a row of zeros)
    /// costs one comparison of its length, and the table ends as if every position were
    /// recorded in order.
    func prime(_ raw: UnsafeRawPointer, from start: Int, to end: Int, bytesPerPixel: Int) {
        var position = start
        while position &+ 4 <= end {
            let word = raw.loadUnaligned(fromByteOffset: position, as: UInt32.self)
            let later = position &+ bytesPerPixel
            if later &+ 4 <= end, raw.loadUnaligned(fromByteOffset: later, as: UInt32.self) == word {
                // Bytes equal from here for `same`: positions up to 3 before their end recur.
                let bytes = raw.assumingMemoryBound(to: UInt8.self)
                let same = bubbles_long_match_length(bytes + later, bytes + position, end &- later)
                position &+= same &- 3
                continue
            }
            heads[Self.hash(word)] = Int32(truncatingIfNeeded: position)
            position &+= 1
        }
    }
}
