import BubbleGeometry
import StrictJSON

/// Reads a look file's JSON into a ``ChatLook`` by walking ``LookFile/description``: every
/// unknown key, wrong type and value out of range is one problem (with its JSON path and
/// position), and reading goes on with the next value, which keeps the look's.
struct LookFileReader {
    /// The file as the user named it, for the problems.
    let file: String?
    /// What was found so far.
    var problems: Diagnostics

    init(file: String?, maxProblems: Int) {
        self.file = file
        problems = Diagnostics(limit: maxProblems)
    }

    /// Reads `value`, which `node` describes, at `path` into `look`.
    mutating func read(_ node: LookNode, _ value: JSONValue, at path: JSONPath, into look: inout ChatLook) {
        switch node {
        case .value(let reader):
            reader.read(value, path, &self, &look)
        case .object(let keys):
            guard let object = object(value, at: path) else { return }
            let names = keys.map(\.name)
            checkKeys(of: object, at: path, allowed: names)
            for key in keys {
                guard let member = object[key.name] else { continue }
                read(key.node, member, at: path.appending(key: key.name), into: &look)
            }
        }
    }

    // MARK: Values

    mutating func object(_ value: JSONValue, at path: JSONPath) -> JSONObject? {
        guard let object = value.objectValue else { return typeMismatch(expected: "an object", value, at: path) }
        return object
    }

    mutating func number(_ value: JSONValue, at path: JSONPath, in range: ClosedRange<Double>) -> Double? {
        guard let number = value.numberValue?.doubleValue else { return typeMismatch(expected: "a number", value, at: path) }
        guard range.contains(number) else {
            return rejected("expected a number from \(JSONValue.boundText(range.lowerBound)) to \(JSONValue.boundText(range.upperBound)), "
                            + "found \(value.foundDescription)", at: path, value.position)
        }
        return number
    }

    mutating func wholeNumber(_ value: JSONValue, at path: JSONPath, in range: ClosedRange<Int>) -> Int? {
        guard let number = value.numberValue?.doubleValue else { return typeMismatch(expected: "a whole number", value, at: path) }
        guard number.rounded() == number, Double(range.lowerBound)...Double(range.upperBound) ~= number else {
            return rejected("expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(value.foundDescription)",
                            at: path, value.position)
        }
        return Int(number)
    }

    mutating func bool(_ value: JSONValue, at path: JSONPath) -> Bool? {
        guard let flag = value.boolValue else { return typeMismatch(expected: "true or false", value, at: path) }
        return flag
    }

    mutating func color(_ value: JSONValue, at path: JSONPath) -> RGBAColor? {
        guard let text = value.stringValue, let color = RGBAColor(hex: text) else {
            return rejected("expected a colour like \"#RRGGBB\" or \"#RRGGBBAA\", found \(value.foundDescription)", at: path, value.position)
        }
        return color
    }

    /// A string that is not blank, of at most `maxLength` characters (Unicode scalars).
    mutating func text(_ value: JSONValue, at path: JSONPath, maxLength: Int, example: String) -> String? {
        guard let text = value.stringValue else { return typeMismatch(expected: "a string", value, at: path) }
        guard !text.allSatisfy(\.isWhitespace) else {
            return rejected("expected \(example), found \(value.foundDescription)", at: path, value.position)
        }
        guard text.unicodeScalars.count <= maxLength else {
            return rejected("too long: \(text.unicodeScalars.count) characters (the limit is \(maxLength))", at: path, value.position)
        }
        return text
    }

    /// The index in `names` of the string `value`.
    mutating func choice(_ value: JSONValue, at path: JSONPath, among names: [String]) -> Int? {
        if let text = value.stringValue, let index = names.firstIndex(of: text) { return index }
        return rejected("expected \(ErrorText.alternatives(names)), found \(value.foundDescription)", at: path, value.position)
    }

    // MARK: Problems

    /// Reports each key of `object` not in `allowed`, at the key.
    mutating func checkKeys(of object: JSONObject, at path: JSONPath, allowed: [String]) {
        for member in object.members(notIn: allowed) {
            problems.append(Diagnostic(kind: .invalid, file: file, path: path.appending(key: member.key), line: member.keyPosition.line,
                                       column: member.keyPosition.column,
                                       message: JSONObject.unknownKeyMessage(member.key, allowed: allowed)))
        }
    }

    mutating func report(_ message: String, at path: JSONPath, _ position: SourcePosition?) {
        problems.append(Diagnostic(kind: .invalid, file: file, path: path, line: position?.line, column: position?.column, message: message))
    }

    /// Records a problem and gives nil, for readers to return.
    mutating func rejected<T>(_ message: String, at path: JSONPath, _ position: SourcePosition?) -> T? {
        report(message, at: path, position)
        return nil
    }

    /// Records `expected X, found Y` and gives nil.
    mutating func typeMismatch<T>(expected: String, _ value: JSONValue, at path: JSONPath) -> T? {
        rejected("expected \(expected), found \(value.kindDescription)", at: path, value.position)
    }
}
