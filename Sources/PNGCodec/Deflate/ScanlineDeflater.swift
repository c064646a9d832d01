internal import CPixelPacking

/// A fast LZ77 + Huffman deflate compressor for PNG scanlines.
///
/// Greedy parsing with three candidates at each position, which cover what rendered
/// screenshots repeat: the previous pixel (runs of one colour), the same place in a row
/// known to hold the same pixels (vertical repeats, from the caller), and the most recent
/// position with the same four bytes (a one-entry hash table: repeated glyphs). Rows that
/// repeat the row above (Up filter, all zeros) are not searched: they become one match
/// with the row before when that repeated too, else a run of zeros. Blocks of up to
/// 65,536 tokens get their own Huffman codes, or are stored when that is smaller.
///
/// Three short cuts give the tokens the plain parse would, with less work: a run of
/// 258-byte matches one pixel back is measured once (``flatRun(_:from:bytesPerPixel:rowEnd:end:room:heads:)``),
/// positions where only the hash table can offer a match are found 29 at a time
/// (``scanLiterals(_:from:rowEnd:end:bytesPerPixel:vertical:heads:block:)``), and the history
/// before `start` is hashed skipping positions whose four bytes recur one pixel on
/// (``DeflateWorkspace/prime(_:from:to:bytesPerPixel:)``).
enum ScanlineDeflater {
    /// Compresses `data[start..<end]` into deflate blocks. `data[0..<start]` is history the
    /// decoder has already produced: matches may reach into it.
    ///
    /// - Parameters:
    ///   - rowLength: bytes per filtered row, filter byte included; rows start at offsets
    ///     that are multiples of it.
    ///   - bytesPerPixel: the distance of the previous-pixel candidate.
    ///   - verticalDistance: per row, how far back a row with probably the same bytes
    ///     starts, or 0.
    ///   - repeatedRows: per row, whether it is the Up filter byte followed by zeros.
    ///   - isFinal: end the stream (BFINAL); otherwise end on a byte boundary with an empty
    ///     stored block so that more blocks can follow.
    static func compress(
        data: UnsafePointer<UInt8>, start: Int, end: Int, rowLength: Int, bytesPerPixel: Int,
        verticalDistance: UnsafePointer<Int32>, repeatedRows: UnsafePointer<Bool>, isFinal: Bool,
        workspace: DeflateWorkspace, into writer: inout DeflateBitWriter
    ) {
        let raw = UnsafeRawPointer(data)
        let window = DeflateAlphabet.window
        let longest = DeflateAlphabet.maximumMatch
        let heads = workspace.heads
        workspace.reset()

        workspace.prime(raw, from: max(0, start - window), to: start, bytesPerPixel: bytesPerPixel)

        DeflateAlphabet.lengthSymbol.withUnsafeBufferPointer { lengthSymbol in
        DeflateAlphabet.distanceSymbol.withUnsafeBufferPointer { distanceSymbol in
            guard let lengthSymbols = lengthSymbol.baseAddress, let distanceSymbols = distanceSymbol.baseAddress else { return }
            var block = BlockTokens(workspace: workspace, lengthSymbol: lengthSymbols, distanceSymbol: distanceSymbols)
            var blockStart = start
            var position = start
            var rowEnd = 0
            var vertical = 0
            while position < end {
                if position >= rowEnd {
                    let row = position / rowLength
                    rowEnd = (row + 1) * rowLength
                    vertical = Int(verticalDistance[row])
                    if vertical > window || vertical > position { vertical = 0 }
                    // A whole repeated row, with room for its tokens in this block.
                    if repeatedRows[row], position == row * rowLength,
                       block.tokenCount + rowLength / 256 + 4 < DeflateWorkspace.blockTokens {
                        repeatedRow(row, of: data, rowLength: rowLength, afterRepeated: row > 0 && repeatedRows[row - 1], block: &block)
                        position = rowEnd
                        continue
                    }
                }
                var bestLength = 0
                var bestDistance = 0
                if position + 4 <= end {
                    let word = raw.loadUnaligned(fromByteOffset: position, as: UInt32.self)
                    let limit = min(longest, end - position)
                    if position >= bytesPerPixel,
                       raw.loadUnaligned(fromByteOffset: position - bytesPerPixel, as: UInt32.self) == word {
                        bestLength = matchLength(raw, position, position - bytesPerPixel, limit: limit)
                        bestDistance = bytesPerPixel
                    }
                    if bestLength < limit, vertical > 0,
                       raw.loadUnaligned(fromByteOffset: position - vertical, as: UInt32.self) == word {
                        let length = matchLength(raw, position, position - vertical, limit: limit)
                        if length > bestLength { bestLength = length; bestDistance = vertical }
                    }
                    let slot = DeflateWorkspace.hash(word)
                    let candidate = Int(heads[slot])
                    heads[slot] = Int32(truncatingIfNeeded: position)
                    if bestLength < limit, candidate >= 0, position - candidate <= window,
                       raw.loadUnaligned(fromByteOffset: candidate, as: UInt32.self) == word {
                        let length = matchLength(raw, position, candidate, limit: limit)
                        if length > bestLength { bestLength = length; bestDistance = position - candidate }
                    }
                }
                if bestLength == longest && bestDistance == bytesPerPixel {
                    let count = flatRun(raw, from: position, bytesPerPixel: bytesPerPixel, rowEnd: rowEnd, end: end,
                                        room: DeflateWorkspace.blockTokens - 1 - block.tokenCount, heads: heads)
                    block.matches(length: longest, distance: bytesPerPixel, count: count)
                    position += count * longest
                } else if bestLength >= 4 {
                    block.match(length: bestLength, distance: bestDistance)
                    position += bestLength
                } else {
                    block.literal(data[position])
                    position += 1
                    if position >= bytesPerPixel {
                        position = scanLiterals(raw, from: position, rowEnd: rowEnd, end: end, bytesPerPixel: bytesPerPixel,
                                                vertical: vertical, heads: heads, block: &block)
                    }
                }
                if block.tokenCount >= DeflateWorkspace.blockTokens - 1 && position < end {
                    writeBlock(block, raw: raw, from: blockStart, to: position, isFinal: false, into: &writer)
                    block.removeAll()
                    blockStart = position
                }
            }
            writeBlock(block, raw: raw, from: blockStart, to: end, isFinal: isFinal, into: &writer)
        }}
        if !isFinal { DeflateBlockWriter.writeSyncPoint(into: &writer) }
    }

