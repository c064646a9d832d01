/// A fast LZ77 + Huffman deflate compressor for PNG scanlines.
///
/// Greedy parsing with three candidates at each position, which cover what rendered
/// screenshots repeat: the previous pixel (runs of one colour), the same place in a row
/// known to hold the same pixels (vertical repeats, from the caller), and the most recent
/// position with the same four bytes (a one-entry hash table: repeated glyphs). Blocks of
/// up to 65,536 tokens get their own Huffman codes, or are stored when that is smaller.
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
    ///   - isFinal: end the stream (BFINAL); otherwise end on a byte boundary with an empty
    ///     stored block so that more blocks can follow.
    static func compress(
        data: UnsafePointer<UInt8>, start: Int, end: Int, rowLength: Int, bytesPerPixel: Int,
        verticalDistance: UnsafePointer<Int32>, isFinal: Bool,
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
            while position < end {
                if position >= rowEnd {
                    let row = position / rowLength
                    rowEnd = (row + 1) * rowLength
                    vertical = Int(verticalDistance[row])
                    if vertical > window || vertical > position { vertical = 0 }
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
                    tokens[tokenCount] = DeflateToken.match(length: bestLength, distance: bestDistance)
                    literals[257 + Int(lengthSymbol[bestLength - 3])] += 1
                    distances[Int(distanceSymbol[bestDistance - 1])] += 1
                    position += bestLength
                } else {
                    let byte = data[position]
                    tokens[tokenCount] = DeflateToken.literal(byte)
                    literals[Int(byte)] += 1
                    position += 1
                }
                tokenCount += 1
                if tokenCount == DeflateWorkspace.blockTokens && position < end {
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

    /// How many bytes at `position` equal those at `earlier`, up to `limit`, eight at a time.
    @inline(__always)
    private static func matchLength(_ raw: UnsafeRawPointer, _ position: Int, _ earlier: Int, limit: Int) -> Int {
        var length = 0
        while length + 8 <= limit {
            let difference = raw.loadUnaligned(fromByteOffset: position + length, as: UInt64.self)
                ^ raw.loadUnaligned(fromByteOffset: earlier + length, as: UInt64.self)
            if difference != 0 {
                return length + UInt64(littleEndian: difference).trailingZeroBitCount >> 3
            }
            length += 8
        }
        while length < limit && raw.load(fromByteOffset: position + length, as: UInt8.self) == raw.load(fromByteOffset: earlier + length, as: UInt8.self) {
            length += 1
        }
        return length
    }
}
