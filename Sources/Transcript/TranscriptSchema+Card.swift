import StrictJSON

extension TranscriptSchema {
    /// A message's `"card"`: one object per kind, told apart by its `"kind"`.
    static func card(maxLength: JSONValue) -> JSONValue {
        let text = object([("type", "string"), ("minLength", 1), ("maxLength", maxLength), ("pattern", "\\S")])
        let count = object([("type", "integer"), ("minimum", 0)])
        let flag = object([("type", "boolean")])
        func list(_ items: JSONValue) -> JSONValue {
            object([("type", "array"), ("minItems", 1), ("maxItems", .init(integer: MessageCard.maxItems)), ("items", items)])
        }
        func entry(_ keys: [String], required: [String], anyOf: [String] = [], property: (String) -> JSONValue) -> JSONValue {
            var members: [(String, JSONValue)] = [
                ("type", "object"),
                ("properties", object(keys.map { ($0, property($0)) })),
                ("required", .init(.array(required.map { JSONValue(.string($0)) }))),
                ("additionalProperties", false),
            ]
            if !anyOf.isEmpty {
                members.append(("anyOf", .init(.array(anyOf.map { object([("required", [JSONValue(.string($0))])]) }))))
            }
            return object(members)
        }
        let option = entry(PollCard.Option.keys, required: ["text"]) { key in
            switch key {
            case "votes": count
            case "chosen", "correct": flag
            default: text
            }
        }
        let field = entry(EmbedCard.Field.keys, required: ["name", "value"]) { _ in text }
        let kinds: [JSONValue] = MessageCard.kinds.map { kind in
            let required = switch kind {
            case "poll": ["kind", "question", "options"]
            case "contact": ["kind", "name"]
            case "generic": ["kind", "title"]
            default: ["kind"]
            }
            let needed = kind == "embed" ? ["author", "title", "description", "fields", "footer"] : []
            return entry(MessageCard.keys(of: kind), required: required, anyOf: needed) { key in
                switch key {
                case "kind": object([("const", .init(.string(kind)))])
                case "options": list(option)
                case "fields": list(field)
                case "lines": list(text)
                case "voters": count
                case "closed": flag
                case "latitude": range(-90 ... 90)
                case "longitude": range(-180 ... 180)
                case "color": reference("color")
                default: text
                }
            }
        }
        return object([("type", "object"), ("required", ["kind"]), ("oneOf", .init(.array(kinds)))])
    }
}
