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
