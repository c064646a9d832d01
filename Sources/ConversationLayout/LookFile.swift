import FileSystem
import StrictJSON
import Transcript

/// A look of one's own, read from a look file: a built-in look (`"base"`) with any of its
/// metrics, colours, fonts and placements replaced, as a company draws screenshots of its own
/// chat app. `bubbles render --look-file`, a transcript's `"look"`, and `bubbles bubble` and
/// `preview` use one; ``LookFileSchema`` describes the format.
///
/// Read as strictly as transcripts: every unknown key, wrong type and value out of range is
/// an error naming the file, the JSON path and the line and column.
public struct LookFile: Sendable, Hashable {
    /// The file as the user named it, when read from one.
    public let file: String?
    /// The built-in look the file starts from.
    public let base: LookName
    /// The base look with the file's values.
    package let look: ChatLook

    /// The largest look file read, in bytes (1 MiB).
    public static let maxBytes = 1 << 20

    /// Reads the look file at `path` (relative paths from the current folder), named in errors
    /// as given.
    ///
    /// - Throws: a `Diagnostic` of kind `.file` for a file that cannot be read, otherwise the
    ///   first problem ``validate(from:file:maxProblems:)`` finds.
    public static func load(contentsOfFile path: String) throws(Diagnostic) -> LookFile {
        try load(.anywhere(path), name: path)
    }

    /// Reads the look file at `location` (confined to its folder, if it has one), named `name`
    /// in errors.
    package static func load(_ location: FileLocation, name: String) throws(Diagnostic) -> LookFile {
        try decode(from: bytes(of: location, name: name), file: name)
    }

    /// Decodes a look file's UTF-8 JSON bytes.
    ///
    /// - Throws: the first problem ``validate(from:file:maxProblems:)`` finds.
    public static func decode(from bytes: [UInt8], file: String? = nil) throws(Diagnostic) -> LookFile {
        let (lookFile, problems) = read(bytes, file: file, maxProblems: 1)
        // There is a look exactly when there is no problem.
        guard let lookFile, problems.isEmpty else {
            throw problems.first ?? Diagnostic(kind: .invalid, file: file, message: "not a look file")
        }
        return lookFile
    }

    /// Every problem of the look file at `path`, in the order found: one for a file that
    /// cannot be read or malformed JSON, otherwise each unknown key, wrong type and value out
    /// of range. At most `maxProblems` are kept; the rest are counted.
    public static func validate(contentsOfFile path: String, maxProblems: Int = Diagnostics.defaultLimit) -> Diagnostics {
        validate(.anywhere(path), name: path, maxProblems: maxProblems)
    }

    /// ``validate(contentsOfFile:maxProblems:)`` for the file at `location`, named `name`.
    package static func validate(_ location: FileLocation, name: String, maxProblems: Int = Diagnostics.defaultLimit) -> Diagnostics {
        do throws(Diagnostic) {
            return validate(from: try bytes(of: location, name: name), file: name, maxProblems: maxProblems)
        } catch {
            var problems = Diagnostics(limit: maxProblems)
            problems.append(error)
            return problems
        }
    }

    /// Every problem of a look file's UTF-8 JSON bytes; see ``validate(contentsOfFile:maxProblems:)``.
    public static func validate(from bytes: [UInt8], file: String? = nil, maxProblems: Int = Diagnostics.defaultLimit) -> Diagnostics {
        read(bytes, file: file, maxProblems: maxProblems).problems
    }

    /// The look file `bytes` hold, when they have no problem, and their problems.
    private static func read(_ bytes: [UInt8], file: String?, maxProblems: Int) -> (LookFile?, problems: Diagnostics) {
        var problems = Diagnostics(limit: maxProblems)
        guard let root = problems.reading(try JSONCursor.parse(bytes, file: file, maxDepth: maxDepth)),
              let object = problems.reading(try root.object())
        else { return (nil, problems) }
        let names = ChatLook.names.map(\.rawValue)
        var base: ChatLook?
        if let name = object["base"] {
            base = problems.reading(try name.choice(among: names)).map { ChatLook.builtIn[$0] }
        } else {
            problems.append(root.problem("missing required key \"base\" (the built-in look to start from: \(names.joined(separator: ", ")))"))
        }
        // Without a base, the rest is still read for its problems.
        var look = base ?? .imessage
        description.read(root, into: &look, problems: &problems)
        guard let base, problems.isEmpty else { return (nil, problems) }
        return (LookFile(file: file, base: base.name, look: look), problems)
    }

    /// The deepest nesting a look file needs is 6 (`ios.header.buttons[0].icon`); a few more
    /// are allowed so that the reader, not the parser, says what is wrong.
    static let maxDepth = 16

    /// The bytes of the look file at `location`: a non-empty regular file of at most
    /// ``maxBytes``.
    private static func bytes(of location: FileLocation, name: String) throws(Diagnostic) -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.contents(of: location, limit: maxBytes)
        } catch {
            throw Diagnostic(kind: .file, file: name, message: ReadFailure.message(for: error.problem, kind: "look"))
        }
        guard !bytes.isEmpty else { throw Diagnostic(kind: .file, file: name, message: "the file is empty") }
        return bytes
    }
}
