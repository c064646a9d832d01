/// Values built in code, for the JSON the commands write: `.object([("match", .bool(true)),
/// ("ratio", .double(0.25))])`.
extension JSONValue {
    /// `null`.
    package static var null: JSONValue { JSONValue(.null) }

    /// `true` or `false`.
    package static func bool(_ value: Bool) -> JSONValue { JSONValue(.bool(value)) }

    /// An integer.
    package static func int(_ value: Int) -> JSONValue { JSONValue(.number(JSONNumber(value))) }

    /// A number as Swift writes a `Double` (`3.0`, `0.25`, `1e+16`); `null` when it is not
    /// finite, which JSON cannot write.
    package static func double(_ value: Double) -> JSONValue {
        value.isFinite ? JSONValue(.number(JSONNumber(value))) : .null
    }

    /// A string.
    package static func string(_ value: String) -> JSONValue { JSONValue(.string(value)) }

    /// An array.
    package static func array(_ elements: [JSONValue]) -> JSONValue { JSONValue(.array(elements)) }
}
