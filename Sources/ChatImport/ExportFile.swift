import FileSystem
import StrictJSON

/// Reading the files of an export, bounded like every other input.
enum ExportFile {
    /// The largest export file read: as large as a transcript may be (256 MiB).
    static let limit = StandardInput.maximumDocument

    /// The bytes of the regular file at `location`, shown as its path in errors.
    static func contents(of location: FileLocation, kind: String) throws(Diagnostic) -> [UInt8] {
        guard let bytes = try contentsIfPresent(of: location, kind: kind) else {
            throw Diagnostic(kind: .file, file: location.description, message: FileProblem.missing.description)
        }
        return bytes
    }

    /// The error line for `problem` with the `kind` file at `location`.
    static func failure(_ problem: FileProblem, at location: FileLocation, kind: String) -> Diagnostic {
        Diagnostic(kind: .file, file: location.description, message: ReadFailure.message(for: problem, kind: kind))
    }

    /// The bytes of the file at `path` as the user named it (symbolic links followed).
    static func contents(of path: String, kind: String) throws(Diagnostic) -> [UInt8] {
        try contents(of: .anywhere(path), kind: kind)
    }

    /// The bytes of the regular file at `location`, or nil when nothing is there.
    static func contentsIfPresent(of location: FileLocation, kind: String) throws(Diagnostic) -> [UInt8]? {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.contents(of: location, limit: limit)
        } catch where error.problem == .missing {
            return nil
        } catch {
            throw failure(error.problem, at: location, kind: kind)
        }
        guard !bytes.isEmpty else { throw Diagnostic(kind: .file, file: location.description, message: "the file is empty") }
        return bytes
    }
}
