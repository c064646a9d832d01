import Transcript

/// Why a localization file could not be read, in words a user can act on.
///
/// ``description`` is always one line, in one of three shapes:
///
/// ```
/// Localizable.xcstrings: strings.greeting.localizations.de.stringUnit.value: expected a string, found a number
/// de.lproj/Localizable.strings:12:7: unterminated string
/// Chat.xcstrings:4:17: expected ',' or '}' after object member
/// Localizable.strings: no such file
/// ```
///
/// - Problems in well-formed JSON (``Kind/invalid``) name the offending value's ``path``; its
///   ``line`` and ``column`` are filled in too but left out of the description.
/// - Syntax errors (``Kind/syntax``: malformed JSON or `.strings` text, bad encodings) give
///   `file:line:column`.
/// - File problems (``Kind/file``) give only the file.
public struct LocalizationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, broadly.
    public enum Kind: Sendable, Hashable {
        /// The file could not be used at all: missing, a directory, unreadable, empty, of an
        /// unknown type, or its language cannot be told.
        case file
        /// The text is malformed (bad JSON, bad `.strings` syntax, bad encoding); ``line`` and
        /// ``column`` say where when known.
        case syntax
        /// Well-formed JSON with a wrong type or value; ``path`` says where.
        case invalid
    }

    /// What went wrong, broadly.
    public var kind: Kind
    /// The file as the caller named it (`de.lproj/Localizable.strings`), when known.
    public var file: String?
    /// 1-based line of the problem, when known.
    public var line: Int?
    /// 1-based column of the problem, counted in Unicode scalars (a tab is one column), when
    /// known.
    public var column: Int?
    /// The offending JSON value (``Kind/invalid`` only; the root for whole-document problems).
    public var path: JSONPath?
    /// The problem itself, without file, path or position, e.g. `unterminated string`.
    public var message: String

    /// Creates an error.
    public init(kind: Kind, file: String? = nil, line: Int? = nil, column: Int? = nil, path: JSONPath? = nil, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// One line: `file: path: message`, `file:line:column: message` or `file: message`.
    ///
    /// A JSON path is shown instead of a position when there is one (the root path is left
    /// out); parts that are unknown are left out. Control characters are escaped so the text
    /// never spans lines.
    public var description: String {
        var parts: [String] = []
        if let path {
            if let file { parts.append(file) }
            if !path.isRoot { parts.append(path.description) }
        } else if let location = ErrorText.location(file: file, line: line, column: column) {
            parts.append(location)
        }
        parts.append(message)
        return ErrorText.line(parts)
    }
}

extension LocalizationError {
    /// A malformed-JSON error from the shared parser.
    init(syntax error: JSONSyntaxError, file: String?) {
        self.init(kind: .syntax, file: file, line: error.line, column: error.column, message: error.message)
    }
}
