import BubblesCore

/// Malformed JSON: what is wrong and where.
///
/// `description` is `line:column: message`, e.g. `4:17: expected ',' or '}' after object member`.
/// Columns count Unicode scalars (see ``SourcePosition``).
public struct JSONSyntaxError: BubblesError, Sendable, Hashable {
    /// The position of the offending input: 1-based line and column, 0-based byte offset.
    public var position: SourcePosition
    /// A short, one-line description such as `trailing comma is not allowed`.
    public var message: String

    /// Creates a syntax error.
    public init(line: Int, column: Int, offset: Int = 0, message: String) {
        position = SourcePosition(line: line, column: column, offset: offset)
        self.message = message
    }

    /// 1-based line of the offending input: always known (``position`` has it as an `Int`).
    public var line: Int? { position.line }
    /// 1-based column (in Unicode scalars) of the offending input: always known.
    public var column: Int? { position.column }
    /// 0-based byte offset of the offending input.
    public var offset: Int { position.offset }

    /// `line:column: message`.
    public var description: String { "\(position.line):\(position.column): \(message)" }
}
