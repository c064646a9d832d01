/// The header of a dynamic Huffman block (RFC 1951, section 3.2.7): the code lengths of
/// both codes, run-length encoded and themselves Huffman coded.
struct DynamicBlockHeader {
    private let literalCount: Int
    private let distanceCount: Int
    private let codeLengthCount: Int
    private let codeLengthCode: HuffmanCode
    /// Run-length symbols (0...18) with their extra-bit values.
    private let runs: [(symbol: Int, extra: UInt32)]
    /// Bits the header takes, without the 3-bit block header.
    let bitCount: Int

    init(literalCode: HuffmanCode, distanceCode: HuffmanCode) {
        literalCount = max(257, (literalCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        distanceCount = max(1, (distanceCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let lengths = Array(literalCode.lengths[..<literalCount]) + Array(distanceCode.lengths[..<distanceCount])
        runs = Self.runLengthEncoded(lengths)

        var frequencies = [UInt32](repeating: 0, count: 19)
        for run in runs { frequencies[run.symbol] += 1 }
        let code = HuffmanCode(frequencies: frequencies, limit: 7)
        codeLengthCode = code
        codeLengthCount = max(4, (DeflateAlphabet.codeLengthOrder.lastIndex { code.lengths[$0] > 0 } ?? 0) + 1)

        var bits = 5 + 5 + 4 + 3 * codeLengthCount
        for run in runs { bits += Int(code.lengths[run.symbol]) + Self.extraBits(of: run.symbol) }
        bitCount = bits
    }

    func write(into writer: inout DeflateBitWriter) {
        writer.write(UInt32(literalCount - 257), count: 5)
        writer.write(UInt32(distanceCount - 1), count: 5)
        writer.write(UInt32(codeLengthCount - 4), count: 4)
        for symbol in DeflateAlphabet.codeLengthOrder.prefix(codeLengthCount) {
            writer.write(UInt32(codeLengthCode.lengths[symbol]), count: 3)
        }
        for run in runs {
            writer.write(UInt32(codeLengthCode.codes[run.symbol]), count: Int(codeLengthCode.lengths[run.symbol]))
            let extra = Self.extraBits(of: run.symbol)
            if extra > 0 { writer.write(run.extra, count: extra) }
        }
    }

    private static func extraBits(of symbol: Int) -> Int {
        switch symbol {
        case 16: return 2
        case 17: return 3
        case 18: return 7
        default: return 0
        }
    }

    /// Symbol 16 repeats the previous length 3-6 times, 17 writes 3-10 zeros, 18 11-138 zeros.
    private static func runLengthEncoded(_ lengths: [UInt8]) -> [(symbol: Int, extra: UInt32)] {
        var runs: [(symbol: Int, extra: UInt32)] = []
        var index = 0
        while index < lengths.count {
            let length = lengths[index]
            var count = 1
            while index + count < lengths.count && lengths[index + count] == length { count += 1 }
            index += count
            if length == 0 {
                while count >= 11 {
                    let take = min(count, 138)
                    runs.append((18, UInt32(take - 11)))
                    count -= take
                }
                if count >= 3 {
                    runs.append((17, UInt32(count - 3)))
                    count = 0
                }
            } else {
                runs.append((Int(length), 0))
                count -= 1
                while count >= 3 {
                    let take = min(count, 6)
                    runs.append((16, UInt32(take - 3)))
                    count -= take
                }
            }
            for _ in 0..<count { runs.append((Int(length), 0)) }
        }
        return runs
    }
}
