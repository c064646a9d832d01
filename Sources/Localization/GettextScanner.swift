import StrictJSON

/// Splits a gettext catalog into messages; see ``GettextParser`` for the syntax it accepts.
struct GettextScanner {
    /// One message of the catalog.
    struct Message {
        var context: String?
        var id = ""
        var plural: String?
        /// `msgstr`, or `msgstr[0]`, `msgstr[1]`, ... in order.
        var strings: [String] = []
        var fuzzy = false
        var comments: [String] = []
        /// The line of its first keyword.
        var line = 0
        /// How many plural forms the header's `Plural-Forms` names (header only).
        var pluralForms: Int? {
            guard id == "", context == nil, let header = strings.first,
                  let range = header.firstRange(of: "nplurals=") else { return nil }
            return Int(header[range.upperBound...].prefix { $0.isASCIIDigit })
        }
    }

    /// The file name for errors.
    let file: String?

    /// The field a continuation line (`"..."`) adds to.
    private enum Field {
        case context, id, plural, string(Int)

        var isContext: Bool {
            if case .context = self { true } else { false }
        }
    }

    /// Every message but obsolete ones, in file order.
    mutating func messages(_ text: String) throws(Diagnostic) -> [Message] {
        var messages: [Message] = []
        var current = Message()
        var field: Field?
        var flags: (fuzzy: Bool, comments: [String]) = (false, [])
        var lineNumber = 0
        func finish() throws(Diagnostic) {
            guard field != nil else { return }
            guard !current.strings.isEmpty else {
                throw Diagnostic(kind: .syntax, file: file, line: current.line, column: 1, message: "the message has no msgstr")
            }
            messages.append(current)
            current = Message()
            field = nil
        }
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.trimmingScalars { $0 == "\r" || $0.isSpaceOrTab }
            func failure(_ message: String, column: Int = 1) -> Diagnostic {
                Diagnostic(kind: .syntax, file: file, line: lineNumber, column: column, message: message)
            }
            if line.isEmpty || line.hasPrefix("#~") || (line.hasPrefix("#") && !line.hasPrefix("#,") && !line.hasPrefix("#.")) {
                continue
            }
            if line.hasPrefix("#,") || line.hasPrefix("#.") {
                if field != nil, !current.strings.isEmpty { try finish() }
                if line.hasPrefix("#,") {
                    flags.fuzzy = flags.fuzzy || line.dropFirst(2).split(separator: ",").contains { $0.trimmingScalars(where: \.isSpaceOrTab) == "fuzzy" }
                } else {
                    flags.comments.append(line.dropFirst(2).trimmingScalars(where: \.isSpaceOrTab))
                }
                continue
            }
            if line.hasPrefix("\"") {
                guard let target = field else { throw failure("a string outside any msgid or msgstr") }
                let value = try string(line, line: lineNumber)
                switch target {
                case .context: current.context? += value
                case .id: current.id += value
                case .plural: current.plural? += value
                case .string(let index): current.strings[index] += value
                }
                continue
            }
            let keyword = String(line.prefix { !$0.isWhitespace })
            let rest = line.dropFirst(keyword.count).trimmingScalars(where: \.isSpaceOrTab)
            guard rest.hasPrefix("\"") else {
                throw failure(keyword.hasPrefix("msg") ? "expected a string in double quotes after \(keyword)"
                              : "expected msgctxt, msgid, msgstr or a comment, found \(TextQuoting.quoted(keyword))")
            }
            let value = try string(rest, line: lineNumber, column: line.count - rest.count + 1)
            switch keyword {
            case "msgctxt", "msgid":
                if field != nil, !current.strings.isEmpty { try finish() }
                if let open = field, keyword == "msgctxt" || !open.isContext {
                    throw failure("\(keyword) before the msgstr of the message above")
                }
                if current.line == 0 {
                    current.line = lineNumber
                    current.fuzzy = flags.fuzzy
                    current.comments = flags.comments
                    flags = (false, [])
                }
                if keyword == "msgctxt" {
                    current.context = value
                    field = .context
                } else {
                    current.id = value
                    field = .id
                }
            case "msgid_plural":
                guard field != nil, current.strings.isEmpty else { throw failure("msgid_plural without a msgid") }
                current.plural = value
                field = .plural
            case "msgstr":
                guard field != nil, current.strings.isEmpty, current.plural == nil else {
                    throw failure(current.plural != nil ? "a plural message needs msgstr[0], msgstr[1], ..." : "msgstr without a msgid")
                }
                current.strings.append(value)
                field = .string(0)
            default:
                guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let index = Int(keyword.dropFirst(7).dropLast()),
                      index == current.strings.count, current.plural != nil else {
                    throw failure(keyword.hasPrefix("msgstr[") ? "expected msgstr[\(current.strings.count)] of a message with msgid_plural"
                                  : "expected msgctxt, msgid, msgstr or a comment, found \(TextQuoting.quoted(keyword))")
                }
                current.strings.append(value)
                field = .string(index)
            }
        }
        try finish()
        return messages
    }

    /// The text of a `"..."` token that makes up the rest of the line.
    private func string(_ token: String, line: Int, column: Int = 1) throws(Diagnostic) -> String {
        var result = String.UnicodeScalarView()
        let all = Array(token.unicodeScalars)
        var scalars = all[...]
        /// An error at `offset` scalars into the token (0: the opening quote).
        func failure(_ message: String, at offset: Int = 0) -> Diagnostic {
            Diagnostic(kind: .syntax, file: file, line: line, column: column + offset, message: message)
        }
        scalars.removeFirst()
        while let scalar = scalars.popFirst() {
            let offset = scalars.startIndex - 1
            switch scalar {
            case "\"":
                if let extra = scalars.firstIndex(where: { !$0.isSpaceOrTab }) {
                    throw failure("unexpected text after the closing quote", at: extra)
                }
                return String(result)
            case "\\":
                guard let escaped = scalars.popFirst() else { throw failure("unterminated string") }
                switch escaped {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "a": result.append("\u{07}")
                case "b": result.append("\u{08}")
                case "f": result.append("\u{0C}")
                case "v": result.append("\u{0B}")
                case "\"", "\\", "?", "'": result.append(escaped)
                case "0" ... "7":
                    var value = escaped.value - 0x30
                    for _ in 0 ..< 2 {
                        guard let next = scalars.first, ("0" ... "7").contains(next) else { break }
                        value = value * 8 + next.value - 0x30
                        scalars.removeFirst()
                    }
                    result.append(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))
                case "x":
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 2, let next = scalars.first, let digit = Int(String(next), radix: 16) {
                        value = value * 16 + UInt32(digit)
                        digits += 1
                        scalars.removeFirst()
                    }
                    guard digits > 0 else { throw failure("\\x needs hex digits", at: offset) }
                    result.append(Unicode.Scalar(UInt8(value)))
                default:
                    throw failure("unknown escape \\\(escaped)", at: offset)
                }
            default:
                result.append(scalar)
            }
        }
        throw failure("unterminated string")
    }
}
