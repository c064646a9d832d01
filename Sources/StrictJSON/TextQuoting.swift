/// Helpers that keep user text in error messages on one line and unambiguous, shared by the
/// package's modules (transcripts, catalogs, the CLI's JSON output).
package enum TextQuoting {
    /// The longest user string quoted in full in a message; longer ones are cut with `...`.
    package static let maxQuotedScalars = 60

    /// `text` in double quotes with JSON escapes for `"`, `\` and invisible or line-breaking
    /// characters; cut after ``maxQuotedScalars`` scalars unless `truncating` is false.
    package static func quoted(_ text: String, truncating: Bool = true) -> String {
        var result = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if truncating, count == maxQuotedScalars {
                result += "...\""
                return result
            }
            count += 1
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: appendEscaped(scalar, to: &result)
            }
        }
        return result + "\""
    }

    /// Replaces characters that would break a one-line message (line breaks, other controls)
    /// by `\n`, `\r`, `\t` or `\uXXXX`.
    package static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            appendEscaped(scalar, to: &result)
        }
        return result
    }

    /// Appends `scalar`, as `\n`, `\r`, `\t` or `\uXXXX` when it would break a one-line message.
    private static func appendEscaped(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if needsEscape(scalar) {
                result += escaped(scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }

    /// A single character for a message: `'@'`, or `U+0000` for invisible ones.
    package static func character(_ scalar: Unicode.Scalar) -> String {
        if needsEscape(scalar) || scalar.properties.isWhitespace || scalar.value == 0xFEFF {
            return scalarName(scalar.value)
        }
        return "'\(Character(scalar))'"
    }

    /// Upper-case hexadecimal, zero-padded to at least `digits` digits.
    package static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// `U+000A` style name of a scalar.
    package static func scalarName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func escaped(_ value: UInt32) -> String {
        if value > 0xFFFF { return "\\u{\(String(value, radix: 16, uppercase: true))}" }
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
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
