/// A canonical Huffman code (RFC 1951, section 3.2.2) ready for writing: each symbol's
/// code bit-reversed, since deflate packs Huffman codes starting with their first bit.
struct HuffmanCode {
    /// Code length of each symbol, 0 when unused.
    let lengths: [UInt8]
    /// Each symbol's code, bit-reversed.
    let codes: [UInt16]

    /// The canonical code for `lengths` (each at most 15).
    init(lengths: [UInt8]) {
        self.lengths = lengths
        var perLength = [UInt16](repeating: 0, count: 16)
        for length in lengths where length > 0 { perLength[Int(length)] += 1 }
        var next = [UInt16](repeating: 0, count: 16)
        var code: UInt16 = 0
        for length in 1..<16 {
            code = (code &+ perLength[length - 1]) << 1
            next[length] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            codes[symbol] = Self.reversed(next[Int(length)], bits: Int(length))
            next[Int(length)] &+= 1
        }
        self.codes = codes
    }

    /// Optimal lengths of at most `limit` bits for `frequencies`, and their code.
    init(frequencies: [UInt32], limit: Int) {
        self.init(lengths: HuffmanCodeLengths.make(frequencies: frequencies, limit: limit))
    }

    /// Bits to write all symbols with `frequencies` in this code.
    func cost(of frequencies: [UInt32]) -> Int {
        zip(lengths, frequencies).reduce(0) { $0 + Int($1.0) * Int($1.1) }
    }

    private static func reversed(_ code: UInt16, bits: Int) -> UInt16 {
        var input = code
        var output: UInt16 = 0
        for _ in 0..<bits {
            output = output << 1 | input & 1
            input >>= 1
        }
        return output
    }
}
