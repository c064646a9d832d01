import BubblesCore
import StrictJSON

/// Why a chat export could not become a transcript.
public enum ChatImportError: BubblesError, Sendable, Hashable {
    /// The export is missing, unreadable or malformed: the diagnostic names the file and the
    /// line or JSON path.
    case export(Diagnostic)
    /// `--me` names nobody who wrote in the chat; `suggestion` is a close name, `authors`
    /// everyone who did.
    case unknownAuthor(String, suggestion: String?, authors: [String])
    /// The chat, or the part of it asked for, is more than a transcript may hold.
    case tooLarge(file: String, problem: String)

    /// The export, as the user named it, when the error names it.
    public var file: String? {
        switch self {
        case .export(let diagnostic): diagnostic.file
        case .unknownAuthor: nil
        case .tooLarge(let file, _): file.isEmpty ? nil : file
        }
    }

    /// The JSON path in the export, for a JSON export's problem.
    public var jsonPath: String? {
        if case .export(let diagnostic) = self { diagnostic.jsonPath } else { nil }
    }

    /// The line of the export, when the diagnostic names it.
    public var line: Int? {
        if case .export(let diagnostic) = self { diagnostic.line } else { nil }
    }

    /// The column of the export, when the diagnostic names it.
    public var column: Int? {
        if case .export(let diagnostic) = self { diagnostic.column } else { nil }
    }

    /// The problem without the file or place.
    public var message: String {
        switch self {
        case .export(let diagnostic): diagnostic.message
        case .unknownAuthor: description
        case .tooLarge(_, let problem): "too large for one transcript (\(problem)); take part of it with --last N or --from/--to"
        }
    }

    /// One line for `error: `.
    public var description: String {
        switch self {
        case .export(let diagnostic):
            return diagnostic.description
        case .unknownAuthor(let name, let suggestion, let authors):
            let hint = suggestion.map { "; did you mean \(TextQuoting.quoted($0))?" } ?? ""
            let listed = authors.prefix(10).map { TextQuoting.quoted($0) }.joined(separator: ", ")
                + (authors.count > 10 ? ", ..." : "")
            return "--me: nobody named \(TextQuoting.quoted(name)) wrote in this chat\(hint) (authors: \(listed))"
        case .tooLarge(let file, _):
            return ErrorText.line([file, message])
        }
    }
}
