/// The length and distance alphabets of deflate (RFC 1951, section 3.2.5).
enum DeflateAlphabet {
    /// Literal/length symbols in a dynamic block: 0...255 literals, 256 end of block,
    /// 257...285 lengths.
    static let literalLengthCount = 286
    /// Distance symbols: 0...29.
    static let distanceCount = 30
    /// The end-of-block symbol.
    static let endOfBlock = 256
    /// Shortest and longest match.
    static let minimumMatch = 3
    static let maximumMatch = 258
    /// Farthest a match may reach back.
    static let window = 32768

    /// Smallest length of symbols 257...285, and their extra bits.
    static let lengthBase: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
        35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    static let lengthExtraBits: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
        3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// Smallest distance of symbols 0...29, and their extra bits.
    static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
        257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtraBits: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
        7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// Length symbol minus 257 for each match length minus 3 (0...255).
    static let lengthSymbol: [UInt8] = (0...255).map { offset in
        let length = UInt16(offset + 3)
        let index = lengthBase.lastIndex { $0 <= length } ?? 0
        return UInt8(index)
    }

    /// Distance symbol for each distance minus 1 (0...32767).
    static let distanceSymbol: [UInt8] = {
        var table = [UInt8](repeating: 0, count: window)
        for symbol in 0..<distanceCount {
            let start = Int(distanceBase[symbol]) - 1
            let end = min(window, start + (1 << Int(distanceExtraBits[symbol])))
            for index in start..<end { table[index] = UInt8(symbol) }
        }
        return table
    }()

    /// The order in which code-length code lengths are stored in a dynamic block header.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
