import BubbleGeometry
import StrictJSON

/// The transcript format, version 1, described once: the keys of each of its objects, each with
/// one line saying what it is for, its value's JSON Schema and what a reader does without it.
///
/// The decoder's key sets (``Transcript/keys``, ``Participant/keys``, ``BubbleMessage/keys``,
/// ...), the JSON Schema (``TranscriptSchema``) and the key tables of the documentation are all
/// made from it, so a key cannot be known to one of them and forgotten by another.
package enum TranscriptFormat {
    /// One key of an object.
    package struct Key: Sendable {
        /// The key.
        package let name: String
        /// What it is for, on one line.
        package let summary: String
        /// What a reader does without it, in words; nil when that goes without saying.
        package let defaultValue: String?
        /// The value's JSON Schema, for the limits a reader reads with.
        package let schema: @Sendable (TranscriptLimits) -> JSONValue

        /// `name`, what it is for, its schema for given limits and what a reader does without it.
        init(_ name: String, _ summary: String, default defaultValue: String? = nil,
             _ schema: @escaping @Sendable (TranscriptLimits) -> JSONValue) {
            self.name = name
            self.summary = summary
            self.defaultValue = defaultValue
            self.schema = schema
        }

        /// `name`, what it is for, its schema (the same for all limits) and what a reader does
        /// without it.
        init(_ name: String, _ summary: String, default defaultValue: String? = nil, _ schema: JSONValue) {
            self.init(name, summary, default: defaultValue) { _ in schema }
        }

        /// The schema with the summary as its `"description"`, which editors show.
        package func describedSchema(_ limits: TranscriptLimits) -> JSONValue {
            let schema = self.schema(limits)
            return .object([("description", .string(summary))] + (schema.objectValue?.map { ($0.key, $0.value) } ?? []))
        }
    }

    /// An object of the format and its keys.
    package struct Object: Sendable {
        /// The object's name in the documentation's generated sections (`participant`).
        package let name: String
        /// Where it is, as the key tables write a key's path (`participants.ID`); empty for
        /// the top level.
        package let path: String
        /// Its keys, in the documented order.
        package let keys: [Key]

        /// The keys' names, in order: what the decoder allows.
        package var names: [String] { keys.map(\.name) }

        /// The key named `name`.
        package subscript(name: String) -> Key? {
            keys.first { $0.name == name }
        }
    }

    /// Every object, in the order the JSON Schema and the documentation take them.
    package static let objects: [Object] = [
        transcript, colors, labels, participant, message, entries, entity, reaction, quote, link,
        card, poll, pollOption, location, contact, embed, embedField, generic, screen, device, safeArea, statusBar,
    ]

    // MARK: The top level

    /// The top-level keys.
    package static let transcript = Object(name: "transcript", path: "", keys: [
        Key("version", "the format's version, written as the integer 1",
            .object([("const", .int(Transcript.supportedVersion))])),
        Key("theme", "the look: a built-in look's name", default: "`imessage`") { limits in
            guard let names = limits.lookNames, !names.isEmpty else { return TranscriptSchema.nonEmptyText(limits) }
            return TranscriptSchema.choice(names)
        },
        Key("look", "a look file of one's own instead of `theme`, relative to the transcript", TranscriptSchema.reference("filePath")),
        Key("appearance", "light or dark colours", default: "`light`", TranscriptSchema.choice(Appearance.allCases)),
        Key("width", "the image's width in points", default: "390") { TranscriptSchema.range($0.width) },
        Key("scale", "pixels per point", default: "2") { TranscriptSchema.range($0.scale) },
        Key("font", "the message font, a Pango description such as \"Noto Sans 17\"", default: "the look's") {
            TranscriptSchema.nonEmptyText($0)
        },
        Key("fonts", "font files, relative to the transcript, whose families `font` may name") { limits in
            .object([("type", "array"), ("maxItems", .int(limits.maxFonts)), ("items", TranscriptSchema.reference("filePath"))])
        },
        Key("emojiFont", "a colour emoji font file that draws emoji in place of Noto Color Emoji", default: "Noto Color Emoji",
            TranscriptSchema.reference("filePath")),
        Key("lang", "the language of the messages, which decides line breaks and the forms of Han characters",
            TranscriptSchema.reference("languageTag")),
        Key("layoutDirection", "`rtl` mirrors the chat, for languages written right to left", default: "`ltr`",
            TranscriptSchema.choice(Transcript.LayoutDirection.allCases)),
        Key("maxBubbleWidth", "the widest a bubble may be, a fraction of `width`", default: "the look's",
            .object([("type", "number"), ("exclusiveMinimum", 0), ("maximum", 1)])),
        Key("timeHeaders", "times as centred headers (\"Today 09:41\") instead of with each message", default: "the look's",
            TranscriptSchema.boolean),
        Key("colors", "colours that replace the look's") { TranscriptSchema.properties(colors, limits: $0) },
        Key("labels", "the app's own words in the chat's language") { TranscriptSchema.properties(labels, limits: $0) },
        Key("detectLinks", "find links, e-mail addresses and phone numbers in every message's text", default: "`true`",
            TranscriptSchema.boolean),
        Key("screen", "show the chat on a device's screen, with its status bar, header and composer") {
            TranscriptSchema.screen(limits: $0)
        },
        Key("participants", "who writes, by id") { limits in
            .object([
                ("type", "object"),
                ("maxProperties", .int(limits.maxParticipants)),
                ("propertyNames", .object([("minLength", 1), ("maxLength", .int(limits.maxTextLength))])),
                ("additionalProperties", TranscriptSchema.reference("participant")),
            ])
        },
        Key("messages", "the chat, in order: bubbles, separators, system lines and typing indicators (required)") { limits in
            .object([
                ("type", "array"),
                ("maxItems", .int(limits.maxMessages)),
                ("items", .object([("oneOf", [TranscriptSchema.reference("separator"), TranscriptSchema.reference("system"),
                                              TranscriptSchema.reference("typing"), TranscriptSchema.reference("bubble")])])),
            ])
        },
    ])

    /// The keys of `"colors"`.
    package static let colors = Object(name: "colors", path: "colors", keys: [
        Key("background", "the canvas behind the messages", TranscriptSchema.reference("color")),
        Key("incoming", "others' bubbles", TranscriptSchema.reference("color")),
        Key("outgoing", "the user's bubbles", TranscriptSchema.reference("color")),
        Key("incomingText", "the text in others' bubbles", TranscriptSchema.reference("color")),
        Key("outgoingText", "the text in the user's bubbles", TranscriptSchema.reference("color")),
        Key("meta", "times, names and labels", TranscriptSchema.reference("color")),
    ])

    /// The keys of `"labels"`: each the word the app writes, in the chat's language.
    package static let labels = Object(name: "labels", path: "labels", keys: [
        label("edited", "\"Edited\": under or beside an edited message"),
        label("forwarded", "\"Forwarded\": after the arrow on a forwarded message"),
        label("deleted", "\"This message was deleted\": in someone else's deleted message; `{name}` stands for the sender's name (\"{name} unsent a message.\")"),
        label("youDeleted", "\"You deleted this message\": in a deleted message of the user's"),
        label("sending", "\"Sending…\": iMessage's receipt under the last outgoing message"),
        label("delivered", "\"Delivered\": the same"),
        label("read", "\"Read\": the same, followed by the message's time (\"Read 09:44\"); `talk`'s beside the bubble"),
        label("notDelivered", "\"Not Delivered\": iMessage's receipt under a failed message"),
        label("you", "\"You\": the name on a quote of the user's own message (Telegram shows the user's name there)"),
        label("photo", "\"Photo\": the text of a quoted photo without a caption"),
        label("today", "\"Today\": the day of a time header when no separator names it (\"Today 09:41\")"),
        label("yesterday", "\"Yesterday\": the same, for the day before the chat's last one"),
        label("placeholder", "\"iMessage\", \"Message\" or \"Type a message\": the composer's field on a device screen"),
        label("typing", "\"typing…\": `telegram`'s header subtitle for someone typing at the end of the chat on a device screen"),
        label("viewVotes", "\"View votes\": the button under a poll (`whatsapp`)"),
        label("message", "\"Message\": the button under a shared contact (`whatsapp`)"),
        label("votes", "\"{count} votes\": the count under a poll without a button (`telegram`, `plain`); `{count}` stands for the number"),
        label("anonymousPoll", "\"Anonymous Poll\": under the question of a poll without `label` (`telegram`)"),
        label("selectOneOrMore", "\"Select one or more\": the same (`whatsapp`)"),
    ])

    /// A key of `"labels"`.
    private static func label(_ name: String, _ summary: String) -> Key {
        Key(name, summary) { limits in
            .object([("type", "string"), ("minLength", 1), ("maxLength", .int(limits.maxLabelLength)), ("pattern", "\\S")])
        }
    }

    /// The keys of a participant, `"participants": {"ID": {...}}`.
    package static let participant = Object(name: "participant", path: "participants.ID", keys: [
        Key("name", "the name shown in group chats, on quotes and in the header", default: "the id",
            TranscriptSchema.reference("text")),
        Key("side", "the side of their bubbles: `outgoing` is the user", default: "`incoming`",
            TranscriptSchema.choice(BubbleSide.allCases)),
        Key("avatar", "a picture beside their bubbles in group chats, relative to the transcript",
            default: "the look's: their initials or a silhouette", TranscriptSchema.reference("filePath")),
    ])
}
