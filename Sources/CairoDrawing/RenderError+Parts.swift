import BubblesCore

extension RenderError {
    /// The file at fault: the transcript (when known), the image, the font file or the output.
    public var file: String? {
        switch self {
        case .transcript(let diagnostic): diagnostic.file
        case .fontFile(let name, _): name
        case .image(let path, _), .write(let path, _): path
        default: nil
        }
    }

    /// The JSON path of the transcript's value at fault.
    public var jsonPath: String? {
        switch self {
        case .transcript(let diagnostic): diagnostic.jsonPath
        case .invalidTranscript(let error): error.jsonPath
        default: nil
        }
    }

    /// The line of the transcript's value at fault, when it was read from a file.
    public var line: Int? {
        if case .transcript(let diagnostic) = self { diagnostic.line } else { nil }
    }

    /// The column of the transcript's value at fault, when it was read from a file.
    public var column: Int? {
        if case .transcript(let diagnostic) = self { diagnostic.column } else { nil }
    }

    /// The problem without the file, path or position.
    public var message: String {
        switch self {
        case .transcript(let diagnostic): diagnostic.message
        case .invalidTranscript(let error): error.message
        case .fontFile(_, let reason), .image(_, let reason), .write(_, let reason): reason
        default: description
        }
    }
}
