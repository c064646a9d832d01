import BubblesCore

/// Why an input file (a transcript, a string catalog, a `.strings` file) cannot be used, in
/// words a user can act on.
///
/// ``description`` is always one line, in one of three shapes:
///
/// ```
/// chat.json: messages[3].from: unknown participant "bob" (participants: ann, me) (line 5, column 14)
/// Localizable.xcstrings: strings.greeting.localizations.de.stringUnit.value: expected a string, found a number
/// chat.json:4:17: expected ',' or '}' after object member
/// de.lproj/Localizable.strings:12:7: unterminated string
/// chat.json: the file is empty
/// ```
///
/// The CLI prints it after `error: `.
public struct Diagnostic: BubblesError, Sendable, Hashable {
    /// What went wrong, broadly.
    public enum Kind: Sendable, Hashable {
        /// The file could not be used at all: missing, a directory, unreadable, empty, of an
        /// unknown type.
        case file
        /// The text is malformed (bad JSON, bad `.strings` syntax, bad encoding); ``line`` and
        /// ``column`` say where when known.
        case syntax
        /// Well-formed input with a wrong key, type or value; ``path`` says where.
        case invalid
    }

    /// What went wrong, broadly.
    public var kind: Kind
    /// The file as the user named it, when known.
    public var file: String?
    /// The offending value's JSON path (``Kind/invalid`` only; the root for whole-document
    /// problems).
    public var path: JSONPath?
    /// 1-based line of the offending text or value, when known.
    public var line: Int?
    /// 1-based column (in Unicode scalars, a tab is one) of the offending text or value, when
    /// known.
    public var column: Int?
    /// The problem, without file, path or position, e.g. `expected a string, found a number`.
    public var message: String
    /// Whether ``description`` ends the message of an invalid value with its position,
    /// `(line L, column C)`: true for transcripts, which people write by hand; false for
    /// string catalogs, whose paths name the key well enough.
    public var showsPosition: Bool

    /// Creates a diagnostic.
    public init(kind: Kind, file: String? = nil, path: JSONPath? = nil, line: Int? = nil, column: Int? = nil,
                message: String, showsPosition: Bool = true) {
        self.kind = kind
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.showsPosition = showsPosition
    }

    /// Malformed JSON in `file`.
    public init(syntax error: JSONSyntaxError, file: String?) {
        self.init(kind: .syntax, file: file, line: error.line, column: error.column, message: error.message)
    }

    /// ``path`` as written in ``description`` (`messages[3].from`); nil for the root and
    /// when there is no path.
    public var jsonPath: String? {
        guard let path, !path.isRoot else { return nil }
        return path.description
    }

    /// The one-line description, with an invalid value's position when ``showsPosition``.
    public var description: String { formatted(includingLocation: showsPosition) }

    /// The one-line description.
    ///
    /// - `file:line:column: message` for syntax errors (the parts that are known);
    /// - `file: path: message (line L, column C)` for invalid values (the position only when
    ///   `includingLocation` is true and known; the path is left out for the root);
    /// - `file: message` otherwise.
    ///
    /// Without a file name the `file` part is left out. Control characters are escaped so the
    /// result never spans lines.
    public func formatted(includingLocation: Bool = true) -> String {
        var parts: [String] = []
        switch kind {
        case .syntax:
            if let location = ErrorText.location(file: file, line: line, column: column) {
                parts.append(location)
            }
        case .file, .invalid:
            if let file { parts.append(file) }
            if let path, !path.isRoot { parts.append(path.description) }
        }
        var text = message
        if kind == .invalid, includingLocation, let line, let column {
            text += " (line \(line), column \(column))"
        }
        parts.append(text)
        return ErrorText.line(parts)
    }
}
