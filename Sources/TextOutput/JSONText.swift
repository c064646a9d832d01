import StrictJSON

/// Just enough JSON writing for the commands' `--json` outputs, keys in the order given.
package enum JSONText {
    package indirect enum Value {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case array([Value])
        case object([(String, Value)])
    }

    package static func object(_ members: [(String, Value)]) -> String {
        render(.object(members))
    }

    package static func render(_ value: Value) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return d.isFinite ? (d == d.rounded() && abs(d) < 1e15 ? FixedPoint.text(d, digits: 1) : String(d)) : "null"
        case .string(let s): return quoted(s)
        case .array(let items): return "[" + items.map(render).joined(separator: ", ") + "]"
        case .object(let members): return "{" + members.map { quoted($0.0) + ": " + render($0.1) }.joined(separator: ", ") + "}"
        }
    }

    package static func quoted(_ s: String) -> String {
        TextQuoting.quoted(s, truncating: false)
    }
}
