import StrictJSON

/// The tokenizer and parser behind ``StringsFileParser``, over decoded scalars.
struct StringsScanner {
    /// The decoded text, without a byte order mark.
    let scalars: [Unicode.Scalar]
    /// The file name for errors.
    let file: String?
    /// The next scalar to read.
    var index = 0

    /// Comments seen since the last pair, for the next key.
    var pendingComments: [String] = []
    /// True once a line break follows the last pair's `;` (so a comment is not a trailing one).
    var lineBreakSinceLastPair = true
    /// Line breaks since the last comment (2 or more means a blank line).
    var lineBreaksSinceComment = 0
    /// Where each pair's key starts, in order.
    var keyStarts: [Int] = []

    /// A scanner at the start of `scalars`.
    init(scalars: [Unicode.Scalar], file: String?) {
        self.scalars = scalars
        self.file = file
    }

    // MARK: Structure

    /// Every pair, in file order (their ``StringsFileParser/Pair/line`` and `column` are left
    /// 0; ``keyStarts`` says where they start).
    mutating func parseFile() throws(Diagnostic) -> [StringsFileParser.Pair] {
        var pairs: [StringsFileParser.Pair] = []
        try skipTrivia()
        var braced = false
        if peek == "{" {
            braced = true
            index += 1
            try skipTrivia()
        } else if peek == "<" {
            throw error("this looks like an XML property list; expected \"key\" = \"value\"; pairs", at: index)
        }
        while true {
            try skipTrivia()
            guard let c = peek else {
                if braced { throw error("expected '}' at the end of the file", at: index) }
                return pairs
            }
            if braced, c == "}" {
                index += 1
                try skipTrivia()
                if let extra = peek {
                    throw error("unexpected \(TextQuoting.character(extra)) after the closing '}'", at: index)
                }
                return pairs
            }
            pairs.append(try parsePair())
        }
    }

    private mutating func parsePair() throws(Diagnostic) -> StringsFileParser.Pair {
        let keyStart = index
        let comment = lineBreaksSinceComment <= 1 && !pendingComments.isEmpty
            ? pendingComments.joined(separator: "\n") : nil
        guard let key = try parseString() else {
            throw error("expected a key, found \(found(at: index))", at: index)
        }
        let keyEnd = index
        try skipTrivia()
        guard peek == "=" else { throw error("expected '=' after key", at: keyEnd) }
        index += 1
        try skipTrivia()
        guard let value = try parseString() else {
            throw error("expected a value after '=', found \(found(at: index))", at: index)
        }
        let valueEnd = index
        try skipTrivia()
        guard peek == ";" else { throw error("expected ';' after value", at: valueEnd) }
        index += 1
        pendingComments = []
        lineBreakSinceLastPair = false
        keyStarts.append(keyStart)
        return StringsFileParser.Pair(key: key, value: value, comment: comment, line: 0, column: 0)
    }

    // MARK: Strings

    /// A quoted or unquoted string at the current position, or nil when none starts here.
    private mutating func parseString() throws(Diagnostic) -> String? {
        guard let c = peek else { return nil }
        if c == "\"" { return try parseQuoted() }
        guard Self.isUnquoted(c) else { return nil }
        var result = String.UnicodeScalarView()
        while let c = peek, Self.isUnquoted(c) {
            result.append(c)
            index += 1
        }
        return String(result)
    }

    private mutating func parseQuoted() throws(Diagnostic) -> String {
        let start = index
        index += 1
        var result = String.UnicodeScalarView()
        while true {
            guard let c = peek else { throw error("unterminated string", at: start) }
            switch c {
            case "\"":
                index += 1
                return String(result)
            case "\\":
                result.append(try parseEscape(stringStart: start))
            default:
                result.append(c)
                index += 1
            }
        }
    }

