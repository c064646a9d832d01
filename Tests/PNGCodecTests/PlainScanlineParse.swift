@testable import PNGCodec

/// The deflater's parse done the plain way, one token at a time, with none of its short cuts
/// (no runs of matches, no scan of literal stretches, every history position hashed): what
/// ``ScanlineDeflater`` must write byte for byte, since the short cuts only skip work whose
/// result is known.
enum PlainScanlineParse {
    /// The deflate blocks for `data[start..<end]`, as ``ScanlineDeflater/compress`` takes them.
    static func compress(
        data: [UInt8], start: Int, rowLength: Int, bytesPerPixel: Int, verticalDistance: [Int32], repeatedRows: [Bool],
        isFinal: Bool
    ) -> [UInt8] {
        let end = data.count
        let window = DeflateAlphabet.window
        var heads = [Int32](repeating: -1, count: 1 << DeflateWorkspace.hashBits)
        var tokens: [UInt32] = []
        var literals = [UInt32](repeating: 0, count: DeflateAlphabet.literalLengthCount)
        var distances = [UInt32](repeating: 0, count: DeflateAlphabet.distanceCount)
        var writer = DeflateBitWriter(reservingCapacity: 1024)

        func word(_ at: Int) -> UInt32 {
            UInt32(data[at]) | UInt32(data[at + 1]) << 8 | UInt32(data[at + 2]) << 16 | UInt32(data[at + 3]) << 24
        }
        func length(_ at: Int, _ earlier: Int, limit: Int) -> Int {
            var count = 0
            while count < limit && data[at + count] == data[earlier + count] { count += 1 }
            return count
        }
        func match(_ length: Int, _ distance: Int) {
            tokens.append(DeflateToken.match(length: length, distance: distance))
            literals[257 + Int(DeflateAlphabet.lengthSymbol[length - 3])] += 1
            distances[Int(DeflateAlphabet.distanceSymbol[distance - 1])] += 1
        }
        func literal(_ byte: UInt8) {
            tokens.append(DeflateToken.literal(byte))
            literals[Int(byte)] += 1
        }
        func writeBlock(from first: Int, to last: Int, isFinal: Bool) {
            data.withUnsafeBytes { raw in
                tokens.withUnsafeBufferPointer { entries in
                    DeflateBlockWriter.write(
                        tokens: entries, literalFrequencies: literals, distanceFrequencies: distances,
                        raw: UnsafeRawBufferPointer(rebasing: raw[first..<last]), isFinal: isFinal, into: &writer)
                }
            }
            tokens.removeAll()
            literals = [UInt32](repeating: 0, count: DeflateAlphabet.literalLengthCount)
            distances = [UInt32](repeating: 0, count: DeflateAlphabet.distanceCount)
        }

        var primed = max(0, start - window)
        while primed + 4 <= start {
            heads[DeflateWorkspace.hash(word(primed))] = Int32(primed)
            primed += 1
        }
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
                if repeatedRows[row], position == row * rowLength, tokens.count + rowLength / 256 + 4 < DeflateWorkspace.blockTokens {
                    var covered = 0
                    if row > 0, repeatedRows[row - 1], rowLength >= 3, rowLength <= window {
                        covered = min(rowLength, 258)
                        if (1..<3).contains(rowLength - covered) { covered -= 3 }
                        match(covered, rowLength)
                    } else {
                        literal(data[position])
                        covered = 1
                        if rowLength > 1 {
                            literal(0)
                            covered = 2
                        }
                    }
                    var remaining = rowLength - covered
                    if remaining < 3 {
                        for _ in 0..<remaining { literal(0) }
                    } else {
                        while remaining > 0 {
                            var take = min(remaining, 258)
                            if (1..<3).contains(remaining - take) { take = remaining - 3 }
                            match(take, 1)
                            remaining -= take
                        }
                    }
                    position = rowEnd
                    continue
                }
            }
            var bestLength = 0
            var bestDistance = 0
            if position + 4 <= end {
                let here = word(position)
                let limit = min(258, end - position)
                if position >= bytesPerPixel, word(position - bytesPerPixel) == here {
                    bestLength = length(position, position - bytesPerPixel, limit: limit)
                    bestDistance = bytesPerPixel
                }
                if bestLength < limit, vertical > 0, word(position - vertical) == here {
                    let found = length(position, position - vertical, limit: limit)
                    if found > bestLength { bestLength = found; bestDistance = vertical }
                }
                let slot = DeflateWorkspace.hash(here)
                let candidate = Int(heads[slot])
                heads[slot] = Int32(position)
                if bestLength < limit, candidate >= 0, position - candidate <= window, word(candidate) == here {
                    let found = length(position, candidate, limit: limit)
                    if found > bestLength { bestLength = found; bestDistance = position - candidate }
                }
            }
            if bestLength >= 4 {
                match(bestLength, bestDistance)
                position += bestLength
            } else {
                literal(data[position])
                position += 1
            }
            if tokens.count >= DeflateWorkspace.blockTokens - 1 && position < end {
                writeBlock(from: blockStart, to: position, isFinal: false)
                blockStart = position
            }
        }
        writeBlock(from: blockStart, to: end, isFinal: isFinal)
        if !isFinal { DeflateBlockWriter.writeSyncPoint(into: &writer) }
        return writer.bytes
    }
}
