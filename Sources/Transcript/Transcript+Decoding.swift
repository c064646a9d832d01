import FoundationEssentials
import StrictJSON

extension Transcript {
    /// Decodes a transcript from UTF-8 JSON.
    ///
    /// - Parameters:
    ///   - data: the JSON text (a leading UTF-8 byte order mark is allowed).
    ///   - file: how to name the input in errors (e.g. the path the user typed), or nil.
    ///   - baseDirectory: the folder relative image paths are resolved against (stored in
    ///     ``baseDirectory``), or nil.
    ///   - limits: bounds on sizes and numbers.
    /// - Throws: ``Diagnostic`` of kind ``Diagnostic/Kind/syntax`` for malformed
    ///   JSON, ``Diagnostic/Kind/invalid`` for a well-formed document that is not a valid
    ///   transcript. Only the first problem is reported.
    public static func decode(
        from data: Data, file: String? = nil, baseDirectory: URL? = nil, limits: TranscriptLimits = .default
    ) throws(Diagnostic) -> Transcript {
        let root: JSONValue
        do {
            root = try JSONValue.parse(data, maxDepth: limits.maxDepth)
        } catch {
            throw Diagnostic(syntax: error, file: file)
        }
        return try decode(from: root, file: file, baseDirectory: baseDirectory, limits: limits)
    }

    /// Decodes a transcript from UTF-8 JSON bytes; see ``decode(from:file:baseDirectory:limits:)``.
    public static func decode(
        from bytes: [UInt8], file: String? = nil, baseDirectory: URL? = nil, limits: TranscriptLimits = .default
    ) throws(Diagnostic) -> Transcript {
        let root: JSONValue
        do {
            root = try JSONValue.parse(bytes, maxDepth: limits.maxDepth)
        } catch {
            throw Diagnostic(syntax: error, file: file)
        }
        return try decode(from: root, file: file, baseDirectory: baseDirectory, limits: limits)
    }

    /// Decodes a transcript from JSON text; see ``decode(from:file:baseDirectory:limits:)``.
    public static func decode(
        from text: String, file: String? = nil, baseDirectory: URL? = nil, limits: TranscriptLimits = .default
    ) throws(Diagnostic) -> Transcript {
        try decode(from: Array(text.utf8), file: file, baseDirectory: baseDirectory, limits: limits)
    }

    /// Decodes a transcript from an already parsed JSON document (the depth limit does not
    /// apply here; the parser enforces it).
    public static func decode(
        from root: JSONValue, file: String? = nil, baseDirectory: URL? = nil, limits: TranscriptLimits = .default
    ) throws(Diagnostic) -> Transcript {
        try TranscriptDecoder(file: file, limits: limits).decode(root, baseDirectory: baseDirectory)
    }
}
