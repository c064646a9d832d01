/// A JSON Schema fragment in a few words, for the values column of the documentation's key
/// tables: `a number from 0 to 1`, `` `light` or `dark` ``, `a colour, or null (no line)`.
///
/// It reads what the formats' schemas use (`type`, `enum`, `const`, ranges, lengths, `items`,
/// `anyOf`/`oneOf`, `$ref`); fragments it names itself (``named``) and definitions (`$ref`)
/// are written as given.
package struct SchemaWords: Sendable {
    /// Fragments written as a name rather than read: the colour pattern as `a colour`.
    package var named: [(schema: JSONValue, words: String)]
    /// The words for each definition a `$ref` names (`#/$defs/NAME`).
    package var definitions: [String: String]

    /// Words with these names and definitions.
    package init(named: [(schema: JSONValue, words: String)] = [], definitions: [String: String] = [:]) {
        self.named = named
        self.definitions = definitions
    }

    /// `schema` in words.
    package func words(_ schema: JSONValue) -> String {
        if let name = named.first(where: { $0.schema == schema })?.words { return name }
        if let reference = schema["$ref"]?.stringValue {
            let name = String(reference.split(separator: "/").last ?? "")
            return definitions[name] ?? name
        }
        if let constant = schema["const"] { return Self.code(constant) }
        if let cases = schema["enum"]?.arrayValue { return Self.list(cases.map(Self.code), joinedBy: "or") }
        for key in ["anyOf", "oneOf"] {
            if let choices = schema[key]?.arrayValue { return alternatives(choices) }
        }
        switch schema["type"]?.stringValue {
        case "boolean": return "`true` or `false`"
        case "number": return number(schema, noun: "a number")
        case "integer": return number(schema, noun: "a whole number")
        case "string": return string(schema)
        case "array": return array(schema)
        case "object": return object(schema)
        case "null": return "null"
        default: return "any value"
        }
    }

    private func alternatives(_ choices: [JSONValue]) -> String {
        let nulls = choices.filter { $0["type"] == "null" }
        let others = choices.filter { $0["type"] != "null" }.map(words)
        // Alternatives that list choices of their own are told apart by semicolons.
        var text = others.contains { $0.contains(" or ") } ? others.joined(separator: "; or ") : Self.list(others, joinedBy: "or")
        if let none = nulls.first {
            text += ", or null" + (none["description"]?.stringValue.map { " (\($0))" } ?? "")
        }
        return text
    }

    private func number(_ schema: JSONValue, noun: String) -> String {
        let minimum = schema["minimum"]?.numberValue?.literal
        let maximum = schema["maximum"]?.numberValue?.literal
        let above = schema["exclusiveMinimum"]?.numberValue?.literal
        switch (minimum, maximum, above) {
        case (let low?, let high?, _): return "\(noun) from \(low) to \(high)"
        case (nil, let high?, let low?): return "\(noun) above \(low), at most \(high)"
        case (let low?, nil, _): return "\(noun) of at least \(low)"
        case (nil, let high?, nil): return "\(noun) of at most \(high)"
        default: return noun
        }
    }

    private func string(_ schema: JSONValue) -> String {
        let nonBlank = schema["pattern"] == "\\S" || schema["minLength"] == 1
        var text = nonBlank ? "a non-empty string" : "a string"
        if let maximum = schema["maxLength"]?.numberValue?.intValue, maximum < StringLimits.default.maxLength {
            text += " of up to \(maximum) characters"
        }
        return text
    }

    private func array(_ schema: JSONValue) -> String {
        let minimum = schema["minItems"]?.numberValue?.intValue
        let maximum = schema["maxItems"]?.numberValue?.intValue
        var text = switch (minimum, maximum) {
        case (let low?, let high?) where low == high: "an array of \(low)"
        case (let low?, let high?): "an array of \(low) to \(high)"
        case (nil, let high?): "an array of at most \(high)"
        case (let low?, nil): "an array of at least \(low)"
        default: "an array"
        }
        if let items = schema["items"] { text += ", each " + words(items) }
        if schema["uniqueItems"] == true { text += ", each once" }
        return text
    }

    private func object(_ schema: JSONValue) -> String {
        if let keys = schema["properties"]?.objectValue?.keys, !keys.isEmpty {
            return "an object of " + Self.list(keys.map { "`\($0)`" }, joinedBy: "and")
        }
        if let values = schema["additionalProperties"], values.objectValue != nil {
            return "an object, each value " + words(values)
        }
        return "an object"
    }

    /// `value` as code: `` `light` ``, `` `1` ``.
    private static func code(_ value: JSONValue) -> String {
        "`" + (value.stringValue ?? value.compactText) + "`"
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func list(_ items: [String], joinedBy word: String) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " \(word) " + last
    }
}
