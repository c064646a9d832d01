/// The typed reads of strings, flags and names.
extension JSONCursor {
    /// The string; otherwise `expected a string, found ...`.
    package func string() throws(Diagnostic) -> String {
        guard let text = value.stringValue else { throw typeMismatch(expected: "a string") }
        return text
    }

    /// The string, within `limits` (its length, its marks on one character).
    package func string(within limits: StringLimits) throws(Diagnostic) -> String {
        let text = try string()
        try check(text, within: limits)
        return text
    }

    /// The string when it is not blank (otherwise `expected EXPECTED, found "  "`), within
    /// `limits` when given.
    package func nonBlankString(expected: String, within limits: StringLimits? = nil) throws(Diagnostic) -> String {
        let text = try string()
        guard !text.allSatisfy(\.isWhitespace) else { throw unexpected(expected) }
        if let limits { try check(text, within: limits) }
        return text
    }

    /// Throws this value's problem when `text` is over `limits`.
    package func check(_ text: String, within limits: StringLimits) throws(Diagnostic) {
        if let problem = limits.problem(with: text) { throw self.problem(problem) }
    }

    /// The string made into a value by `parse`; otherwise (not a string, or `parse` gives nil)
    /// `expected EXPECTED, found ...`: a colour, a date, a language code.
    package func parsed<T>(_ expected: String, _ parse: (String) -> T?) throws(Diagnostic) -> T {
        guard let text = value.stringValue, let result = parse(text) else { throw unexpected(expected) }
        return result
    }

    /// `true` or `false`; otherwise `expected true or false, found ...`.
    package func bool() throws(Diagnostic) -> Bool {
        guard let flag = value.boolValue else { throw typeMismatch(expected: "true or false") }
        return flag
    }

    /// The index in `names` of the string; otherwise `expected "a", "b" or "c", found ...`,
    /// the names in this order.
    package func choice(among names: [String]) throws(Diagnostic) -> Int {
        if let text = value.stringValue, let index = names.firstIndex(of: text) { return index }
        throw unexpected(ErrorText.alternatives(names))
    }

    /// The value of the case the string names, among `cases` in this order.
    package func choice<Value>(_ cases: [(name: String, value: Value)]) throws(Diagnostic) -> Value {
        cases[try choice(among: cases.map(\.name))].value
    }

    /// One of `cases`, by raw value, which a problem lists in this order.
    package func choice<T: RawRepresentable>(among cases: [T]) throws(Diagnostic) -> T where T.RawValue == String {
        cases[try choice(among: cases.map(\.rawValue))]
    }

    /// One of all the cases, which a problem lists in declaration order.
    package func choice<T: RawRepresentable & CaseIterable>() throws(Diagnostic) -> T where T.RawValue == String {
        try choice(among: Array(T.allCases))
    }
}
