import BubbleGeometry
import StrictJSON

/// A JSON Schema (draft 2020-12) of transcript format version 1, made from the description
/// the decoder reads with (`TranscriptFormat`: every object's keys, each with its schema and
/// one line of description, and ``TranscriptLimits``), so the two cannot drift apart.
/// `bubbles schema` prints it.
///
/// The schema says what a schema can: keys, types, enumerations, ranges, lengths and
/// patterns. A few rules only the reader checks: that `"version"` is written as an integer
/// (`1`, not `1.0`), that every `"from"` and `"typing"` names a participant, that a reaction
/// is one emoji, each emoji once, that a sticker comes without text or image and is no
/// reply, that message ids are unique and a `"replyTo"` names an earlier message, that a
/// link's `"url"` has a well-formed host, the
/// combining marks on one character, and the characters of all messages together.
public enum TranscriptSchema {
    /// The schema for `limits` (the CLI's are ``TranscriptLimits/default`` with the renderer's
    /// ``TranscriptLimits/lookNames``).
    public static func document(limits: TranscriptLimits = .default) -> JSONValue {
        .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("title", "Bubbles transcript, format version 1"),
            ("description", .string(
                "A chat conversation for 'bubbles render'. Only the reader checks that every \"from\" and \"typing\" "
                + "names a participant, that message ids are unique and every \"replyTo\" names an earlier message, "
                + "that a sticker message is no reply, that a link's \"url\" has a well-formed host, "
                + "that \"version\" is written as the integer 1, the combining marks on one character (at most "
                + "\(limits.maxMarksPerCharacter)) and the characters of all messages together (at most "
                + "\(limits.maxTotalTextLength)).")),
            ("type", "object"),
            ("properties", describedProperties(TranscriptFormat.transcript, limits: limits)),
            ("required", ["messages"]),
            ("additionalProperties", false),
            ("dependentSchemas", .object([
                ("look", .object([("not", .object([("required", ["theme"])]))])),
                ("screen", .object([("not", .object([("anyOf", [.object([("required", ["width"])]), .object([("required", ["scale"])])])]))])),
            ])),
            ("$defs", definitions(limits: limits)),
        ])
    }

    private static func definitions(limits: TranscriptLimits) -> JSONValue {
        let maxLength = JSONValue.int(limits.maxTextLength)
        return .object([
            ("text", .object([("type", "string"), ("maxLength", maxLength)])),
            ("filePath", .object([("type", "string"), ("minLength", 1), ("maxLength", maxLength), ("pattern", "^[^\\u0000]*$")])),
            ("languageTag", .object([("type", "string"), ("maxLength", 35), ("pattern", "^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$")])),
            ("color", color),
            ("participant", properties(TranscriptFormat.participant, limits: limits)),
            ("separator", entry(Message.separatorKey, limits: limits)),
            ("system", entry(Message.systemKey, limits: limits, also: [Message.systemKindKey])),
            ("typing", entry(Message.typingKey, limits: limits)),
            ("entity", entity(limits: limits)),
            ("reaction", properties(TranscriptFormat.reaction, limits: limits, required: ["emoji"],
                                    then: [("oneOf", [.object([("required", ["from"])]), .object([("required", ["count"])])])])),
            ("quote", properties(TranscriptFormat.quote, limits: limits, required: ["from"], then: [("anyOf", [
                .object([("required", ["image"])]),
                .object([("required", ["text"]), ("properties", .object([("text", .object([("minLength", 1)]))]))]),
            ])])),
            ("link", properties(TranscriptFormat.link, limits: limits, required: ["url"])),
            ("card", card(limits: limits)),
            ("bubble", bubble(limits: limits)),
        ])
    }

    /// A message drawn as a bubble: its keys, and which of them go together.
    private static func bubble(limits: TranscriptLimits) -> JSONValue {
        properties(TranscriptFormat.message, limits: limits, required: ["from"], then: [
            ("anyOf", [
                .object([("required", ["image"])]),
                .object([("required", ["sticker"])]),
                .object([("required", ["card"])]),
                .object([("required", ["text"]), ("properties", .object([("text", .object([("minLength", 1)]))]))]),
                .object([("required", ["deleted"]), ("properties", .object([("deleted", .object([("const", true)]))]))]),
            ]),
            ("not", .object([("required", ["replyTo", "quote"])])),
            ("dependentSchemas", .object([
                ("link", .object([("not", .object([("anyOf", [.object([("required", ["image"])]), .object([("required", ["sticker"])])])]))])),
                ("card", .object([("not", .object([("anyOf", [.object([("required", ["image"])]), .object([("required", ["sticker"])]),
                                                             .object([("required", ["link"])])])]))])),
                // `"deleted": false`, or none of what a deleted message no longer has.
                ("deleted", .object([("anyOf", [
                    .object([("properties", .object([("deleted", .object([("const", false)]))]))]),
                    .object([("not", .object([("anyOf", .array(BubbleMessage.keysGoneWhenDeleted.map { key in
                        .object([("required", .array([.string(key)]))])
                    }))]))]),
                ])])),
            ])),
        ])
    }

    /// An entry of `"messages"` whose only key is `key`, holding a non-empty string, but for
    /// the optional keys `also` (a system line's `kind`).
    private static func entry(_ key: String, limits: TranscriptLimits, also: [String] = []) -> JSONValue {
        let keys = TranscriptFormat.entries.keys.filter { $0.name == key || also.contains($0.name) }
        return .object([
            ("type", "object"),
            ("properties", .object(keys.map { ($0.name, $0.describedSchema(limits)) })),
            ("required", .array([.string(key)])),
            ("additionalProperties", false),
        ])
    }

    /// An entity: its keys and types, then which kinds have a `url` (`text_link`, which
    /// needs one) or a `language` (`pre`). That it lies inside its text only the reader checks.
    private static func entity(limits: TranscriptLimits) -> JSONValue {
        let names = TextEntity.Kind.allCases.map(\.rawValue) + TextEntity.Kind.telegramNames.keys.sorted()
        let special = [TextEntity.Kind.textLink.rawValue, TextEntity.Kind.pre.rawValue]
        let others = names.filter { !special.contains($0) }.map(JSONValue.string)
        /// The entities whose type matches `type`: the three common keys and `extra`, which
        /// they may have or, when `required`, must have.
        func kinds(_ type: JSONValue, with extra: String?, required: Bool = false) -> JSONValue {
            let keys = ["type", "offset", "length"] + (extra.map { [$0] } ?? [])
            var members: [(String, JSONValue)] = [
                ("properties", .object(keys.map { ($0, $0 == "type" ? type : .object([])) })),
                ("additionalProperties", false),
            ]
            if let extra, required { members.append(("required", .array([.string(extra)]))) }
            return .object(members)
        }
        return properties(TranscriptFormat.entity, limits: limits, required: ["type", "offset", "length"], then: [
            ("oneOf", .array([
                kinds(.object([("const", .string(TextEntity.Kind.textLink.rawValue))]), with: "url", required: true),
                kinds(.object([("const", .string(TextEntity.Kind.pre.rawValue))]), with: "language"),
                kinds(.object([("enum", .array(others))]), with: nil),
            ])),
        ])
    }

    /// A message's `"card"`: one object per kind, told apart by its `"kind"`.
    private static func card(limits: TranscriptLimits) -> JSONValue {
        let kinds: [(String, TranscriptFormat.Object, required: [String], anyOf: [String])] = [
            ("poll", TranscriptFormat.poll, ["question", "options"], []),
            ("location", TranscriptFormat.location, [], []),
            ("contact", TranscriptFormat.contact, ["name"], []),
            ("embed", TranscriptFormat.embed, [], ["author", "title", "description", "fields", "footer"]),
            ("generic", TranscriptFormat.generic, ["title"], []),
        ]
        let entries: [JSONValue] = kinds.map { kind, object, required, anyOf in
            let own = describedProperties(object, limits: limits).objectValue?.map { ($0.key, $0.value) } ?? []
            var members: [(String, JSONValue)] = [
                ("type", "object"),
                ("properties", .object([("kind", .object([("const", .string(kind))]))] + own)),
                ("required", .array((["kind"] + required).map(JSONValue.string))),
                ("additionalProperties", false),
            ]
            if !anyOf.isEmpty { members.append(("anyOf", .array(anyOf.map { .object([("required", [.string($0)])]) }))) }
            return .object(members)
        }
        return .object([("type", "object"), ("required", ["kind"]), ("oneOf", .array(entries))])
    }

    /// `"screen"`: its keys, `"device"` required.
    static func screen(limits: TranscriptLimits) -> JSONValue {
        properties(TranscriptFormat.screen, limits: limits, required: ["device"])
    }

    // MARK: Pieces

    /// An object of `object`'s keys and no others, each described; `then` adds rules after them.
    static func properties(_ object: TranscriptFormat.Object, limits: TranscriptLimits = .default, required: [String] = [],
                           then rules: [(String, JSONValue)] = []) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", "object"), ("properties", describedProperties(object, limits: limits))]
        if !required.isEmpty { members.append(("required", .array(required.map(JSONValue.string)))) }
        members.append(("additionalProperties", false))
        return .object(members + rules)
    }

    /// The `"properties"` of `object`: each key's schema with its summary as the description.
    private static func describedProperties(_ object: TranscriptFormat.Object, limits: TranscriptLimits) -> JSONValue {
        .object(object.keys.map { ($0.name, $0.describedSchema(limits)) })
    }

    /// A colour: `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    static let color: JSONValue = .object([("type", "string"), ("pattern", "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")])

    /// `true` or `false`.
    static let boolean: JSONValue = .object([("type", "boolean")])

    /// A string that is not blank, of at most ``TranscriptLimits/maxTextLength`` characters.
    static func nonEmptyText(_ limits: TranscriptLimits) -> JSONValue {
        .object([("type", "string"), ("minLength", 1), ("maxLength", .int(limits.maxTextLength)), ("pattern", "\\S")])
    }

    /// The text of a separator, system line or typing indicator: not empty.
    static func entryText(_ limits: TranscriptLimits) -> JSONValue {
        .object([("type", "string"), ("minLength", 1), ("maxLength", .int(limits.maxTextLength))])
    }

    /// `{"type": "string", "enum": [...]}` with `cases`, in order.
    static func choice<T: RawRepresentable>(_ cases: [T]) -> JSONValue where T.RawValue == String {
        .object([("type", "string"), ("enum", .array(cases.map { .string($0.rawValue) }))])
    }

    /// `{"type": "string", "enum": [...]}` with `names`, in order.
    static func choice(_ names: [String]) -> JSONValue {
        .object([("type", "string"), ("enum", .array(names.map(JSONValue.string)))])
    }

    /// A number within `range`.
    static func range(_ range: ClosedRange<Double>) -> JSONValue {
        .object([("type", "number"), ("minimum", .bound(range.lowerBound)), ("maximum", .bound(range.upperBound))])
    }

    /// A reference to the definition `name`.
    static func reference(_ name: String) -> JSONValue {
        .object([("$ref", .string("#/$defs/" + name))])
    }
}
