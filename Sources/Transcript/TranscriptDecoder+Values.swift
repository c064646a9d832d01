import StrictJSON

/// The readers of single values: each returns the value, or records why it cannot and returns
/// nil.
extension TranscriptDecoder {
    // MARK: Scalars

    mutating func string(_ value: JSONValue, at path: JSONPath) -> String? {
        guard let text = value.stringValue else {
            return typeMismatch(expected: "a string", value, at: path)
        }
        return checkLength(text, at: path, value.position) ? text : nil
    }

    mutating func nonEmptyString(_ value: JSONValue, at path: JSONPath, expected: String) -> String? {
        guard let text = value.stringValue else {
            return typeMismatch(expected: "a string", value, at: path)
        }
        guard !text.allSatisfy(\.isWhitespace) else {
            return rejected("expected \(expected), found \(value.foundDescription)", at: path, value.position)
        }
        return checkLength(text, at: path, value.position) ? text : nil
    }

    mutating func bool(_ value: JSONValue, at path: JSONPath) -> Bool? {
        guard let flag = value.boolValue else {
            return typeMismatch(expected: "true or false", value, at: path)
        }
        return flag
    }

    /// A non-empty path without NUL characters, kept as written.
    mutating func filePath(_ value: JSONValue, at path: JSONPath) -> String? {
        guard let text = string(value, at: path) else { return nil }
        guard !text.isEmpty, !text.unicodeScalars.contains("\0") else {
            return rejected("expected a file path, found \(value.foundDescription)", at: path, value.position)
        }
        return text
    }

    /// Loosely a BCP 47 tag: 1–35 ASCII letters, digits and hyphens, without empty subtags.
    mutating func languageTag(_ value: JSONValue, at path: JSONPath) -> String? {
        guard let text = value.stringValue else {
            return typeMismatch(expected: "a string", value, at: path)
        }
        let utf8 = text.utf8
        let valid = (1 ... 35).contains(utf8.count)
            && utf8.allSatisfy { ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
            && utf8.first != 0x2D && utf8.last != 0x2D && !text.contains("--")
        guard valid else {
            let hint = text.contains("_") ? " (use '-', not '_')" : ""
            return rejected("expected a language tag like \"en\", \"ja\" or \"zh-Hans\", found \(value.foundDescription)\(hint)",
                            at: path, value.position)
        }
        return text
    }

    mutating func number(_ value: JSONValue, at path: JSONPath, in range: ClosedRange<Double>) -> Double? {
        guard let number = value.numberValue else {
            return typeMismatch(expected: "a number", value, at: path)
        }
        guard range.contains(number.doubleValue) else {
            return rejected("expected a number from \(JSONValue.boundText(range.lowerBound)) to \(JSONValue.boundText(range.upperBound)), "
                            + "found \(value.foundDescription)", at: path, value.position)
        }
        return number.doubleValue
    }

    /// A whole number of at least `minimum` (written `3` or `3.0`).
    mutating func integer(_ value: JSONValue, at path: JSONPath, atLeast minimum: Int) -> Int? {
        guard let number = value.numberValue else {
            return typeMismatch(expected: "an integer", value, at: path)
        }
        let double = number.doubleValue
        guard double == double.rounded(), double >= Double(minimum) else {
            let expected = minimum == 0 ? "a non-negative integer" : "an integer of at least \(minimum)"
            return rejected("expected \(expected), found \(value.foundDescription)", at: path, value.position)
        }
        // Past any text's length or count: the range checks say so.
        return Int(min(double, 1e15))
    }

    /// A look's name: one of ``TranscriptLimits/lookNames`` when the reader knows them, any
    /// non-blank name otherwise.
    mutating func lookName(_ value: JSONValue, at path: JSONPath) -> LookName? {
        if let names = limits.lookNames, !names.isEmpty { return choice(value, at: path, among: names) }
        return nonEmptyString(value, at: path, expected: "a look's name like \"whatsapp\"").map(LookName.init(rawValue:))
    }

    mutating func fraction(_ value: JSONValue, at path: JSONPath) -> Double? {
        guard let number = value.numberValue else {
            return typeMismatch(expected: "a number", value, at: path)
        }
        guard number.doubleValue > 0, number.doubleValue <= 1 else {
            return rejected("expected a fraction greater than 0 and at most 1, found \(value.foundDescription)", at: path, value.position)
        }
        return number.doubleValue
    }

    /// One of all the cases, which the error lists in declaration order.
    mutating func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue, at path: JSONPath) -> T? where T.RawValue == String {
        choice(value, at: path, among: Array(T.allCases))
    }

    /// One of `cases`, which the error lists in that order.
    mutating func choice<T: RawRepresentable>(_ value: JSONValue, at path: JSONPath, among cases: [T]) -> T? where T.RawValue == String {
        if let text = value.stringValue, let result = cases.first(where: { $0.rawValue == text }) {
            return result
        }
        let expected = ErrorText.alternatives(cases.map(\.rawValue))
        return rejected("expected \(expected), found \(value.foundDescription)", at: path, value.position)
    }

    // MARK: Structure

    mutating func object(_ value: JSONValue, at path: JSONPath) -> JSONObject? {
        guard let object = value.objectValue else {
            return typeMismatch(expected: "an object", value, at: path)
        }
        return object
    }

    /// Records every key of `object` that is not in `allowed`. An object can have any number
    /// of them, so a message (and its "did you mean") is made only for those ``problems`` keeps.
    mutating func checkKeys(of object: JSONObject, at path: JSONPath, allowed: [String], alsoSuggesting extra: [String] = []) {
        let file = file
        for member in object.members(notIn: allowed) {
            problems.append(Diagnostic(
                kind: .invalid, file: file, path: path.appending(key: member.key), line: member.keyPosition.line,
                column: member.keyPosition.column,
                message: JSONObject.unknownKeyMessage(member.key, allowed: allowed, alsoSuggesting: extra)))
        }
    }

    /// False, after recording why, when `text` is over the limits for one string.
    mutating func checkLength(_ text: String, at path: JSONPath, _ position: SourcePosition) -> Bool {
        guard let problem = limits.problem(with: text) else { return true }
        report(problem, at: path, position)
        return false
    }

    // MARK: Problems

    /// Records a problem with the value at `path`.
    mutating func report(_ message: String, at path: JSONPath, _ position: SourcePosition?) {
        problems.append(Diagnostic(kind: .invalid, file: file, path: path, line: position?.line, column: position?.column,
                                   message: message))
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
