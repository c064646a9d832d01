import FoundationEssentials

/// A JSON value with the position where it starts in the source.
///
/// Produced by ``parse(_:maxDepth:)-(Data,_)`` (a strict RFC 8259 reader) and consumed by the
/// transcript decoder. Objects keep their key order, numbers keep their literal (so `true`,
/// `1` and `1.0` stay distinct), and every value knows its ``position``.
///
/// Equality and hashing ignore positions: `[1, 2]` parsed anywhere equals `[1, 2]` built from a
/// literal.
public struct JSONValue: Sendable, Hashable {
    /// What kind of value this is, with its content.
    public enum Kind: Sendable, Hashable {
        /// `null`
        case null
        /// `true` or `false`
        case bool(Bool)
        /// A number, with its literal.
        case number(JSONNumber)
        /// A string with all escapes decoded.
        case string(String)
        /// An array.
        case array([JSONValue])
        /// An object, in source order.
        case object(JSONObject)
    }

    /// The value itself.
    public var kind: Kind
    /// Where the value starts (its first character: the quote of a string, the bracket of an
    /// array, the brace of an object, the sign or first digit of a number).
    public var position: SourcePosition

    /// Creates a value; the position defaults to the start of the input.
    public init(_ kind: Kind, position: SourcePosition = .start) {
        self.kind = kind
        self.position = position
    }

    /// Equal when the kinds are equal; positions are ignored.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.kind == rhs.kind }

    /// Hashes the kind; the position is ignored.
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
}

// MARK: - Parsing

extension JSONValue {
    /// The default limit on nested arrays and objects.
    public static let defaultMaxDepth = 256

    /// Parses UTF-8 JSON text (RFC 8259, strictly).
    ///
    /// A leading UTF-8 byte order mark is skipped. Comments, trailing commas, single quotes,
    /// leading zeros, `NaN`/`Infinity`, lone surrogate escapes, unescaped control characters,
    /// invalid UTF-8, duplicate keys and anything after the top-level value are errors.
    ///
    /// - Parameters:
    ///   - data: the JSON text.
    ///   - maxDepth: how many arrays/objects may be nested (default 256); deeper input is
    ///     an error rather than a stack overflow.
    public static func parse(_ data: Data, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            do throws(JSONSyntaxError) {
                return .success(try JSONParser.parse(bytes, maxDepth: maxDepth))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses UTF-8 JSON bytes; see ``parse(_:maxDepth:)-(Data,_)``.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(JSONSyntaxError) {
                return .success(try JSONParser.parse(buffer, maxDepth: maxDepth))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses JSON text; see ``parse(_:maxDepth:)-(Data,_)``.
    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }
}

// MARK: - Accessors

extension JSONValue {
    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    /// The boolean, when this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let b) = kind { return b }
        return nil
    }

    /// The number, when this is a number.
    public var numberValue: JSONNumber? {
        if case .number(let n) = kind { return n }
        return nil
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let a) = kind { return a }
        return nil
    }

    /// The object, when this is an object.
    public var objectValue: JSONObject? {
        if case .object(let o) = kind { return o }
        return nil
    }

    /// True for `null`.
    public var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    /// The member named `key`, when this is an object that has one.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// The element at `index`, when this is an array and the index is in range.
    public subscript(index: Int) -> JSONValue? {
        guard let array = arrayValue, array.indices.contains(index) else { return nil }
        return array[index]
    }

    /// What the value is, for error messages: `a string`, `a number`, `true`, `false`,
    /// `null`, `an array`, `an object`.
    public var kindDescription: String {
        switch kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

// MARK: - Literals

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// `null`.
    public init(nilLiteral: ()) { self.init(.null) }
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self.init(.bool(value)) }
    /// An integer number.
    public init(integerLiteral value: Int) { self.init(.number(JSONNumber(value))) }
    /// A non-integer number (must be finite).
    public init(floatLiteral value: Double) { self.init(.number(JSONNumber(value))) }
    /// A string.
    public init(stringLiteral value: String) { self.init(.string(value)) }
    /// An array.
    public init(arrayLiteral elements: JSONValue...) { self.init(.array(elements)) }
    /// An object, keeping the literal's key order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(.object(JSONObject(elements.map { JSONObject.Member(key: $0.0, value: $0.1) })))
    }
}
