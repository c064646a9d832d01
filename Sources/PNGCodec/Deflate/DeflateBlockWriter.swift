/// Writes deflate blocks (RFC 1951, section 3.2) from match tokens: a dynamic Huffman
/// block, or stored blocks when those would be smaller.
enum DeflateBlockWriter {
    /// Writes one block for the token entries `tokens` (see ``DeflateToken``, runs included)
    /// that stand for `raw`.
    ///
    /// - Parameters:
    ///   - literalFrequencies: how often each literal/length symbol occurs in `tokens`
    ///     (286 counts); the end-of-block symbol is added here.
    ///   - distanceFrequencies: how often each distance symbol occurs (30 counts).
    ///   - isFinal: sets BFINAL; the writer is then padded to a byte boundary.
    static func write(
        tokens: UnsafeBufferPointer<UInt32>, literalFrequencies: [UInt32], distanceFrequencies: [UInt32],
        raw: UnsafeRawBufferPointer, isFinal: Bool, into writer: inout DeflateBitWriter
    ) {
        var literalFrequencies = literalFrequencies
        literalFrequencies[DeflateAlphabet.endOfBlock] = 1
        let literalCode = HuffmanCode(frequencies: literalFrequencies, limit: 15)
        let distanceCode = HuffmanCode(frequencies: distanceFrequencies, limit: 15)
        let header = DynamicBlockHeader(literalCode: literalCode, distanceCode: distanceCode)

        var extraBits = 0
        for (index, count) in literalFrequencies[257...].enumerated() {
            extraBits += Int(count) * Int(DeflateAlphabet.lengthExtraBits[index])
        }
        for (index, count) in distanceFrequencies.enumerated() {
            extraBits += Int(count) * Int(DeflateAlphabet.distanceExtraBits[index])
        }
        let dynamicBits = 3 + header.bitCount + literalCode.cost(of: literalFrequencies)
            + distanceCode.cost(of: distanceFrequencies) + extraBits
        let storedBlocks = max(1, (raw.count + 0xFFFF - 1) / 0xFFFF)
        let storedBits = storedBlocks * (3 + 7 + 32) + raw.count * 8
        if storedBits < dynamicBits {
            writeStored(raw, isFinal: isFinal, into: &writer)
            return
        }

        writer.write((isFinal ? 1 : 0) | 2 << 1, count: 3)
        header.write(into: &writer)
        writeTokens(tokens, literalCode: literalCode, distanceCode: distanceCode, byteCount: (dynamicBits + 7) / 8, into: &writer)
        writer.write(UInt32(literalCode.codes[DeflateAlphabet.endOfBlock]), count: Int(literalCode.lengths[DeflateAlphabet.endOfBlock]))
        if isFinal { writer.alignToByte() }
    }

    /// Writes `raw` as stored blocks of at most 65,535 bytes.
    static func writeStored(_ raw: UnsafeRawBufferPointer, isFinal: Bool, into writer: inout DeflateBitWriter) {
        var start = 0
        repeat {
            let end = min(raw.count, start + 0xFFFF)
            let last = isFinal && end == raw.count
            writer.write(last ? 1 : 0, count: 3)
            writer.alignToByte()
            let length = UInt32(end - start)
            writer.write(length | (~length & 0xFFFF) << 16, count: 32)
            writer.append(UnsafeRawBufferPointer(rebasing: raw[start..<end]))
            start = end
        } while start < raw.count
    }

    /// Ends a run of blocks on a byte boundary without ending the stream: an empty stored
    /// block, as zlib's `Z_SYNC_FLUSH` writes. What follows may start a new block at the
    /// next byte.
    static func writeSyncPoint(into writer: inout DeflateBitWriter) {
        writeStored(UnsafeRawBufferPointer(start: nil, count: 0), isFinal: false, into: &writer)
    }

