/// Malformed JSON: what is wrong and where.
///
/// `description` is `line:column: message`, e.g. `4:17: expected ',' or '}' after object member`.
/// Columns count Unicode scalars (see ``SourcePosition``).
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based line of the offending input.
    public var line: Int
    /// 1-based column (in Unicode scalars) of the offending input.
    public var column: Int
    /// 0-based byte offset of the offending input.
    public var offset: Int
    /// A short, one-line description such as `trailing comma is not allowed`.
    public var message: String

    /// Creates a syntax error.
    public init(line: Int, column: Int, offset: Int = 0, message: String) {
        self.line = line
        self.column = column
        self.offset = offset
        self.message = message
    }

    /// The position of the error.
    public var position: SourcePosition {
        SourcePosition(line: line, column: column, offset: offset)
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}
