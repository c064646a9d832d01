import FoundationEssentials

extension Transcript {
    /// Reads and decodes a transcript file.
    ///
    /// Errors name the file as given: `url.relativePath` for a file URL (so
    /// `URL(fileURLWithPath: "chat.json")` is reported as `chat.json`). The loaded transcript's
    /// ``baseDirectory`` is the file's folder.
    ///
    /// - Throws: ``TranscriptError`` of kind ``TranscriptError/Kind/file`` when the URL is not a
    ///   file URL or the file is missing, a directory, unreadable or empty; otherwise as
    ///   ``decode(from:file:baseDirectory:limits:)``.
    public static func load(contentsOf url: URL, limits: TranscriptLimits = .default) throws(TranscriptError) -> Transcript {
        guard url.isFileURL else {
            throw TranscriptError(kind: .file, file: url.absoluteString, message: "not a local file")
        }
        return try load(url: url, displayName: url.relativePath, limits: limits)
    }

    /// Reads and decodes the transcript file at `path`, which errors show exactly as given.
    /// Relative paths are relative to the current directory.
    public static func load(contentsOfFile path: String, limits: TranscriptLimits = .default) throws(TranscriptError) -> Transcript {
        try load(url: URL(fileURLWithPath: path), displayName: path, limits: limits)
    }

    private static func load(url: URL, displayName: String, limits: TranscriptLimits) throws(TranscriptError) -> Transcript {
        func failure(_ message: String) -> TranscriptError {
            TranscriptError(kind: .file, file: displayName, message: message)
        }
        let fileURL = url.absoluteURL
        let path = fileURL.path
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure("no such file")
        }
        guard !isDirectory else {
            throw failure("is a directory, not a transcript file")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw failure("cannot read the file (permission denied)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw failure("cannot read the file (\(ReadFailure.reason(for: error)))")
        }
        guard !data.isEmpty else {
            throw failure("the file is empty")
        }
        return try decode(from: data, file: displayName, baseDirectory: fileURL.deletingLastPathComponent(), limits: limits)
    }
}
