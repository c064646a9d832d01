/// What every error of the library's stages is: reading a transcript, a look or a chat export,
/// decoding or encoding an image, comparing images, rendering, snapshot assertions. Catch
/// this one protocol to handle them all; `description` is one line a user can act on
/// (`chat.json: messages[3].from: unknown participant "bob" (participants: ann, me) (line 5,
/// column 14)`), the line the command line prints after `error: `.
///
/// The other properties take that line apart, each nil where the error does not know it or
/// it does not apply: a PNG decoder's error names no file, a syntax error no JSON path.
public protocol BubblesError: Error, CustomStringConvertible {
    /// The file at fault, as the user named it.
    var file: String? { get }
    /// The JSON path of the offending value, written as in messages:
    /// `messages[3].from`, `participants.ann.side`, `colors.incoming`.
    var jsonPath: String? { get }
    /// The 1-based line of the offending text or value.
    var line: Int? { get }
    /// The 1-based column (in Unicode scalars) of the offending text or value.
    var column: Int? { get }
    /// The problem without the file, path or position, e.g. `expected a string, found a number`.
    var message: String { get }
}

extension BubblesError {
    /// None, unless the error says.
    public var file: String? { nil }
    /// None, unless the error says.
    public var jsonPath: String? { nil }
    /// None, unless the error says.
    public var line: Int? { nil }
    /// None, unless the error says.
    public var column: Int? { nil }
    /// The whole `description`, unless the error says.
    public var message: String { description }
}
