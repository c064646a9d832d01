internal import CPixelPacking

extension ScanlineDeflater {
    /// How many 258-byte matches one pixel back start at `position`, where the first one is
    /// known: the greedy parse would find them one by one, each starting in the row that ends at
    /// `rowEnd`, ending by `end`, at most `room` of them before the block is full. Records
    /// their starts in `heads` as the parse would have.
    ///
    /// Each match of the run starts 258 bytes after the last, so its first four bytes repeat
    /// with a period of at most `bytesPerPixel` matches: the last `bytesPerPixel` starts
    /// leave `heads` as all of them would. The run is compared in one call
    /// (`bubbles_long_match_length`).
    @inline(never)
    static func flatRun(
        _ raw: UnsafeRawPointer, from position: Int, bytesPerPixel: Int, rowEnd: Int, end: Int, room: Int,
        heads: UnsafeMutablePointer<Int32>
    ) -> Int {
        let longest = DeflateAlphabet.maximumMatch
        // Further matches j = 1, 2, ... start at position + 258 j, before rowEnd, and end by end.
        let further = min(room - 1, (rowEnd - 1 - position) / longest, (end - position) / longest - 1)
        guard further > 0 else { return 1 }
        let next = position + longest
        let bytes = raw.assumingMemoryBound(to: UInt8.self)
        let count = 1 + bubbles_long_match_length(bytes + next, bytes + next - bytesPerPixel, further * longest) / longest
        for index in max(1, count - bytesPerPixel)..<count {
            let start = position + index * longest
            heads[DeflateWorkspace.hash(raw.loadUnaligned(fromByteOffset: start, as: UInt32.self))] = Int32(truncatingIfNeeded: start)
        }
        return count
    }
}
