/// The strict RFC 8259 reader behind ``JSONValue/parse(_:maxDepth:)``.
///
/// It walks the UTF-8 bytes with an index, builds `String`s only for string values and number
/// literals, and tracks line and column incrementally so positions cost O(1) amortized.
/// Recursion depth is bounded by `maxDepth`.
struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    /// Where the text starts (3 after a UTF-8 byte order mark).
    private let textStart: Int
    private var index: Int
    /// Current line, and the byte offset where it starts.
    private var line = 1
    private var lineStart: Int
    /// A known column on the current line, to count from.
    private var columnCacheOffset: Int
    private var columnCacheValue = 1
    /// Reused buffer for strings that contain escapes.
    private var scratch: [UInt8] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        textStart = hasBOM ? 3 : 0
        index = textStart
        lineStart = textStart
        columnCacheOffset = textStart
    }

    /// Parses one complete JSON text.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        return try parser.parseDocument()
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.count >= 2,
           (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            throw error("the input is UTF-16 (it starts with a UTF-16 byte order mark); JSON must be UTF-8", at: 0)
        }
        skipWhitespace()
        guard index < bytes.count else {
            throw error(index == textStart ? "the input is empty" : "expected a JSON value, found only whitespace", at: index)
        }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count {
            throw unexpected(at: index, expected: "end of input after the top-level value")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else {
            throw error("unexpected end of input, expected a value", at: index)
        }
        switch bytes[index] {
        case .openBrace:
            return try parseObject(depth: depth + 1)
        case .openBracket:
            return try parseArray(depth: depth + 1)
        case .quote:
            let here = position(at: index)
            return JSONValue(.string(try parseString()), position: here)
        case .minus, .zero ... .nine:
            return try parseNumber()
        case .t:
            return try parseLiteral(Self.trueBytes, .bool(true))
        case .f:
            return try parseLiteral(Self.falseBytes, .bool(false))
        case .n:
            return try parseLiteral(Self.nullBytes, .null)
        default:
            throw unexpected(at: index, expected: "a value")
        }
    }

    private static let trueBytes: [UInt8] = Array("true".utf8)
    private static let falseBytes: [UInt8] = Array("false".utf8)
    private static let nullBytes: [UInt8] = Array("null".utf8)

    private mutating func parseLiteral(_ word: [UInt8], _ kind: JSONValue.Kind) throws(JSONSyntaxError) -> JSONValue {
        let start = index
        guard start + word.count <= bytes.count else {
            throw unexpected(at: start, expected: "a value")
        }
        for k in 0 ..< word.count where bytes[start + k] != word[k] {
            throw unexpected(at: start, expected: "a value")
        }
        if start + word.count < bytes.count, bytes[start + word.count].isWordByte {
            throw unexpected(at: start, expected: "a value")
        }
        let here = position(at: start)
        index = start + word.count
        return JSONValue(kind, position: here)
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let start = index
        guard depth <= maxDepth else { throw tooDeep(at: start) }
        let here = position(at: start)
        index += 1
        var members: [JSONObject.Member] = []
        var seen: Set<String>? = nil
        skipWhitespace()
        if index < bytes.count, bytes[index] == .closeBrace {
            index += 1
            return JSONValue(.object(JSONObject(members)), position: here)
        }
        var commaOffset: Int? = nil
        while true {
            guard index < bytes.count else {
                throw error("unexpected end of input, expected a string key", at: index)
            }
            let b = bytes[index]
            guard b == .quote else {
                if b == .closeBrace, let commaOffset {
                    throw error("trailing comma is not allowed", at: commaOffset)
                }
                if b.isLetter || b == .underscore || b == .dollar {
                    throw error("object keys must be strings in double quotes", at: index)
                }
                throw unexpected(at: index, expected: "a string key")
            }
            let keyPosition = position(at: index)
            let key = try parseString()
            if members.count < 12 {
                for member in members where member.key == key {
                    throw duplicateKey(key, at: keyPosition)
                }
            } else {
                if seen == nil { seen = Set(members.map(\.key)) }
                if !seen!.insert(key).inserted { throw duplicateKey(key, at: keyPosition) }
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == .colon else {
                if index < bytes.count, bytes[index] == .slash { throw unexpected(at: index, expected: "':'") }
                throw error("expected ':' after object key", at: index)
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONObject.Member(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            guard index < bytes.count else {
                throw error("unexpected end of input, expected ',' or '}' after object member", at: index)
            }
            switch bytes[index] {
            case .comma:
                commaOffset = index
                index += 1
                skipWhitespace()
            case .closeBrace:
                index += 1
                return JSONValue(.object(JSONObject(members)), position: here)
            case .slash:
                throw unexpected(at: index, expected: "',' or '}'")
            default:
                throw error("expected ',' or '}' after object member", at: index)
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let start = index
        guard depth <= maxDepth else { throw tooDeep(at: start) }
        let here = position(at: start)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == .closeBracket {
            index += 1
            return JSONValue(.array(elements), position: here)
        }
        while true {
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else {
                throw error("unexpected end of input, expected ',' or ']' after array element", at: index)
            }
            switch bytes[index] {
            case .comma:
                let commaOffset = index
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == .closeBracket {
                    throw error("trailing comma is not allowed", at: commaOffset)
                }
            case .closeBracket:
                index += 1
                return JSONValue(.array(elements), position: here)
            case .slash:
                throw unexpected(at: index, expected: "',' or ']'")
            default:
                throw error("expected ',' or ']' after array element", at: index)
            }
        }
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        let n = bytes.count
        var i = start
        if bytes[i] == .minus { i += 1 }
        guard i < n else { throw error("expected a digit after '-'", at: i) }
        let first = bytes[i]
        if first == .zero {
            i += 1
            if i < n, bytes[i].isDigit {
                throw error("leading zeros are not allowed in numbers", at: start)
            }
        } else if first.isDigit {
            i += 1
            while i < n, bytes[i].isDigit { i += 1 }
        } else if first.isLetter {
            throw unexpected(at: i, expected: "a digit after '-'")
        } else {
            throw error("expected a digit after '-'", at: i)
        }
        var isInteger = true
        if i < n, bytes[i] == .dot {
            isInteger = false
            i += 1
            guard i < n, bytes[i].isDigit else { throw error("expected a digit after the decimal point", at: i) }
            while i < n, bytes[i].isDigit { i += 1 }
        }
        if i < n, bytes[i] == .e || bytes[i] == .E {
            isInteger = false
            i += 1
            if i < n, bytes[i] == .plus || bytes[i] == .minus { i += 1 }
            guard i < n, bytes[i].isDigit else { throw error("expected a digit in the exponent", at: i) }
            while i < n, bytes[i].isDigit { i += 1 }
        }
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< i]), as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            throw error("number is too large", at: start)
        }
        let here = position(at: start)
        index = i
        return JSONValue(.number(JSONNumber(validatedLiteral: literal, isInteger: isInteger, doubleValue: value)),
                         position: here)
    }

    // MARK: Strings

    /// Parses the string whose opening quote is at `index`; leaves `index` after the closing quote.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let quoteOffset = index
        let n = bytes.count
        var i = quoteOffset + 1
        // Fast path: no escapes, copy the bytes once.
        while i < n {
            let b = bytes[i]
            if b == .quote {
                index = i + 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[(quoteOffset + 1) ..< i]), as: UTF8.self)
            }
            if b == .backslash { break }
            if b < 0x20 { throw controlCharacter(at: i) }
            if b < 0x80 {
                i += 1
            } else {
                i = try skipUTF8Sequence(at: i)
            }
        }
        guard i < n else { throw unterminatedString(at: quoteOffset) }
        // Slow path: decode escapes into the scratch buffer.
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(quoteOffset + 1) ..< i]))
        while i < n {
            let b = bytes[i]
            if b == .quote {
                index = i + 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if b == .backslash {
                i = try parseEscape(at: i)
            } else if b < 0x20 {
                throw controlCharacter(at: i)
            } else if b < 0x80 {
                scratch.append(b)
                i += 1
            } else {
                let end = try skipUTF8Sequence(at: i)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i ..< end]))
                i = end
            }
        }
        throw unterminatedString(at: quoteOffset)
    }

    /// Decodes the escape whose backslash is at `i` into `scratch`; returns the index after it.
    private mutating func parseEscape(at i: Int) throws(JSONSyntaxError) -> Int {
        let n = bytes.count
        guard i + 1 < n else { throw error("unterminated string", at: i) }
        switch bytes[i + 1] {
        case .quote: scratch.append(.quote)
        case .backslash: scratch.append(.backslash)
        case .slash: scratch.append(.slash)
        case .b: scratch.append(0x08)
        case .f: scratch.append(0x0C)
        case .n: scratch.append(0x0A)
        case .r: scratch.append(0x0D)
        case .t: scratch.append(0x09)
        case .u:
            let unit = try hex4(at: i + 2, escapeAt: i)
            switch unit {
            case 0xD800 ... 0xDBFF:
                guard i + 7 < n, bytes[i + 6] == .backslash, bytes[i + 7] == .u else {
                    throw error("unpaired surrogate \(Self.escapeText(unit)) (a high surrogate must be followed by a low surrogate \\uDC00-\\uDFFF)", at: i)
                }
                let low = try hex4(at: i + 8, escapeAt: i + 6)
                guard (0xDC00 ... 0xDFFF).contains(low) else {
                    throw error("unpaired surrogate \(Self.escapeText(unit)) (a high surrogate must be followed by a low surrogate \\uDC00-\\uDFFF)", at: i)
                }
                appendUTF8(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                return i + 12
            case 0xDC00 ... 0xDFFF:
                throw error("unpaired surrogate \(Self.escapeText(unit)) (a low surrogate must follow a high surrogate)", at: i)
            default:
                appendUTF8(unit)
                return i + 6
            }
        default:
            let description = describeCharacter(at: i + 1)
            throw error("invalid escape sequence: \\ followed by \(description)", at: i)
        }
        return i + 2
    }

    private func hex4(at j: Int, escapeAt: Int) throws(JSONSyntaxError) -> UInt32 {
        guard j + 4 <= bytes.count else { throw error("expected 4 hex digits after \\u", at: escapeAt) }
        var value: UInt32 = 0
        for k in j ..< j + 4 {
            guard let digit = bytes[k].hexValue else {
                throw error("expected 4 hex digits after \\u", at: escapeAt)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private static func escapeText(_ unit: UInt32) -> String {
        let hex = String(unit, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0 ..< 0x80:
            scratch.append(UInt8(scalar))
        case 0x80 ..< 0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800 ..< 0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Validates the multi-byte UTF-8 sequence starting at `i` (where `bytes[i] >= 0x80`)
    /// following Unicode Table 3-7 (no overlongs, no surrogates, nothing above U+10FFFF);
    /// returns the index after it.
    private func skipUTF8Sequence(at i: Int) throws(JSONSyntaxError) -> Int {
        guard let length = utf8SequenceLength(at: i) else { throw invalidUTF8(at: i) }
        return i + length
    }

    /// The length of the valid UTF-8 sequence at `i`, or nil.
    private func utf8SequenceLength(at i: Int) -> Int? {
        let n = bytes.count
        let lead = bytes[i]
        if lead < 0x80 { return 1 }
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        let length: Int
        switch lead {
        case 0xC2 ... 0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1 ... 0xEC, 0xEE ... 0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1 ... 0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard i + length <= n else { return nil }
        let second = bytes[i + 1]
        guard second >= low, second <= high else { return nil }
        for k in 2 ..< length where bytes[i + k] & 0xC0 != 0x80 { return nil }
        return length
    }

    // MARK: Whitespace and positions

    private mutating func skipWhitespace() {
        let n = bytes.count
        while index < n {
            switch bytes[index] {
            case .space, .tab:
                index += 1
            case .lineFeed:
                index += 1
                startLine()
            case .carriageReturn:
                index += 1
                if index < n, bytes[index] == .lineFeed { index += 1 }
                startLine()
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        line += 1
        lineStart = index
        columnCacheOffset = index
        columnCacheValue = 1
    }

    /// The position of `offset`, which must be on the current line at or after the last
    /// position asked for (the parser only moves forward); counts incrementally.
    private mutating func position(at offset: Int) -> SourcePosition {
        guard offset >= columnCacheOffset, offset >= lineStart else { return computePosition(at: offset) }
        columnCacheValue += scalarCount(from: columnCacheOffset, to: offset)
        columnCacheOffset = offset
        return SourcePosition(line: line, column: columnCacheValue, offset: offset)
    }

    /// The position of any offset, by scanning from the start (used for errors).
    private func computePosition(at offset: Int) -> SourcePosition {
        var line = 1
        var lineStart = textStart
        var i = textStart
        let end = min(offset, bytes.count)
        while i < end {
            let b = bytes[i]
            if b == .lineFeed {
                line += 1
                lineStart = i + 1
            } else if b == .carriageReturn {
                line += 1
                if i + 1 < end, bytes[i + 1] == .lineFeed { i += 1 }
                lineStart = i + 1
            }
            i += 1
        }
        return SourcePosition(line: line, column: 1 + scalarCount(from: lineStart, to: end), offset: offset)
    }

    /// Unicode scalars in `bytes[from..<to]`: bytes that are not UTF-8 continuation bytes.
    private func scalarCount(from: Int, to: Int) -> Int {
        var count = 0
        var i = from
        while i < to {
            if bytes[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }

    // MARK: Errors

    private func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        let position = computePosition(at: offset)
        return JSONSyntaxError(line: position.line, column: position.column, offset: offset, message: message)
    }

    private func tooDeep(at offset: Int) -> JSONSyntaxError {
        error("arrays and objects are nested too deeply (the limit is \(maxDepth) levels)", at: offset)
    }

    private func duplicateKey(_ key: String, at position: SourcePosition) -> JSONSyntaxError {
        JSONSyntaxError(line: position.line, column: position.column, offset: position.offset,
                        message: "duplicate key \(TextQuoting.quoted(key))")
    }

    private func unterminatedString(at offset: Int) -> JSONSyntaxError {
        error("unterminated string (no closing '\"')", at: offset)
    }

    private func controlCharacter(at offset: Int) -> JSONSyntaxError {
        let b = bytes[offset]
        if b == .lineFeed || b == .carriageReturn {
            return error("line break inside a string (a missing '\"', or write \\n)", at: offset)
        }
        return error("control character \(TextQuoting.scalarName(UInt32(b))) in a string must be escaped", at: offset)
    }

    private func invalidUTF8(at offset: Int) -> JSONSyntaxError {
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        return error("invalid UTF-8 (byte 0x\(hex.count == 1 ? "0" : "")\(hex))", at: offset)
    }

    /// An error for an unexpected character at `offset`, with friendlier wording for the
    /// usual JSON-with-extensions habits.
    private func unexpected(at offset: Int, expected: String) -> JSONSyntaxError {
        let b = bytes[offset]
        if b >= 0x80, utf8SequenceLength(at: offset) == nil {
            return invalidUTF8(at: offset)
        }
        if b == .slash {
            return error("comments are not allowed in JSON", at: offset)
        }
        if b == .apostrophe {
            return error("strings must be in double quotes, not single quotes", at: offset)
        }
        if b.isLetter {
            var end = offset
            while end < bytes.count, end - offset < 40, bytes[end].isWordByte { end += 1 }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset ..< end]), as: UTF8.self)
            switch word {
            case "NaN", "Infinity", "inf", "nan":
                return error("\(word) is not allowed in JSON (numbers must be finite)", at: offset)
            case "True", "False", "TRUE", "FALSE", "Null", "NULL", "None", "nil", "undefined":
                return error("unexpected '\(word)' (JSON literals are true, false and null, in lowercase)", at: offset)
            default:
                return error("unexpected '\(word)', expected \(expected)", at: offset)
            }
        }
        return error("unexpected \(describeCharacter(at: offset)), expected \(expected)", at: offset)
    }

    /// `'x'`, or `U+0001` for control characters, or `end of input`.
    private func describeCharacter(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let b = bytes[offset]
        if b < 0x80 {
            if b < 0x20 || b == 0x7F { return TextQuoting.scalarName(UInt32(b)) }
            return "'\(Character(Unicode.Scalar(b)))'"
        }
        guard let length = utf8SequenceLength(at: offset) else {
            return "invalid UTF-8 (byte 0x\(String(b, radix: 16, uppercase: true)))"
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset ..< offset + length]), as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return "a character" }
        if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
            || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.properties.isWhitespace {
            return TextQuoting.scalarName(scalar.value)
        }
        return "'\(text)'"
    }
}

// MARK: - Byte constants

extension UInt8 {
    fileprivate static let tab: UInt8 = 0x09
    fileprivate static let lineFeed: UInt8 = 0x0A
    fileprivate static let carriageReturn: UInt8 = 0x0D
    fileprivate static let space: UInt8 = 0x20
    fileprivate static let quote: UInt8 = 0x22
    fileprivate static let dollar: UInt8 = 0x24
    fileprivate static let apostrophe: UInt8 = 0x27
    fileprivate static let plus: UInt8 = 0x2B
    fileprivate static let comma: UInt8 = 0x2C
    fileprivate static let minus: UInt8 = 0x2D
    fileprivate static let dot: UInt8 = 0x2E
    fileprivate static let slash: UInt8 = 0x2F
    fileprivate static let zero: UInt8 = 0x30
    fileprivate static let nine: UInt8 = 0x39
    fileprivate static let colon: UInt8 = 0x3A
    fileprivate static let E: UInt8 = 0x45
    fileprivate static let openBracket: UInt8 = 0x5B
    fileprivate static let backslash: UInt8 = 0x5C
    fileprivate static let closeBracket: UInt8 = 0x5D
    fileprivate static let underscore: UInt8 = 0x5F
    fileprivate static let b: UInt8 = 0x62
    fileprivate static let e: UInt8 = 0x65
    fileprivate static let f: UInt8 = 0x66
    fileprivate static let n: UInt8 = 0x6E
    fileprivate static let r: UInt8 = 0x72
    fileprivate static let t: UInt8 = 0x74
    fileprivate static let u: UInt8 = 0x75
    fileprivate static let openBrace: UInt8 = 0x7B
    fileprivate static let closeBrace: UInt8 = 0x7D

    fileprivate var isDigit: Bool { self >= 0x30 && self <= 0x39 }
    fileprivate var isLetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }
    fileprivate var isWordByte: Bool { isLetter || isDigit || self == .underscore }
    fileprivate var hexValue: UInt8? {
        switch self {
        case 0x30 ... 0x39: return self - 0x30
        case 0x41 ... 0x46: return self - 0x41 + 10
        case 0x61 ... 0x66: return self - 0x61 + 10
        default: return nil
        }
    }
}
