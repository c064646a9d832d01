/// A JSON number as written in the source.
///
/// The literal is kept, so `1`, `1.0` and `1e0` stay distinguishable: ``isInteger`` is true only
/// for numbers written without a fraction or an exponent. Two numbers are equal when their
/// literals are equal.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number exactly as written, e.g. `-12`, `0.5`, `1e3`.
    public let literal: String
    /// True when the literal has neither a fraction nor an exponent (`42`, `-0`).
    public let isInteger: Bool
    /// The value as the nearest `Double` (always finite).
    public let doubleValue: Double

    /// Used by the parser, which has already checked the grammar and the range.
    init(validatedLiteral literal: String, isInteger: Bool, doubleValue: Double) {
        self.literal = literal
        self.isInteger = isInteger
        self.doubleValue = doubleValue
    }

    /// Creates a number from a JSON number literal; nil when `literal` is not one, or when it
    /// does not fit in a finite `Double`.
    public init?(literal: String) {
        guard let value = try? JSONValue.parse(literal, maxDepth: 0),
              case .number(let number) = value.kind,
              number.literal == literal
        else { return nil }
        self = number
    }

    /// An integer number.
    public init(_ value: Int) {
        self.init(validatedLiteral: String(value), isInteger: true, doubleValue: Double(value))
    }

    /// A non-integer number; `value` must be finite.
    public init(_ value: Double) {
        precondition(value.isFinite, "JSON numbers must be finite")
        self.init(validatedLiteral: "\(value)", isInteger: false, doubleValue: value)
    }

    /// The value as an `Int`, when the number was written as an integer and fits in one.
    public var intValue: Int? { isInteger ? Int(literal) : nil }

    /// The literal.
    public var description: String { literal }

    /// Equal when the literals are equal.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool { lhs.literal == rhs.literal }

    /// Hashes the literal.
    public func hash(into hasher: inout Hasher) { hasher.combine(literal) }
}