    /// The tokens of row `row`, which repeats the row above (the Up filter byte, then
    /// zeros): one match with the row before when that repeated too (`afterRepeated`), else
    /// the filter byte and a zero as literals; then matches of the zeros one byte back.
    @inline(never)
    private static func repeatedRow(
        _ row: Int, of data: UnsafePointer<UInt8>, rowLength: Int, afterRepeated: Bool, block: inout BlockTokens
    ) {
        var covered = 0
        if afterRepeated, rowLength >= DeflateAlphabet.minimumMatch, rowLength <= DeflateAlphabet.window {
            // The row before is the same bytes; the rest of the row is zeros.
            covered = min(rowLength, DeflateAlphabet.maximumMatch)
            if (1..<DeflateAlphabet.minimumMatch).contains(rowLength - covered) { covered -= DeflateAlphabet.minimumMatch }
            block.match(length: covered, distance: rowLength)
        } else {
            // The filter byte and one zero, whose neighbour the other zeros copy.
            block.literal(data[row * rowLength])
            covered = 1
            if rowLength > 1 {
                block.literal(0)
                covered = 2
            }
        }
        block.cover(rowLength - covered, distance: 1, literalsOf: 0)
    }

    @inline(never)
    private static func writeBlock(
        _ block: BlockTokens, raw: UnsafeRawPointer, from start: Int, to end: Int,
        isFinal: Bool, into writer: inout DeflateBitWriter
    ) {
        DeflateBlockWriter.write(
            tokens: block.buffer,
            literalFrequencies: block.literalCounts, distanceFrequencies: block.distanceCounts,
            raw: UnsafeRawBufferPointer(start: raw + start, count: end - start),
            isFinal: isFinal, into: &writer)
    }

    /// How many bytes at `position` equal those at `earlier`, up to `limit`
    /// (`bubbles_match_length`: sixteen at a time with SSE2, inlined from its header).
    @inline(__always)
    static func matchLength(_ raw: UnsafeRawPointer, _ position: Int, _ earlier: Int, limit: Int) -> Int {
        let bytes = raw.assumingMemoryBound(to: UInt8.self)
        return bubbles_match_length(bytes + position, bytes + earlier, limit)
    }
}