    /// Writes the entries `tokens`, which take at most `byteCount` bytes in these codes.
    private static func writeTokens(
        _ tokens: UnsafeBufferPointer<UInt32>, literalCode: HuffmanCode, distanceCode: HuffmanCode, byteCount: Int,
        into writer: inout DeflateBitWriter
    ) {
        // Per literal: code | length << 16.
        let literalTable = zip(literalCode.codes, literalCode.lengths).map { UInt32($0) | UInt32($1) << 16 }
        // Per match length minus 3: the length symbol's code with its extra bits already
        // behind it, and the total bit count in the upper half.
        let lengthTable: [UInt64] = (0..<256).map { offset in
            let index = Int(DeflateAlphabet.lengthSymbol[offset])
            let bitCount = UInt64(literalCode.lengths[257 + index])
            let extra = UInt64(offset + 3 - Int(DeflateAlphabet.lengthBase[index]))
            return (UInt64(literalCode.codes[257 + index]) | extra << bitCount)
                | (bitCount + UInt64(DeflateAlphabet.lengthExtraBits[index])) << 32
        }
        // Per distance symbol: code | length << 16 | extra bits << 24 | smallest distance << 32.
        let distanceTable: [UInt64] = (0..<DeflateAlphabet.distanceCount).map { symbol in
            UInt64(distanceCode.codes[symbol]) | UInt64(distanceCode.lengths[symbol]) << 16
                | UInt64(DeflateAlphabet.distanceExtraBits[symbol]) << 24 | UInt64(DeflateAlphabet.distanceBase[symbol]) << 32
        }
        literalTable.withUnsafeBufferPointer { literals in
        lengthTable.withUnsafeBufferPointer { lengths in
        distanceTable.withUnsafeBufferPointer { distances in
        DeflateAlphabet.distanceSymbol.withUnsafeBufferPointer { distanceSymbol in
            /// A match's length and distance codes with their extra bits: low and high part,
            /// and the bit count of each (a part holds at most 15 + 5 and 15 + 13 bits).
            func matchBits(_ token: UInt32) -> (length: UInt32, lengthCount: Int, distance: UInt32, distanceCount: Int) {
                let length = lengths[DeflateToken.lengthOffset(token)]
                let offset = DeflateToken.distanceOffset(token)
                let entry = distances[Int(distanceSymbol[offset])]
                let codeLength = UInt32(truncatingIfNeeded: entry >> 16) & 0xFF
                let extra = UInt32(truncatingIfNeeded: offset &+ 1) &- UInt32(truncatingIfNeeded: entry >> 32)
                return (UInt32(truncatingIfNeeded: length), Int(truncatingIfNeeded: length >> 32),
                        UInt32(truncatingIfNeeded: entry) & 0xFFFF | extra &<< codeLength,
                        Int(codeLength) &+ Int(truncatingIfNeeded: (entry >> 24) & 0xFF))
            }
            writer.withReservedRoom(for: byteCount) { reserved in
                // A local copy stays in registers; the caller's is written back once.
                var bits = reserved
                defer { reserved = bits }
                var index = 0
                while index < tokens.count {
                    let token = tokens[index]
                    index &+= 1
                    if !DeflateToken.isMatch(token) && !DeflateToken.isRun(token) {
                        let entry = literals[Int(token)]
                        bits.write(entry & 0xFFFF, count: Int(entry >> 16))
                        continue
                    }
                    var count = 1
                    var match = token
                    if DeflateToken.isRun(token) {
                        count = DeflateToken.runCount(token)
                        match = tokens[index]
                        index &+= 1
                    }
                    let code = matchBits(match)
                    if code.lengthCount &+ code.distanceCount <= 32 {
                        // Both parts in one word, written once per match of the run.
                        let word = code.length | code.distance &<< UInt32(truncatingIfNeeded: code.lengthCount)
                        let wordCount = code.lengthCount &+ code.distanceCount
                        for _ in 0..<count { bits.write(word, count: wordCount) }
                    } else {
                        for _ in 0..<count {
                            bits.write(code.length, count: code.lengthCount)
                            bits.write(code.distance, count: code.distanceCount)
                        }
                    }
                }
            }
        }}}}
    }
}
