import StrictJSON
/// Turns the bytes of a `.strings` file into Unicode scalars, detecting the encoding.
///
/// - A UTF-8 byte order mark → UTF-8; `FF FE` → UTF-16 little-endian; `FE FF` → UTF-16
///   big-endian (the mark itself is dropped and takes no column).
/// - No mark: UTF-16 when NUL bytes make it obvious (plain ASCII text stored as UTF-16 has
///   every second byte zero), otherwise UTF-8.
/// - Invalid UTF-8 or UTF-16 is an error with the line and column where it starts; compiled
///   (binary) property lists are rejected with a hint.
enum StringsFileText {
    /// The encodings a `.strings` file may use.
    enum Encoding: Sendable, Hashable {
        case utf8
        case utf16LittleEndian
        case utf16BigEndian
    }

    /// The detected encoding and the number of bytes of byte order mark to skip.
    static func detect(_ bytes: [UInt8]) -> (encoding: Encoding, bomLength: Int) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        // Heuristic for UTF-16 without a mark: look at the zero bytes of the first 4 KB.
        let sample = bytes.prefix(4096)
        let pairs = sample.count / 2
        guard pairs > 0 else { return (.utf8, 0) }
        var evenZeros = 0, oddZeros = 0
        for (offset, byte) in sample.enumerated() where byte == 0 {
            if offset % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
        }
        if oddZeros * 4 >= pairs, evenZeros * 8 <= oddZeros { return (.utf16LittleEndian, 0) }
        if evenZeros * 4 >= pairs, oddZeros * 8 <= evenZeros { return (.utf16BigEndian, 0) }
        return (.utf8, 0)
    }

    /// The decoded text, without the byte order mark.
    static func decode(_ bytes: [UInt8], file: String?) throws(Diagnostic) -> [Unicode.Scalar] {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw Diagnostic(kind: .file, file: file,
                             message: "this is a compiled (binary property list) .strings file; use the source file")
        }
        let (encoding, bomLength) = detect(bytes)
        switch encoding {
        case .utf8:
            return try decodeUTF8(bytes, from: bomLength, file: file)
        case .utf16LittleEndian, .utf16BigEndian:
            return try decodeUTF16(bytes, from: bomLength, bigEndian: encoding == .utf16BigEndian, file: file)
        }
    }

    /// 1-based line and column (in scalars) of `index` in `scalars`; lines end at LF, CRLF or
    /// a lone CR. An index at the LF of a CRLF is on the line the CR ends.
    static func position(of index: Int, in scalars: [Unicode.Scalar]) -> (line: Int, column: Int) {
        positions(of: [index], in: scalars)[0]
    }

    /// ``position(of:in:)`` for many indices (in increasing order) in one pass.
    static func positions(of indices: [Int], in scalars: [Unicode.Scalar]) -> [(line: Int, column: Int)] {
        var result: [(line: Int, column: Int)] = []
        result.reserveCapacity(indices.count)
        var line = 1
        var lineStart = 0
        var i = 0
        for target in indices {
            let end = min(target, scalars.count)
            while i < end {
                let c = scalars[i]
                if c == "\n" || (c == "\r" && !(i + 1 < scalars.count && scalars[i + 1] == "\n")) {
                    line += 1
                    lineStart = i + 1
                }
                i += 1
            }
            result.append((line, end - lineStart + 1))
        }
        return result
    }

    // MARK: Private

    private static func decodeUTF8(_ bytes: [UInt8], from start: Int, file: String?) throws(Diagnostic) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count - start)
        var i = start
        while i < bytes.count {
            let b0 = bytes[i]
            if b0 < 0x80 {
                scalars.append(Unicode.Scalar(b0))
                i += 1
                continue
            }
            var length = 0
            var value: UInt32 = 0
            var minimum: UInt32 = 0
            switch b0 {
            case 0xC2 ... 0xDF: length = 2; value = UInt32(b0 & 0x1F); minimum = 0x80
            case 0xE0 ... 0xEF: length = 3; value = UInt32(b0 & 0x0F); minimum = 0x800
            case 0xF0 ... 0xF4: length = 4; value = UInt32(b0 & 0x07); minimum = 0x10000
            default: length = 0
            }
            var valid = length > 0 && i + length <= bytes.count
            if valid {
                for k in 1 ..< length {
                    let b = bytes[i + k]
                    guard b & 0xC0 == 0x80 else { valid = false; break }
                    value = value << 6 | UInt32(b & 0x3F)
                }
            }
            if valid, value >= minimum, let scalar = Unicode.Scalar(value) {
                scalars.append(scalar)
                i += length
                continue
            }
            let (line, column) = position(of: scalars.count, in: scalars)
            throw Diagnostic(
                kind: .syntax, file: file, line: line, column: column,
                message: "invalid UTF-8 (byte 0x\(TextQuoting.hex(UInt32(b0), digits: 2))); save the file as UTF-8 or UTF-16")
        }
        return scalars
    }

    private static func decodeUTF16(_ bytes: [UInt8], from start: Int, bigEndian: Bool, file: String?) throws(Diagnostic) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity((bytes.count - start) / 2)
        func fail(_ message: String) -> Diagnostic {
            let (line, column) = position(of: scalars.count, in: scalars)
            return Diagnostic(kind: .syntax, file: file, line: line, column: column, message: message)
        }
        func unit(at offset: Int) -> UInt16 {
            bigEndian ? UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
                : UInt16(bytes[offset + 1]) << 8 | UInt16(bytes[offset])
        }
        var i = start
        while i + 1 < bytes.count {
            let first = unit(at: i)
            switch first {
            case 0xD800 ... 0xDBFF:
                guard i + 3 < bytes.count, case let second = unit(at: i + 2), (0xDC00 ... 0xDFFF).contains(second) else {
                    throw fail("invalid UTF-16 (unpaired surrogate \(TextQuoting.scalarName(UInt32(first))))")
                }
                let value = 0x10000 + ((UInt32(first) - 0xD800) << 10 | (UInt32(second) - 0xDC00))
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")  // always valid: 0x10000...0x10FFFF
                i += 4
            case 0xDC00 ... 0xDFFF:
                throw fail("invalid UTF-16 (unpaired surrogate \(TextQuoting.scalarName(UInt32(first))))")
            default:
                scalars.append(Unicode.Scalar(first) ?? "\u{FFFD}")  // always valid: not a surrogate
                i += 2
            }
        }
        if i < bytes.count {
            throw fail("invalid UTF-16 (the file ends in the middle of a character)")
        }
        return scalars
    }
}
