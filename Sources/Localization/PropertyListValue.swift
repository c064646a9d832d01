import StrictJSON

/// A value of an XML property list, as far as `.stringsdict` files need: strings and
/// dictionaries (keys in document order); other values are kept only as what they are.
indirect enum PropertyListValue: Sendable, Hashable {
    case string(String, line: Int)
    case dictionary([Member], line: Int)
    /// `<integer>`, `<array>`, `<true/>`, ...: its element name.
    case other(String, line: Int)

    /// One `<key>` and its value.
    struct Member: Sendable, Hashable {
        var key: String
        var value: PropertyListValue
    }

    /// The line of the value's element.
    var line: Int {
        switch self {
        case .string(_, let line), .dictionary(_, let line), .other(_, let line): line
        }
    }

    /// The members of a dictionary; nil for other values.
    var members: [Member]? {
        if case .dictionary(let members, _) = self { members } else { nil }
    }

    /// The text of a string; nil for other values.
    var string: String? {
        if case .string(let text, _) = self { text } else { nil }
    }

    /// A dictionary's value for `key`.
    subscript(key: String) -> PropertyListValue? {
        members?.first { $0.key == key }?.value
    }

    /// The value of a `<plist>` root element (its one child) or of any value element.
    static func read(_ element: XMLElement, file: String?) throws(Diagnostic) -> PropertyListValue {
        switch element.name {
        case "plist":
            guard let value = element.children.first, element.children.count == 1 else {
                throw Diagnostic(kind: .syntax, file: file, line: element.line, message: "<plist> must hold exactly one value")
            }
            return try read(value, file: file)
        case "string":
            return .string(element.text, line: element.line)
        case "dict":
            var members: [Member] = []
            let children = element.children
            var index = 0
            while index < children.count {
                let key = children[index]
                guard key.name == "key", index + 1 < children.count else {
                    throw Diagnostic(kind: .syntax, file: file, line: key.line,
                                     message: key.name == "key" ? "<key>\(key.text)</key> has no value" : "expected <key>, found <\(key.name)>")
                }
                members.append(Member(key: key.text, value: try read(children[index + 1], file: file)))
                index += 2
            }
            return .dictionary(members, line: element.line)
        default:
            return .other(element.name, line: element.line)
        }
    }
}
