import BubbleGeometry
import StrictJSON

/// A JSON Schema (draft 2020-12) of transcript format version 1, made from the tables the
/// decoder reads with (``Transcript/keys``, ``Participant/keys``, ``BubbleMessage/keys``,
/// ``ColorOverrides/keys``, the enumerations' cases and ``TranscriptLimits``), so the two
/// cannot drift apart. `bubbles schema` prints it.
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
        let properties = Transcript.keys.compactMap { key in property(key, limits: limits).map { (key, $0) } }
        return object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("title", "Bubbles transcript, format version 1"),
            ("description", .init(.string(
                "A chat conversation for 'bubbles render'. Only the reader checks that every \"from\" and \"typing\" "
                + "names a participant, that message ids are unique and every \"replyTo\" names an earlier message, "
                + "that a sticker message is no reply, that a link's \"url\" has a well-formed host, "
                + "that \"version\" is written as the integer 1, the combining marks on one character (at most "
                + "\(limits.maxMarksPerCharacter)) and the characters of all messages together (at most "
                + "\(limits.maxTotalTextLength))."))),
            ("type", "object"),
            ("properties", object(properties)),
            ("required", ["messages"]),
            ("additionalProperties", false),
            ("dependentSchemas", object([
                ("look", object([("not", object([("required", ["theme"])]))])),
                ("screen", object([("not", object([("anyOf", [object([("required", ["width"])]), object([("required", ["scale"])])])]))])),
            ])),
            ("$defs", definitions(limits: limits)),
        ])
    }

    /// The schema of the top-level key `key`; nil for a key this table does not know (a test
    /// checks there is none).
    static func property(_ key: String, limits: TranscriptLimits) -> JSONValue? {
        switch key {
        case "version": return object([("const", .init(.number(JSONNumber(Transcript.supportedVersion))))])
        case "theme":
            guard let names = limits.lookNames, !names.isEmpty else {
                return object([("type", "string"), ("minLength", 1), ("maxLength", .init(integer: limits.maxTextLength)), ("pattern", "\\S")])
            }
            return choice(names)
        case "look": return reference("filePath")
        case "appearance": return choice(Appearance.allCases)
        case "width": return range(limits.width)
        case "scale": return range(limits.scale)
        case "font":
            return object([("type", "string"), ("minLength", 1), ("maxLength", .init(integer: limits.maxTextLength)),
                           ("pattern", "\\S")])
        case "fonts":
            return object([
                ("type", "array"),
                ("maxItems", .init(integer: limits.maxFonts)),
                ("items", reference("filePath")),
            ])
        case "emojiFont": return reference("filePath")
        case "lang": return reference("languageTag")
        case "layoutDirection": return choice(Transcript.LayoutDirection.allCases)
        case "maxBubbleWidth":
            return object([("type", "number"), ("exclusiveMinimum", 0), ("maximum", 1)])
        case "timeHeaders": return object([("type", "boolean")])
        case "colors":
            return object([
                ("type", "object"),
                ("properties", object(ColorOverrides.keys.map { ($0, reference("color")) })),
                ("additionalProperties", false),
            ])
        case "labels":
            let label = object([("type", "string"), ("minLength", 1), ("maxLength", .init(integer: limits.maxLabelLength)),
                                ("pattern", "\\S")])
            return object([
                ("type", "object"),
                ("properties", object(AppLabels.keys.map { ($0, label) })),
                ("additionalProperties", false),
            ])
        case "detectLinks": return object([("type", "boolean")])
        case "screen":
            return object([
                ("type", "object"),
                ("properties", object([
                    ("device", object([("oneOf", [choice(DevicePreset.allCases), customDevice(limits: limits)])])),
                    ("statusBar", object([
                        ("type", "object"),
                        ("properties", object(StatusBar.keys.map { key in
                            switch key {
                            case "time", "date": (key, reference("text"))
                            case "battery": (key, range(0...1))
                            case "signal": (key, object([("type", "integer"), ("minimum", 0), ("maximum", 4)]))
                            default: (key, object([("type", "boolean")]))
                            }
                        })),
                        ("additionalProperties", false),
                    ])),
                    ("title", reference("text")),
                    ("subtitle", reference("text")),
                    ("avatar", reference("filePath")),
                    ("unread", object([("type", "integer"), ("minimum", 0), ("maximum", .init(integer: Screen.maxUnread))])),
                    ("wallpaper", object([("anyOf", [
                        object([("type", "string"), ("enum", .init(.array(Wallpaper.keywords.map { JSONValue(.string($0)) })))]),
                        reference("color"),
                        object([("type", "string"), ("maxLength", .init(integer: limits.maxTextLength)),
                                ("pattern", "^([./]|[^#\\u0000][^\\u0000]*[./])[^\\u0000]*$")]),
                    ])])),
                    ("draft", reference("text")),
                ])),
                ("required", ["device"]),
                ("additionalProperties", false),
            ])
        case "participants":
            return object([
                ("type", "object"),
                ("maxProperties", .init(integer: limits.maxParticipants)),
                ("propertyNames", object([("minLength", 1), ("maxLength", .init(integer: limits.maxTextLength))])),
                ("additionalProperties", reference("participant")),
            ])
        case "messages":
            return object([
                ("type", "array"),
                ("maxItems", .init(integer: limits.maxMessages)),
                ("items", object([("oneOf", [reference("separator"), reference("system"), reference("typing"), reference("bubble")])])),
            ])
        default:
            return nil
        }
    }

    private static func definitions(limits: TranscriptLimits) -> JSONValue {
        let maxLength = JSONValue(integer: limits.maxTextLength)
        let participantKeys: [(String, JSONValue)] = Participant.keys.map { key in
            switch key {
            case "side": (key, choice(BubbleSide.allCases))
            case "avatar": (key, reference("filePath"))
            default: (key, reference("text"))
            }
        }
        let bubbleKeys: [(String, JSONValue)] = BubbleMessage.keys.map { key in
            switch key {
            case "image", "sticker": (key, reference("filePath"))
            case "lang": (key, reference("languageTag"))
            case "edited", "forwarded", "deleted", "detectLinks": (key, object([("type", "boolean")]))
            case "format": (key, choice(TextFormat.allCases))
            case "entities":
                (key, object([("type", "array"), ("maxItems", .init(integer: limits.maxEntitiesPerMessage)), ("items", reference("entity"))]))
            case "status": (key, choice(DeliveryStatus.allCases))
            case "reactions":
                (key, object([("type", "array"), ("maxItems", .init(integer: limits.maxReactionsPerMessage)), ("items", reference("reaction"))]))
            case "id", "forwardedFrom": (key, object([("type", "string"), ("minLength", 1), ("maxLength", maxLength), ("pattern", "\\S")]))
            case "replyTo":
                (key, object([("oneOf", [
                    object([("type", "integer"), ("minimum", 0)]),
                    object([("type", "string"), ("minLength", 1), ("maxLength", maxLength), ("pattern", "\\S")]),
                ])]))
            case "quote": (key, reference("quote"))
            case "link": (key, reference("link"))
            case "card": (key, reference("card"))
            default: (key, reference("text"))
            }
        }
        return object([
            ("text", object([("type", "string"), ("maxLength", maxLength)])),
            ("filePath", object([("type", "string"), ("minLength", 1), ("maxLength", maxLength), ("pattern", "^[^\\u0000]*$")])),
            ("languageTag", object([("type", "string"), ("maxLength", 35), ("pattern", "^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$")])),
            ("color", object([("type", "string"), ("pattern", "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")])),
            ("participant", object([
                ("type", "object"),
                ("properties", object(participantKeys)),
                ("additionalProperties", false),
            ])),
            ("separator", singleKeyEntry(Message.separatorKey, maxLength: maxLength)),
            ("system", singleKeyEntry(Message.systemKey, maxLength: maxLength,
                                      also: [(Message.systemKindKey, choice(SystemLineKind.allCases))])),
            ("typing", singleKeyEntry(Message.typingKey, maxLength: maxLength)),
            ("entity", entity(maxLength: maxLength)),
            ("reaction", reaction(maxLength: maxLength)),
            ("quote", object([
                ("type", "object"),
                ("properties", object(Quote.keys.map { key in (key, key == "image" ? reference("filePath") : reference("text")) })),
                ("required", ["from"]),
                ("additionalProperties", false),
                ("anyOf", [
                    object([("required", ["image"])]),
                    object([("required", ["text"]), ("properties", object([("text", object([("minLength", 1)]))]))]),
                ]),
            ])),
            ("link", object([
                ("type", "object"),
                ("properties", object(LinkPreview.keys.map { key in
                    switch key {
                    case "url":
                        (key, object([("type", "string"), ("maxLength", maxLength),
                                      ("pattern", "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$")]))
                    case "image": (key, reference("filePath"))
                    default: (key, object([("type", "string"), ("minLength", 1), ("maxLength", maxLength), ("pattern", "\\S")]))
                    }
                })),
                ("required", ["url"]),
                ("additionalProperties", false),
            ])),
            ("card", card(maxLength: maxLength)),
            ("bubble", object([
                ("type", "object"),
                ("properties", object(bubbleKeys)),
                ("required", ["from"]),
                ("additionalProperties", false),
                ("anyOf", [
                    object([("required", ["image"])]),
                    object([("required", ["sticker"])]),
                    object([("required", ["card"])]),
                    object([("required", ["text"]), ("properties", object([("text", object([("minLength", 1)]))]))]),
                    object([("required", ["deleted"]), ("properties", object([("deleted", object([("const", true)]))]))]),
                ]),
                ("not", object([("required", ["replyTo", "quote"])])),
                ("dependentSchemas", object([
                    ("link", object([("not", object([("anyOf", [object([("required", ["image"])]), object([("required", ["sticker"])])])]))])),
                    ("card", object([("not", object([("anyOf", [object([("required", ["image"])]), object([("required", ["sticker"])]),
                                                                 object([("required", ["link"])])])]))])),
                    // `"deleted": false`, or none of what a deleted message no longer has.
                    ("deleted", object([("anyOf", [
                        object([("properties", object([("deleted", object([("const", false)]))]))]),
                        object([("not", object([("anyOf", JSONValue(.array(BubbleMessage.keysGoneWhenDeleted.map { key in
                            object([("required", JSONValue(.array([JSONValue(.string(key))])))])
                        })))]))]),
                    ])])),
                ])),
            ])),
        ])
    }

    /// A device given by its numbers: `"screen": {"device": {"width": ..., "height": ...}}`.
    private static func customDevice(limits: TranscriptLimits) -> JSONValue {
        let properties: [(String, JSONValue)] = Screen.deviceKeys.map { key in
            switch key {
            case "width": (key, range(limits.screenWidth))
            case "height": (key, range(limits.screenHeight))
            case "scale": (key, range(limits.scale))
            case "safeArea":
                (key, object([
                    ("type", "object"),
                    ("properties", object(Screen.safeAreaKeys.map { ($0, range(limits.safeAreaInset)) })),
                    ("additionalProperties", false),
                ]))
            case "platform": (key, choice(DevicePlatform.allCases))
            default: (key, choice(ScreenCutout.allCases))
            }
        }
        return object([
            ("type", "object"),
            ("properties", object(properties)),
            ("required", ["width", "height"]),
            ("additionalProperties", false),
        ])
    }

    /// An entry whose only key is `key`, holding a non-empty string, but for the optional keys
    /// `also` (a system line's `kind`).
    private static func singleKeyEntry(_ key: String, maxLength: JSONValue, also: [(String, JSONValue)] = []) -> JSONValue {
        object([
            ("type", "object"),
            ("properties", object([(key, object([("type", "string"), ("minLength", 1), ("maxLength", maxLength)]))] + also)),
            ("required", [.init(.string(key))]),
            ("additionalProperties", false),
        ])
    }

    /// An entity: its keys and types, then which kinds have a `url` (`text_link`, which
    /// needs one) or a `language` (`pre`). That it lies inside its text only the reader checks.
    private static func entity(maxLength: JSONValue) -> JSONValue {
        let names = TextEntity.Kind.allCases.map(\.rawValue) + TextEntity.Kind.telegramNames.keys.sorted()
        let nonEmpty = object([("type", "string"), ("minLength", 1), ("maxLength", maxLength), ("pattern", "\\S")])
        let properties: [(String, JSONValue)] = TextEntity.keys.map { key in
            switch key {
            case "type": (key, object([("type", "string"), ("enum", .init(.array(names.map { JSONValue(.string($0)) })))]))
            case "offset": (key, object([("type", "integer"), ("minimum", 0)]))
            case "length": (key, object([("type", "integer"), ("minimum", 1)]))
            default: (key, nonEmpty)
            }
        }
        let special = [TextEntity.Kind.textLink.rawValue, TextEntity.Kind.pre.rawValue]
        let others = names.filter { !special.contains($0) }.map { JSONValue(.string($0)) }
        /// The entities whose type matches `type`: the three common keys and `extra`, which
        /// they may have or, when `required`, must have.
        func kinds(_ type: JSONValue, with extra: String?, required: Bool = false) -> JSONValue {
            let keys = ["type", "offset", "length"] + (extra.map { [$0] } ?? [])
            var members: [(String, JSONValue)] = [
                ("properties", object(keys.map { ($0, $0 == "type" ? type : object([])) })),
                ("additionalProperties", false),
            ]
            if let extra, required { members.append(("required", .init(.array([.init(.string(extra))])))) }
            return object(members)
        }
        return object([
            ("type", "object"),
            ("properties", object(properties)),
            ("required", ["type", "offset", "length"]),
            ("additionalProperties", false),
            ("oneOf", .init(.array([
                kinds(object([("const", .init(.string(TextEntity.Kind.textLink.rawValue)))]), with: "url", required: true),
                kinds(object([("const", .init(.string(TextEntity.Kind.pre.rawValue)))]), with: "language"),
                kinds(object([("enum", .init(.array(others)))]), with: nil),
            ]))),
        ])
    }

    /// A reaction: one emoji and either the participants who reacted or how many did. That
    /// the emoji is one emoji, the participants are known and each emoji appears once only the
    /// reader checks.
    private static func reaction(maxLength: JSONValue) -> JSONValue {
        let properties: [(String, JSONValue)] = Reaction.keys.map { key in
            switch key {
            case "emoji": (key, object([("type", "string"), ("minLength", 1), ("maxLength", .init(integer: Reaction.maxEmojiScalars))]))
            case "from":
                (key, object([("type", "array"), ("minItems", 1), ("uniqueItems", true),
                              ("items", object([("type", "string"), ("minLength", 1), ("maxLength", maxLength)]))]))
            default: (key, object([("type", "integer"), ("minimum", 1), ("maximum", .init(integer: Reaction.maxCount))]))
            }
        }
        return object([
            ("type", "object"),
            ("properties", object(properties)),
            ("required", ["emoji"]),
            ("additionalProperties", false),
            ("oneOf", [object([("required", ["from"])]), object([("required", ["count"])])]),
        ])
    }

    /// `{"type": "string", "enum": [...]}` with `cases`, in order.
    private static func choice<T: RawRepresentable>(_ cases: [T]) -> JSONValue where T.RawValue == String {
        object([("type", "string"), ("enum", .init(.array(cases.map { JSONValue(.string($0.rawValue)) })))])
    }

    /// A number within `range`.
    static func range(_ range: ClosedRange<Double>) -> JSONValue {
        object([("type", "number"), ("minimum", .bound(range.lowerBound)), ("maximum", .bound(range.upperBound))])
    }

    static func reference(_ name: String) -> JSONValue {
        object([("$ref", .init(.string("#/$defs/" + name)))])
    }

    static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members)
    }
}

extension JSONValue {
    /// An integer number.
    init(integer: Int) { self.init(.number(JSONNumber(integer))) }
}
