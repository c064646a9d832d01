import StrictJSON

extension TranscriptFormat {
    /// The key every `"card"` has; which others it may have its kind says.
    package static let card = Object(name: "card", path: "messages[].card", keys: [
        Key("kind", "what the card is, which says what other keys it has (required)",
            .object([("type", "string"), ("enum", .array(MessageCard.kinds.map(JSONValue.string)))])),
    ])

    /// The keys of a poll: `"kind": "poll"`.
    package static let poll = Object(name: "poll", path: "messages[].card", keys: [
        text("question", "the question, in bold (required)"),
        Key("options", "the answers (required)") { list(TranscriptSchema.properties(pollOption, limits: $0, required: ["text"])) },
        Key("voters", "how many voted", default: "the votes added up", count),
        Key("label", "a line under the question, such as \"Quiz\" or \"Select one\"",
            default: "the look's: \"Anonymous Poll\" (`telegram`), \"Select one or more\" (`whatsapp`), or none") { TranscriptSchema.nonEmptyText($0) },
        Key("closed", "the poll has ended: \"Final results\"", default: "`false`", TranscriptSchema.boolean),
    ])

    /// The keys of a poll's option, an entry of `"options"`.
    package static let pollOption = Object(name: "pollOption", path: "messages[].card.options[]", keys: [
        text("text", "the answer (required)"),
        Key("votes", "how many chose it", default: "0", count),
        Key("chosen", "the user chose it", default: "`false`", TranscriptSchema.boolean),
        Key("correct", "a quiz's right answer", default: "`false`", TranscriptSchema.boolean),
    ])

    /// The keys of a place on a map: `"kind": "location"`.
    package static let location = Object(name: "location", path: "messages[].card", keys: [
        text("name", "the place's name, in bold"),
        text("address", "its address"),
        Key("latitude", "where it is, which places the map's streets", TranscriptSchema.range(-90 ... 90)),
        Key("longitude", "the same", TranscriptSchema.range(-180 ... 180)),
    ])

    /// The keys of a shared contact: `"kind": "contact"`.
    package static let contact = Object(name: "contact", path: "messages[].card", keys: [
        text("name", "the contact's name, in bold, and the initials on the avatar (required)"),
        text("phone", "the phone number"),
    ])

    /// The keys of a bot's embed: `"kind": "embed"`; it has at least one but `color`.
    package static let embed = Object(name: "embed", path: "messages[].card", keys: [
        Key("color", "the bar's colour", default: "the look's accent", TranscriptSchema.reference("color")),
        text("author", "the first line"),
        text("title", "the title, in the accent colour"),
        text("description", "the text"),
        Key("fields", "names over values") { list(TranscriptSchema.properties(embedField, limits: $0, required: ["name", "value"])) },
        text("footer", "the last line, small"),
    ])

    /// The keys of an embed's field, an entry of `"fields"`.
    package static let embedField = Object(name: "embedField", path: "messages[].card.fields[]", keys: [
        text("name", "the field's name, in bold (required)"),
        text("value", "its value (required)"),
    ])

    /// The keys of any other card (a dice, a game, an invoice): `"kind": "generic"`.
    package static let generic = Object(name: "generic", path: "messages[].card", keys: [
        text("icon", "an emoji before the title"),
        text("title", "the title, in bold (required)"),
        Key("lines", "lines under the title") { limits in list(TranscriptSchema.nonEmptyText(limits)) },
    ])

    /// A key whose value is a non-empty text.
    private static func text(_ name: String, _ summary: String) -> Key {
        Key(name, summary) { TranscriptSchema.nonEmptyText($0) }
    }

    /// A count: a whole number of at least 0.
    private static let count: JSONValue = .object([("type", "integer"), ("minimum", 0)])

    /// An array of 1 to ``MessageCard/maxItems`` `items`.
    private static func list(_ items: JSONValue) -> JSONValue {
        .object([("type", "array"), ("minItems", 1), ("maxItems", .int(MessageCard.maxItems)), ("items", items)])
    }
}