    /// The character an escape stands for; `index` is at the backslash.
    private mutating func parseEscape(stringStart: Int) throws(Diagnostic) -> Unicode.Scalar {
        let backslash = index
        index += 1
        guard let c = peek else { throw error("unterminated string", at: stringStart) }
        index += 1
        switch c {
        case "\"", "'", "\\": return c
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "0" ... "7":
            var value = c.value - 0x30
            var digits = 1
            while digits < 3, let d = peek, ("0" ... "7").contains(d) {
                value = value * 8 + (d.value - 0x30)
                index += 1
                digits += 1
            }
            guard value <= 0o177 else {
                let written = String(String.UnicodeScalarView(scalars[backslash ..< index]))
                throw error("octal escape '\(written)' is above \\177; write the character itself or a \\U escape",
                            at: backslash)
            }
            return Unicode.Scalar(UInt8(value))
        case "U":
            let first = try parseHex4(backslash: backslash)
            switch first {
            case 0xD800 ... 0xDBFF:
                // Must be followed by \U and a low surrogate.
                let next = index
                if peek == "\\", index + 1 < scalars.count, scalars[index + 1] == "U" {
                    index += 2
                    let second = try parseHex4(backslash: next)
                    // A high and a low surrogate always make a scalar in 0x10000...0x10FFFF.
                    if (0xDC00 ... 0xDFFF).contains(second),
                       let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10 | (second - 0xDC00))) {
                        return scalar
                    }
                }
                throw error("unpaired surrogate '\\U\(TextQuoting.hex(first, digits: 4))'", at: backslash)
            case 0xDC00 ... 0xDFFF:
                throw error("unpaired surrogate '\\U\(TextQuoting.hex(first, digits: 4))'", at: backslash)
            default:
                return Unicode.Scalar(first) ?? "\u{FFFD}"  // always valid: not a surrogate
            }
        default:
            if c.properties.isWhitespace || c.value < 0x20 || c.value == 0x7F {
                throw error("unknown escape: '\\' followed by \(TextQuoting.scalarName(c.value))", at: backslash)
            }
            if c == "u" {
                throw error("unknown escape '\\u' (write \\U and four hex digits)", at: backslash)
            }
            throw error("unknown escape '\\\(Character(c))'", at: backslash)
        }
    }

    /// Four hex digits after `\U`; `index` is after the `U`.
    private mutating func parseHex4(backslash: Int) throws(Diagnostic) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0 ..< 4 {
            guard let c = peek, let digit = Self.hexValue(c) else {
                throw error("expected 4 hex digits after '\\U'", at: backslash)
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    // MARK: Whitespace and comments

    /// Skips whitespace and comments, collecting comments for the next key.
    private mutating func skipTrivia() throws(Diagnostic) {
        while let c = peek {
            switch c {
            case "\n":
                index += 1
                noteLineBreak()
            case "\r":
                index += 1
                if peek == "\n" { index += 1 }
                noteLineBreak()
            case " ", "\t", "\u{0B}", "\u{0C}":
                index += 1
            case "/" where next == "*":
                let start = index
                index += 2
                var text = String.UnicodeScalarView()
                var closed = false
                while let d = peek {
                    if d == "*", next == "/" {
                        index += 2
                        closed = true
                        break
                    }
                    text.append(d)
                    index += 1
                }
                guard closed else { throw error("unterminated comment", at: start) }
                noteComment(String(text))
            case "/" where next == "/":
                index += 2
                var text = String.UnicodeScalarView()
                while let d = peek, d != "\n", d != "\r" {
                    text.append(d)
                    index += 1
                }
                noteComment(String(text))
            default:
                return
            }
        }
    }

    private mutating func noteLineBreak() {
        lineBreakSinceLastPair = true
        lineBreaksSinceComment += 1
    }

    private mutating func noteComment(_ text: String) {
        // A comment on the same line as the previous pair's ';' belongs to that pair.
        guard lineBreakSinceLastPair else { return }
        if lineBreaksSinceComment > 1 { pendingComments = [] }
        let trimmed = text.trimmingScalars(where: \.isWhitespaceOrNewline)
        if !trimmed.isEmpty { pendingComments.append(trimmed) }
        lineBreaksSinceComment = 0
    }

    // MARK: Helpers

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private var next: Unicode.Scalar? { index + 1 < scalars.count ? scalars[index + 1] : nil }

    private func found(at index: Int) -> String {
        index < scalars.count ? TextQuoting.character(scalars[index]) : "end of file"
    }

    private func error(_ message: String, at index: Int) -> Diagnostic {
        let (line, column) = StringsFileText.position(of: index, in: scalars)
        return Diagnostic(kind: .syntax, file: file, line: line, column: column, message: message)
    }

    /// ASCII letters, digits and `_ . - $ / :`, as in NeXT property lists.
    private static func isUnquoted(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a" ... "z", "A" ... "Z", "0" ... "9", "_", ".", "-", "$", "/", ":": return true
        default: return false
        }
    }

    private static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0" ... "9": return c.value - 0x30
        case "a" ... "f": return c.value - 0x61 + 10
        case "A" ... "F": return c.value - 0x41 + 10
        default: return nil
        }
    }
}
