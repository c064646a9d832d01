import StrictJSON

/// The JSON Schema (draft 2020-12) of look files, made from the description the reader reads
/// with (`LookFile.description`), so the two cannot drift apart. `bubbles schema --look`
/// prints it.
public enum LookFileSchema {
    /// The schema; `"base"` lists the built-in looks' names.
    public static func document() -> JSONValue {
        guard case .object(let keys) = LookFile.description else { return [:] }
        return object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("title", "Bubbles look file"),
            ("description", .init(.string(
                "A look of one's own for 'bubbles render --look-file', '\"look\"' in a transcript, 'bubbles bubble' and "
                + "'bubbles preview': \"base\" names the built-in look it starts from, and every other key overrides "
                + "that look's value of the same name."))),
            ("type", "object"),
            ("properties", properties(keys)),
            ("required", ["base"]),
            ("additionalProperties", false),
        ])
    }

    /// The schema of `node`.
    static func schema(_ node: LookNode) -> JSONValue {
        switch node {
        case .value(let value): value.schema
        case .object(let keys): object([("type", "object"), ("properties", properties(keys)), ("additionalProperties", false)])
        case .optionalObject(let keys, let none, _): orNull(schema(.object(keys)), meaning: none)
        }
    }

    /// Each key's schema, with its summary as the description editors show.
    private static func properties(_ keys: [LookKey]) -> JSONValue {
        object(keys.map { key in
            let schema = schema(key.node)
            return (key.name, object([("description", .string(key.summary))] + (schema.objectValue?.map { ($0.key, $0.value) } ?? [])))
        })
    }

    // MARK: Pieces the values use

    /// A colour: `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    static let color: JSONValue = ["type": "string", "pattern": "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"]

    /// A number within `range`.
    static func number(in range: ClosedRange<Double>) -> JSONValue {
        object([("type", "number"), ("minimum", .bound(range.lowerBound)), ("maximum", .bound(range.upperBound))])
    }

    /// One of `names`.
    static func choice(_ names: [String]) -> JSONValue {
        object([("type", "string"), ("enum", .init(.array(names.map { JSONValue(.string($0)) })))])
    }

    /// `schema`, or null, which means `none`.
    static func orNull(_ schema: JSONValue, meaning none: String) -> JSONValue {
        object([("anyOf", [schema, ["type": "null", "description": .init(.string(none))]])])
    }

    /// An object of `members`, in order.
    static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members)
    }
}
