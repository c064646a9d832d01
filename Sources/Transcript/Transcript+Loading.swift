import FoundationEssentials
import FileSystem
import StrictJSON

extension Transcript {
    /// Reads and decodes a transcript file.
    ///
    /// Errors name the file as given: `url.relativePath` for a file URL (so
    /// `URL(fileURLWithPath: "chat.json")` is reported as `chat.json`). The loaded transcript's
    /// ``baseDirectory`` is the file's folder.
    ///
    /// - Throws: `Diagnostic` of kind `.file` when the URL is not a
    ///   file URL or the file is missing, a directory, not a regular file (a FIFO, a device),
    ///   unreadable or empty; otherwise as
    ///   ``decode(from:file:baseDirectory:limits:)-(Data,_,_,_)``.
    public static func load(contentsOf url: URL, limits: TranscriptLimits = .default) throws(Diagnostic) -> Transcript {
        guard url.isFileURL else {
            throw Diagnostic(kind: .file, file: url.absoluteString, message: "not a local file")
        }
        return try load(url: url, displayName: url.relativePath, limits: limits)
    }

    /// Reads and decodes the transcript file at `path`, which errors show exactly as given.
    /// Relative paths are relative to the current directory.
    public static func load(contentsOfFile path: String, limits: TranscriptLimits = .default) throws(Diagnostic) -> Transcript {
        guard !path.isEmpty else { throw Diagnostic(kind: .file, message: "the transcript file name is empty") }
        return try load(url: URL(fileURLWithPath: path), displayName: path, limits: limits)
    }

    /// Reads the transcript file at `path` and reports every problem; see
    /// ``validate(from:file:baseDirectory:limits:maxProblems:)-([UInt8],_,_,_,_)``. A file that cannot be read
    /// gives that one problem.
    public static func validate(
        contentsOfFile path: String, limits: TranscriptLimits = .default, maxProblems: Int = Diagnostics.defaultLimit
    ) -> Validation {
        guard !path.isEmpty else {
            return Validation(problem: Diagnostic(kind: .file, message: "the transcript file name is empty"),
                              maxProblems: maxProblems, baseDirectory: nil)
        }
        let url = URL(fileURLWithPath: path).absoluteURL
        let folder = url.deletingLastPathComponent()
        do throws(Diagnostic) {
            let bytes = try read(url: url, displayName: path)
            return validate(from: bytes, file: path, baseDirectory: folder, limits: limits, maxProblems: maxProblems)
        } catch {
            return Validation(problem: error, maxProblems: maxProblems, baseDirectory: folder)
        }
    }

    private static func load(url: URL, displayName: String, limits: TranscriptLimits) throws(Diagnostic) -> Transcript {
        let fileURL = url.absoluteURL
        let data = try read(url: fileURL, displayName: displayName)
        return try decode(from: data, file: displayName, baseDirectory: fileURL.deletingLastPathComponent(), limits: limits)
    }

    /// The bytes of a non-empty regular file.
    private static func read(url: URL, displayName: String) throws(Diagnostic) -> [UInt8] {
        func failure(_ message: String) -> Diagnostic {
            Diagnostic(kind: .file, file: displayName, message: message)
        }
        let data: [UInt8]
        do {
            data = try RegularFile.contents(of: url.path, limit: StandardInput.maximumDocument)
        } catch {
            throw failure(ReadFailure.message(for: error.problem, kind: "transcript"))
        }
        guard !data.isEmpty else {
            throw failure("the file is empty")
        }
        return data
    }
}
