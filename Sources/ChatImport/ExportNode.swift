import StrictJSON

/// A value of an export's JSON document with its path, so that every problem names the file,
/// the JSON path and the position.
struct ExportNode {
    let value: JSONValue
    let path: JSONPath
    let file: String

    /// The root of `bytes` parsed as JSON; malformed JSON names the line and column.
    static func root(of bytes: [UInt8], file: String) throws(Diagnostic) -> ExportNode {
        do throws(JSONSyntaxError) {
            return ExportNode(value: try JSONValue.parse(bytes), path: .root, file: file)
        } catch {
            throw Diagnostic(syntax: error, file: file)
        }
    }

    /// A problem with this value.
    func failure(_ message: String) -> Diagnostic {
        Diagnostic(kind: .invalid, file: file, path: path, line: value.position.line, column: value.position.column,
                   message: message)
    }

    /// The member `key` of this object; nil when it is missing or `null`.
    func member(_ key: String) throws(Diagnostic) -> ExportNode? {
        guard let object = value.objectValue else { throw failure("expected an object, found \(value.kindDescription)") }
        guard let child = object[key], !child.isNull else { return nil }
        return ExportNode(value: child, path: path.appending(key: key), file: file)
    }

    /// Whether this object has the member `key`, `null` or not.
    func has(_ key: String) throws(Diagnostic) -> Bool {
        guard let object = value.objectValue else { throw failure("expected an object, found \(value.kindDescription)") }
        return object[key] != nil
    }

    /// The member `key` of this object, which must be there.
    func required(_ key: String) throws(Diagnostic) -> ExportNode {
        guard let child = try member(key) else { throw failure("missing required key \"\(key)\"") }
        return child
    }

    /// The elements of this array.
    func elements() throws(Diagnostic) -> [ExportNode] {
        guard let array = value.arrayValue else { throw failure("expected an array, found \(value.kindDescription)") }
        return array.enumerated().map { ExportNode(value: $0.element, path: path.appending(index: $0.offset), file: file) }
    }

    /// This string.
    func string() throws(Diagnostic) -> String {
        guard let text = value.stringValue else { throw failure("expected a string, found \(value.kindDescription)") }
        return text
    }

    /// This number or numeric string (exports write ids and counts both ways), as text.
    func identifier() throws(Diagnostic) -> String {
        if let number = value.numberValue, number.isInteger { return number.literal }
        return try string()
    }

    /// This whole number, written as a number or a string.
    func integer() throws(Diagnostic) -> Int {
        if let number = value.numberValue?.intValue { return number }
        if let text = value.stringValue, let number = Int(text) { return number }
        throw failure("expected a whole number, found \(value.foundDescription)")
    }

    /// This whole number as a count for a note: below 0 is 0, and at most a billion, so
    /// that adding up counts from hostile input cannot overflow.
    func count() throws(Diagnostic) -> Int {
        min(max(try integer(), 0), 1_000_000_000)
    }

    /// The member `key` as a string, when it is there.
    func string(_ key: String) throws(Diagnostic) -> String? {
        try member(key)?.string()
    }

    /// The first of the members `keys` that is there, as a string.
    func firstString(_ keys: String...) throws(Diagnostic) -> String? {
        for key in keys {
            if let text = try string(key) { return text }
        }
        return nil
    }

    /// The elements of the array `key`, none when it is missing.
    func elements(_ key: String) throws(Diagnostic) -> [ExportNode] {
        try member(key)?.elements() ?? []
    }

    /// This string as an ISO 8601 date.
    func date() throws(Diagnostic) -> ChatDate {
        let text = try string()
        guard let date = ChatDate(iso: text) else {
            throw failure("expected a date like 2023-01-05T14:03:00, found \(value.foundDescription)")
        }
        return date
    }
}
