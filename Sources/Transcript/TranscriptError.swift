/// Why a transcript could not be read, in words a user can act on.
///
/// ``description`` is always one line:
///
/// ```
/// chat.json: messages[3].from: unknown participant "bob" (participants: ann, me) (line 5, column 14)
/// chat.json:4:17: expected ',' or '}' after object member
/// chat.json: the file is empty
/// ```
///
/// The CLI prints it after `error: `.
public struct TranscriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, broadly.
    public enum Kind: Sendable, Hashable {
        /// The file could not be read (missing, a directory, unreadable, empty).
        case file
        /// The input is not well-formed JSON; ``line`` and ``column`` say where.
        case syntax
        /// Well-formed JSON that is not a valid transcript; ``path`` says where.
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
    /// 1-based column (in Unicode scalars) of the offending text or value, when known.
    public var column: Int?
    /// The problem, without file, path or position, e.g. `expected a string, found a number`.
    public var message: String

    /// Creates an error. Other modules may use this to report problems with transcript
    /// values in the same format (e.g. an image file that does not exist).
    public init(kind: Kind, file: String? = nil, path: JSONPath? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.kind = kind
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The one-line description with the position of invalid values appended.
    public var description: String { formatted(includingLocation: true) }

    /// The one-line description.
    ///
    /// - `file:line:column: message` for syntax errors;
    /// - `file: path: message (line L, column C)` for invalid values (the location only when
    ///   `includingLocation` is true and known; the path is left out for the root);
    /// - `file: message` otherwise.
    ///
    /// Without a file name the `file` part is left out. Control characters are escaped so the
    /// result never spans lines.
    public func formatted(includingLocation: Bool = true) -> String {
        var parts: [String] = []
        switch kind {
        case .syntax:
            // The position only when both line and column are known.
            if let location = ErrorText.location(file: file, line: column == nil ? nil : line, column: column) {
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

extension TranscriptError {
    /// A syntax error in `file`.
    init(syntax error: JSONSyntaxError, file: String?) {
        self.init(kind: .syntax, file: file, path: nil, line: error.line, column: error.column, message: error.message)
    }
}
