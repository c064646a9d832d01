import FileSystem
import StrictJSON

/// Reading the files of an export, bounded like every other input.
enum ExportFile {
    /// The largest export file read: as large as a transcript may be (256 MiB).
    static let limit = StandardInput.maximumDocument

    /// The bytes of the regular file at `path`, shown as `name` in errors.
    static func contents(of path: String, name: String, kind: String) throws(Diagnostic) -> [UInt8] {
        do {
            let bytes = try RegularFile.contents(of: path, limit: limit)
            guard !bytes.isEmpty else { throw Diagnostic(kind: .file, file: name, message: "the file is empty") }
            return bytes
        } catch let error as FileError {
            throw Diagnostic(kind: .file, file: name, message: ReadFailure.message(for: error.problem, kind: kind))
        } catch let error as Diagnostic {
            throw error
        } catch {
            throw Diagnostic(kind: .file, file: name, message: "\(error)")
        }
    }

    /// Whether `path` names a regular file (symbolic links followed).
    static func isRegularFile(_ path: String) -> Bool {
        (try? RegularFile(path: path)) != nil
    }
}
