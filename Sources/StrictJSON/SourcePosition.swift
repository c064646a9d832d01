/// A position in JSON source text.
///
/// - `line` is 1-based. A line ends at LF, CRLF or a lone CR.
/// - `column` is 1-based and counts **Unicode scalars** from the start of the line:
///   `é` and `😀` each count as one column, and so does a tab. A UTF-8 byte order mark at
///   the very start of the input is not counted.
/// - `offset` is the 0-based UTF-8 byte offset into the input (byte order mark included).
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int
    /// 0-based byte offset into the UTF-8 input.
    public var offset: Int

    /// Creates a position.
    public init(line: Int, column: Int, offset: Int = 0) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The start of the input: line 1, column 1, offset 0.
    public static let start = SourcePosition(line: 1, column: 1, offset: 0)

    /// `line:column`, e.g. `4:17`.
    public var description: String { "\(line):\(column)" }
}
