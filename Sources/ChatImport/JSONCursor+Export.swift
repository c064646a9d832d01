import StrictJSON

/// How an export's JSON is read with the shared walker: exports leave out keys and write
/// `null` alike, and write ids and counts as numbers or strings.
extension JSONCursor {
    /// The member `key` of this object; nil when it is missing or `null`.
    func member(_ key: String) throws(Diagnostic) -> JSONCursor? {
        guard let child = try object()[key], !child.isNull else { return nil }
        return child
    }

    /// Whether this object has the member `key`, `null` or not.
    func has(_ key: String) throws(Diagnostic) -> Bool {
        try object()[key] != nil
    }

    /// The member `key` of this object, which must be there and not `null`.
    func required(_ key: String) throws(Diagnostic) -> JSONCursor {
        guard let child = try member(key) else { throw try object().missing(key) }
        return child
    }

    /// The elements of this array.
    func elements() throws(Diagnostic) -> [JSONCursor] {
        Array(try array())
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
        throw unexpected("a whole number")
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
    func elements(_ key: String) throws(Diagnostic) -> [JSONCursor] {
        try member(key)?.elements() ?? []
    }

    /// This string as an ISO 8601 date.
    func date() throws(Diagnostic) -> ChatDate {
        try parsed("a date like 2023-01-05T14:03:00") { ChatDate(iso: $0) }
    }
}
