/// Helpers that keep user text in error messages on one line and unambiguous.
enum MessageText {
    /// The longest user string quoted in full in a message; longer ones are cut with `...`.
    static let maxQuotedScalars = 60

    /// `text` in double quotes, with `"`, `\` and invisible characters escaped, cut after
    /// ``maxQuotedScalars`` scalars.
    static func quoted(_ text: String) -> String {
        var result = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == maxQuotedScalars { return result + "...\"" }
            count += 1
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: append(scalar, to: &result)
            }
        }
        return result + "\""
    }

    /// Escapes line breaks and other control characters as `\n`, `\r`, `\t` or `\uXXXX`.
    static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars { append(scalar, to: &result) }
        return result
    }

    /// A single character for a message: `'@'`, or `U+0000` for invisible ones.
    static func character(_ scalar: Unicode.Scalar) -> String {
        if needsEscape(scalar) || scalar.properties.isWhitespace || scalar.value == 0xFEFF {
            return scalarName(scalar.value)
        }
        return "'\(Character(scalar))'"
    }

    /// `U+000A` style name of a scalar.
    static func scalarName(_ value: UInt32) -> String {
        "U+" + hex(value, digits: 4)
    }

    /// Upper-case hexadecimal, zero-padded to at least `digits` digits.
    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if needsEscape(scalar) {
                result += "\\u" + hex(scalar.value, digits: 4)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }

    /// C0/C1 controls, DEL, line/paragraph separators and bidirectional controls.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0 ..< 0x20, 0x7F ... 0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A ... 0x202E, 0x2066 ... 0x2069:
            return true
        default:
            return false
        }
    }
}
