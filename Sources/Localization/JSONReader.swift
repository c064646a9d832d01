import FoundationEssentials
import StrictJSON

/// Parses JSON with the shared strict reader and turns type problems into
/// ``Diagnostic``s that name the JSON path (and, unlike a transcript's, do not show the
/// position).
struct JSONReader {
    /// The file name for errors.
    let file: String?

    /// The parsed document, or a syntax error with line and column.
    func parse(_ data: Data) throws(Diagnostic) -> JSONValue {
        do {
            return try JSONValue.parse(data)
        } catch {
            throw Diagnostic(syntax: error, file: file)
        }
    }

    /// An ``Diagnostic/Kind/invalid`` error at `path`, positioned at `value`.
    func invalid(_ message: String, at path: JSONPath, _ value: JSONValue) -> Diagnostic {
        Diagnostic(kind: .invalid, file: file, path: path, line: value.position.line, column: value.position.column,
                   message: message, showsPosition: false)
    }

    /// `expected X, found Y`.
    func typeMismatch(expected: String, _ value: JSONValue, at path: JSONPath) -> Diagnostic {
        invalid("expected \(expected), found \(found(value))", at: path, value)
    }

    /// The value as an object.
    func object(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> JSONObject {
        guard let object = value.objectValue else { throw typeMismatch(expected: "an object", value, at: path) }
        return object
    }

    /// The value as a string, within the limits for one string (``checkText(_:at:_:)``).
    func string(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> String {
        guard let string = value.stringValue else { throw typeMismatch(expected: "a string", value, at: path) }
        try checkText(string, at: path, value)
        return string
    }

    /// Throws when `text` (found at `path`) is longer than 100,000 characters or stacks more
    /// combining marks on one character than ``StringLimits/maxMarksPerCharacter``, the
    /// limits transcripts have: every text may become a bubble.
    func checkText(_ text: String, at path: JSONPath, _ value: JSONValue) throws(Diagnostic) {
        if let problem = StringLimits.default.problem(with: text) {
            throw invalid(problem, at: path, value)
        }
    }

    /// The value as `true` or `false`.
    func bool(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> Bool {
        guard let bool = value.boolValue else { throw typeMismatch(expected: "true or false", value, at: path) }
        return bool
    }

    /// The value as an integer.
    func integer(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> Int {
        guard let number = value.numberValue else { throw typeMismatch(expected: "an integer", value, at: path) }
        guard let int = number.intValue else {
            throw invalid("expected an integer, found \(number.literal)", at: path, value)
        }
        return int
    }

    /// The member `key` of `object` as a string, when present.
    func optionalString(_ key: String, in object: JSONObject, at path: JSONPath) throws(Diagnostic) -> String? {
        guard let value = object[key] else { return nil }
        return try string(value, at: path.appending(key: key))
    }

    /// A language code (a key or a value), checked with ``LanguageCode/isValid(_:)``.
    func languageCode(_ code: String, at path: JSONPath, _ value: JSONValue) throws(Diagnostic) -> String {
        guard LanguageCode.isValid(code) else {
            throw invalid("expected a language code like \"en\" or \"zh-Hans\", found \(TextQuoting.quoted(code))", at: path, value)
        }
        return code
    }

    /// A member's position: its key's opening quote.
    func keyValue(_ member: JSONObject.Member) -> JSONValue {
        JSONValue(.string(member.key), position: member.keyPosition)
    }

    /// What a value is, for messages: `a string`, `a number`, `an object`, `null`, ...
    func found(_ value: JSONValue) -> String {
        value.kindDescription
    }
}
