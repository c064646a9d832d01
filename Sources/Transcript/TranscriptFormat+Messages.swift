import StrictJSON

extension TranscriptFormat {
    /// The keys of a message drawn as a bubble, an entry of `"messages"`.
    package static let message = Object(name: "message", path: "messages[]", keys: [
        Key("from", "the sender, a participant's id (required)", TranscriptSchema.reference("text")),
        Key("text", "what the message says; line breaks are kept", TranscriptSchema.reference("text")),
        Key("image", "a photo (PNG, JPEG or WebP), relative to the transcript", TranscriptSchema.reference("filePath")),
        Key("sticker", "a sticker drawn without a bubble, instead of text and image", TranscriptSchema.reference("filePath")),
        Key("time", "the time, written as given", TranscriptSchema.reference("text")),
        Key("lang", "the language of this message's text", default: "the transcript's", TranscriptSchema.reference("languageTag")),
        Key("edited", "the message was edited: the look's \"Edited\" label", default: "`false`", TranscriptSchema.boolean),
        Key("forwarded", "the message was forwarded: the look's \"Forwarded\" label", default: "`false`", TranscriptSchema.boolean),
        Key("forwardedFrom", "whom it was forwarded from (the message is then forwarded)") { limits in
            TranscriptSchema.nonEmptyText(limits)
        },
        Key("deleted", "the sender deleted it: the bubble says so, and nothing else of it is left", default: "`false`",
            TranscriptSchema.boolean),
        Key("format", "`markdown` reads WhatsApp's markers (`*bold*`, `_italic_`, ...) in the text", default: "`plain`",
            TranscriptSchema.choice(TextFormat.allCases)),
        Key("entities", "spans of the text drawn differently, as Telegram's message entities") { limits in
            .object([("type", "array"), ("maxItems", .int(limits.maxEntitiesPerMessage)), ("items", TranscriptSchema.reference("entity"))])
        },
        Key("detectLinks", "find links, e-mail addresses and phone numbers in this message's text", default: "the transcript's",
            TranscriptSchema.boolean),
        Key("status", "the receipt of a message of the user's: ticks, \"Delivered\", \"Read\", the failed mark",
            default: "none (`whatsapp`: one tick; `telegram`: two)", TranscriptSchema.choice(DeliveryStatus.allCases)),
        Key("reactions", "emoji reactions, each once") { limits in
            .object([("type", "array"), ("maxItems", .int(limits.maxReactionsPerMessage)), ("items", TranscriptSchema.reference("reaction"))])
        },
        Key("id", "a name for the message, which a later `replyTo` may give") { limits in
            TranscriptSchema.nonEmptyText(limits)
        },
        Key("replyTo", "the earlier message this one answers: its `id`, or its index in `messages`") { limits in
            .object([("oneOf", [
                .object([("type", "integer"), ("minimum", 0)]),
                TranscriptSchema.nonEmptyText(limits),
            ])])
        },
        Key("quote", "the message this one answers, written out, for one the transcript does not hold",
            TranscriptSchema.reference("quote")),
        Key("link", "the preview card of a link in the text", TranscriptSchema.reference("link")),
        Key("card", "a poll, place, contact, embed or other card under the text", TranscriptSchema.reference("card")),
    ])

    /// The entries of `"messages"` that are not bubbles: each has one key (and a system line
    /// its `"kind"`).
    package static let entries = Object(name: "entries", path: "messages[]", keys: [
        Key(Message.separatorKey, "a centred label between messages, such as a day") { TranscriptSchema.entryText($0) },
        Key(Message.systemKey, "a service line: someone joined, the encryption notice") { TranscriptSchema.entryText($0) },
        Key(Message.systemKindKey, "beside `system`: what it tells", default: "`event`", TranscriptSchema.choice(SystemLineKind.allCases)),
        Key(Message.typingKey, "the participant typing, by id") { TranscriptSchema.entryText($0) },
    ])

    /// The keys of an entity, an entry of a message's `"entities"`.
    package static let entity = Object(name: "entity", path: "messages[].entities[]", keys: [
        Key("type", "how the span is drawn (Telegram's names, and `url` and `phone_number` for `link` and `phone`; required)") { _ in
            let names = TextEntity.Kind.allCases.map(\.rawValue) + TextEntity.Kind.telegramNames.keys.sorted()
            return .object([("type", "string"), ("enum", .array(names.map(JSONValue.string)))])
        },
        Key("offset", "where the span starts, in UTF-16 code units (required)", .object([("type", "integer"), ("minimum", 0)])),
        Key("length", "how long it is, in UTF-16 code units (required)", .object([("type", "integer"), ("minimum", 1)])),
        Key("url", "a `text_link`'s address (required there)") { TranscriptSchema.nonEmptyText($0) },
        Key("language", "a `pre` block's programming language") { TranscriptSchema.nonEmptyText($0) },
    ])

    /// The keys of a reaction, an entry of a message's `"reactions"`.
    package static let reaction = Object(name: "reaction", path: "messages[].reactions[]", keys: [
        Key("emoji", "one emoji (required)", .object([("type", "string"), ("minLength", 1), ("maxLength", .int(Reaction.maxEmojiScalars))])),
        Key("from", "who reacted: participants' ids, each once (this or `count`)") { limits in
            .object([("type", "array"), ("minItems", 1), ("uniqueItems", true),
                     ("items", .object([("type", "string"), ("minLength", 1), ("maxLength", .int(limits.maxTextLength))]))])
        },
        Key("count", "how many reacted (this or `from`)", .object([("type", "integer"), ("minimum", 1), ("maximum", .int(Reaction.maxCount))])),
    ])

    /// The keys of a message's `"quote"`.
    package static let quote = Object(name: "quote", path: "messages[].quote", keys: [
        Key("from", "the quoted message's sender, a participant's id (required)", TranscriptSchema.reference("text")),
        Key("text", "its text (this, `image` or both)", TranscriptSchema.reference("text")),
        Key("image", "its photo, relative to the transcript", TranscriptSchema.reference("filePath")),
    ])

    /// The keys of a message's `"link"`.
    package static let link = Object(name: "link", path: "messages[].link", keys: [
        Key("url", "the address, `http` or `https` (required); the card shows its host") { limits in
            .object([("type", "string"), ("maxLength", .int(limits.maxTextLength)),
                     ("pattern", "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$")])
        },
        Key("title", "the page's title, in bold") { TranscriptSchema.nonEmptyText($0) },
        Key("description", "a line or two about the page") { TranscriptSchema.nonEmptyText($0) },
        Key("image", "the page's picture, relative to the transcript", TranscriptSchema.reference("filePath")),
        Key("site", "the site's name") { TranscriptSchema.nonEmptyText($0) },
    ])
}
