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
        let heads = workspace.heads
        let tokens = workspace.tokens
        let literals = workspace.literalFrequencies
        let distances = workspace.distanceFrequencies
        workspace.reset()

        var primed = max(0, start - window)
        while primed + 4 <= start {
            heads[DeflateWorkspace.hash(raw.loadUnaligned(fromByteOffset: primed, as: UInt32.self))] = Int32(primed)
            primed += 1
        }

        DeflateAlphabet.lengthSymbol.withUnsafeBufferPointer { lengthSymbol in
        DeflateAlphabet.distanceSymbol.withUnsafeBufferPointer { distanceSymbol in
            var tokenCount = 0
            var blockStart = start
            var position = start
            var rowEnd = 0
            var vertical = 0
            /// Appends a match and counts its symbols.
            func match(length: Int, distance: Int) {
                tokens[tokenCount] = DeflateToken.match(length: length, distance: distance)
                literals[257 + Int(lengthSymbol[length - 3])] += 1
                distances[Int(distanceSymbol[distance - 1])] += 1
                tokenCount += 1
            }
            /// Appends a literal and counts it.
            func literal(_ byte: UInt8) {
                tokens[tokenCount] = DeflateToken.literal(byte)
                literals[Int(byte)] += 1
                tokenCount += 1
            }
            while position < end {
                if position >= rowEnd {
                    let row = position / rowLength
                    rowEnd = (row + 1) * rowLength
                    vertical = Int(verticalDistance[row])
                    if vertical > window || vertical > position { vertical = 0 }
                    // A whole repeated row, with room for its tokens in this block.
                    if repeatedRows[row], position == row * rowLength,
                       tokenCount + rowLength / 256 + 4 < DeflateWorkspace.blockTokens {
                        var covered = 0
                        if row > 0, repeatedRows[row - 1], rowLength >= DeflateAlphabet.minimumMatch, rowLength <= window {
                            // The row before is the same bytes; the rest of the row is zeros.
                            covered = min(rowLength, DeflateAlphabet.maximumMatch)
                            if (1..<DeflateAlphabet.minimumMatch).contains(rowLength - covered) { covered -= DeflateAlphabet.minimumMatch }
                            match(length: covered, distance: rowLength)
                        } else {
                            // The filter byte and one zero, whose neighbour the other zeros copy.
                            literal(data[position])
                            covered = 1
                            if rowLength > 1 {
                                literal(0)
                                covered = 2
                            }
                        }
                        matches(covering: rowLength - covered, distance: 1, emit: match, literal: { _ in literal(0) })
                        position = rowEnd
                        continue
                    }
                }
                var bestLength = 0
                var bestDistance = 0
                if position + 4 <= end {
                    let word = raw.loadUnaligned(fromByteOffset: position, as: UInt32.self)
                    let limit = min(DeflateAlphabet.maximumMatch, end - position)
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
                if bestLength >= 4 {
                    match(length: bestLength, distance: bestDistance)
                    position += bestLength
                } else {
                    literal(data[position])
                    position += 1
                }
                if tokenCount >= DeflateWorkspace.blockTokens - 1 && position < end {
                    writeBlock(workspace, tokenCount: tokenCount, raw: raw, from: blockStart, to: position, isFinal: false, into: &writer)
                    tokenCount = 0
                    blockStart = position
                }
            }
            writeBlock(workspace, tokenCount: tokenCount, raw: raw, from: blockStart, to: end, isFinal: isFinal, into: &writer)
        }}
        if !isFinal { DeflateBlockWriter.writeSyncPoint(into: &writer) }
    }

    private static func writeBlock(
        _ workspace: DeflateWorkspace, tokenCount: Int, raw: UnsafeRawPointer, from start: Int, to end: Int,
        isFinal: Bool, into writer: inout DeflateBitWriter
    ) {
        DeflateBlockWriter.write(
            tokens: UnsafeBufferPointer(start: workspace.tokens, count: tokenCount),
            literalFrequencies: Array(UnsafeBufferPointer(start: workspace.literalFrequencies, count: DeflateAlphabet.literalLengthCount)),
            distanceFrequencies: Array(UnsafeBufferPointer(start: workspace.distanceFrequencies, count: DeflateAlphabet.distanceCount)),
            raw: UnsafeRawBufferPointer(start: raw + start, count: end - start),
            isFinal: isFinal, into: &writer)
        workspace.clearFrequencies()
    }

    /// Covers `count` bytes with matches at `distance` of at most 258 bytes, none shorter than
    /// 3; fewer than 3 bytes in all become literals (`literal` gets their offsets).
    @inline(__always)
    private static func matches(covering count: Int, distance: Int, emit: (_ length: Int, _ distance: Int) -> Void, literal: (Int) -> Void) {
        guard count >= DeflateAlphabet.minimumMatch else {
            for offset in 0..<count { literal(offset) }
            return
        }
        var remaining = count
        while remaining > 0 {
            var length = min(remaining, DeflateAlphabet.maximumMatch)
            // Never leave a tail of 1 or 2 bytes, which no match can cover.
            if (1..<DeflateAlphabet.minimumMatch).contains(remaining - length) { length = remaining - DeflateAlphabet.minimumMatch }
            emit(length, distance)
            remaining -= length
        }
    }

    /// How many bytes at `position` equal those at `earlier`, up to `limit`
    /// (`bubbles_match_length`: sixteen at a time with SSE2, inlined from its header).
    @inline(__always)
    private static func matchLength(_ raw: UnsafeRawPointer, _ position: Int, _ earlier: Int, limit: Int) -> Int {
        let bytes = raw.assumingMemoryBound(to: UInt8.self)
        return bubbles_match_length(bytes + position, bytes + earlier, limit)
    }
}
