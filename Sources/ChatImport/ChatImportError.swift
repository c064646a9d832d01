import StrictJSON

/// Why a chat export could not become a transcript.
public enum ChatImportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The export is missing, unreadable or malformed: the diagnostic names the file and the
    /// line or JSON path.
    case export(Diagnostic)
    /// `--me` names nobody who wrote in the chat; `suggestion` is a close name, `authors`
    /// everyone who did.
    case unknownAuthor(String, suggestion: String?, authors: [String])
    /// The chat, or the part of it asked for, is more than a transcript may hold.
    case tooLarge(file: String, problem: String)

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
        case .tooLarge(let file, let problem):
            return ErrorText.line([file, "too large for one transcript (\(problem)); take part of it with --last N or --from/--to"])
        }
    }
}
