extension JSONValue {
    /// The value for an error's "found ...": a quoted string, a number's literal (cut after
    /// 40 characters), or the kind (`true`, `null`, `an array`).
    package var foundDescription: String {
        switch kind {
        case .string(let text): return TextQuoting.quoted(text)
        case .number(let number):
            return number.literal.count <= 40 ? number.literal : String(number.literal.prefix(40)) + "..."
        default: return kindDescription
        }
    }

    /// `100`, `0.5`: a bound in an error message.
    package static func boundText(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// An object of `members`, in order: a piece of a schema.
    package static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(JSONObject(members.map { JSONObject.Member(key: $0.0, value: $0.1) })))
    }

    /// `value` as a number written as ``boundText(_:)`` writes it: a bound in a schema.
    package static func bound(_ value: Double) -> JSONValue {
        JSONValue(.number(JSONNumber(literal: boundText(value)) ?? JSONNumber(value)))
    }
}
