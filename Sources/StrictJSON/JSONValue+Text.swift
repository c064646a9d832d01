extension JSONValue {
    /// The value as JSON text: objects keep their member order, nested values are indented
    /// by two spaces, and an array of scalars stays on one line, so the same value always
    /// gives the same text. Strings escape `"`, `\` and control characters, and keep all
    /// other characters as they are.
    public var formattedText: String {
        var text = ""
        write(to: &text, indent: "")
        return text
    }

    private func write(to text: inout String, indent: String) {
        switch kind {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let number): text += number.literal
        case .string(let string): Self.writeString(string, to: &text)
        case .array(let elements):
            if elements.allSatisfy(\.isScalar) {
                text += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { text += ", " }
                    element.write(to: &text, indent: indent)
                }
                text += "]"
                return
            }
            let inner = indent + "  "
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                element.write(to: &text, indent: inner)
                text += index == elements.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let object):
            guard !object.isEmpty else {
                text += "{}"
                return
            }
            let inner = indent + "  "
            text += "{\n"
            for (index, member) in object.enumerated() {
                text += inner
                Self.writeString(member.key, to: &text)
                text += ": "
                member.value.write(to: &text, indent: inner)
                text += index == object.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    /// The value as JSON text on one line, members and elements separated by `, ` and keys by
    /// `: ` (`{"match": true, "size": [4, 2]}`): what the commands write for programs to read
    /// (`--json`, `--timings`, reports, the service's answers and log). Strings escape `"`,
    /// `\`, line breaks and other invisible controls (``TextQuoting/quoted(_:truncating:)``).
    package var compactText: String {
        var text = ""
        writeCompact(to: &text)
        return text
    }

    private func writeCompact(to text: inout String) {
        switch kind {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let number): text += number.literal
        case .string(let string): text += TextQuoting.quoted(string, truncating: false)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                element.writeCompact(to: &text)
            }
            text += "]"
        case .object(let object):
            text += "{"
            for (index, member) in object.enumerated() {
                if index > 0 { text += ", " }
                text += TextQuoting.quoted(member.key, truncating: false) + ": "
                member.value.writeCompact(to: &text)
            }
            text += "}"
        }
    }

    /// Neither an array nor an object.
    private var isScalar: Bool {
        switch kind {
        case .array, .object: false
        default: true
        }
    }

    private static func writeString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 {
                    text += "\\u" + TextQuoting.hex(scalar.value, digits: 4)
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
