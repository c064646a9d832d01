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
    /// - Throws: `Diagnostic` of kind `.syntax` for malformed JSON, `.invalid` for a
    ///   well-formed document that is not a valid transcript. Only the first problem is
    ///   reported; ``validate(from:file:baseDirectory:limits:maxProblems:)-([UInt8],_,_,_,_)``
    ///   reports them all.
    public static func decode(
        from data: Data, file: String? = nil, baseDirectory: URL? = nil, limits: TranscriptLimits = .default
    ) throws(Diagnostic) -> Transcript {
        try decode(from: [UInt8](data), file: file, baseDirectory: baseDirectory, limits: limits)
    }

    /// Decodes a transcript from UTF-8 JSON bytes; see ``decode(from:file:baseDirectory:limits:)-(Data,_,_,_)``.
    public static func decode(
        from bytes: [UInt8], file: String? = nil, baseDirectory: URL? = nil, limits: TranscriptLimits = .default
    ) throws(Diagnostic) -> Transcript {
        let validation = validate(from: bytes, file: file, baseDirectory: baseDirectory, limits: limits, maxProblems: 1)
        if let problem = validation.problems.first { throw problem }
        return validation.transcript
    }

    /// Decodes a transcript from JSON text; see ``decode(from:file:baseDirectory:limits:)-(Data,_,_,_)``.
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
        let validation = validate(from: root, file: file, baseDirectory: baseDirectory, limits: limits, maxProblems: 1)
        if let problem = validation.problems.first { throw problem }
        return validation.transcript
    }

    /// Reads a transcript from UTF-8 JSON bytes and reports every problem, not only the first:
    /// malformed JSON stops at its first error, while in well-formed JSON each unknown key,
    /// wrong type and value out of range is reported, in the order
    /// ``decode(from:file:baseDirectory:limits:)-([UInt8],_,_,_)`` meets them. At most `maxProblems` are kept; the rest are counted.
    public static func validate(
        from bytes: [UInt8], file: String? = nil, baseDirectory: URL? = nil, limits: TranscriptLimits = .default,
        maxProblems: Int = Diagnostics.defaultLimit
    ) -> Validation {
        do throws(Diagnostic) {
            let root = try JSONCursor.parse(bytes, file: file, maxDepth: limits.maxDepth)
            return validate(from: root, baseDirectory: baseDirectory, limits: limits, maxProblems: maxProblems)
        } catch {
            return Validation(problem: error, maxProblems: maxProblems, baseDirectory: baseDirectory)
        }
    }

    /// Validates an already parsed JSON document; see ``validate(from:file:baseDirectory:limits:maxProblems:)-([UInt8],_,_,_,_)``.
    public static func validate(
        from root: JSONValue, file: String? = nil, baseDirectory: URL? = nil, limits: TranscriptLimits = .default,
        maxProblems: Int = Diagnostics.defaultLimit
    ) -> Validation {
        validate(from: JSONCursor(root: root, file: file), baseDirectory: baseDirectory, limits: limits, maxProblems: maxProblems)
    }

    /// Validates the document `root` is the root of.
    private static func validate(from root: JSONCursor, baseDirectory: URL?, limits: TranscriptLimits, maxProblems: Int) -> Validation {
        var decoder = TranscriptDecoder(limits: limits, maxProblems: maxProblems)
        let (transcript, indices) = decoder.decode(root, baseDirectory: baseDirectory)
        return Validation(problems: decoder.problems, transcript: transcript, messageIndices: indices)
    }
}
