import BubbleGeometry
import StrictJSON
import Transcript

/// The values of a look file that are more than one number, flag, colour or name.
extension LookValue {
    /// How one side's bubbles draw link-like entities: an object whose keys are the kinds
    /// (`link`, `mention`, ...), each null (plain text) or the kind's `color` (null: the
    /// bubble's text colour), `underline` and `bold`, over what the base look draws.
    static func links(_ target: WritableKeyPath<ChatLook, LinkStyle>) -> LookValue {
        let kinds = TextEntity.Kind.allCases.filter(\.isLinkLike)
        let look = LookFileSchema.object([
            ("type", "object"),
            ("properties", LookFileSchema.object([
                ("color", LookFileSchema.orNull(LookFileSchema.color, meaning: "the bubble's text colour")),
                ("underline", ["type": "boolean"]),
                ("bold", ["type": "boolean"]),
            ])),
            ("additionalProperties", false),
        ])
        let kind = LookFileSchema.orNull(look, meaning: "plain text")
        let schema = LookFileSchema.object([
            ("type", "object"), ("properties", LookFileSchema.object(kinds.map { ($0.rawValue, kind) })), ("additionalProperties", false),
        ])
        return LookValue(schema: schema) { value, problems, chatLook throws(Diagnostic) in
            let object = try value.object()
            object.checkKeys(allowed: kinds.map(\.rawValue), into: &problems)
            for kind in kinds {
                guard let member = object[kind.rawValue] else { continue }
                if member.isNull {
                    chatLook[keyPath: target].looks[kind] = nil
                    continue
                }
                guard let parts = problems.reading(try member.object()) else { continue }
                parts.checkKeys(allowed: ["color", "underline", "bold"], into: &problems)
                var style = chatLook[keyPath: target].looks[kind] ?? LinkStyle.Look()
                if let color = parts["color"] {
                    if color.isNull {
                        style.color = nil
                    } else if let parsed = problems.reading(try color.lookColor()) {
                        style.color = parsed
                    }
                }
                if let underline = parts["underline"], let flag = problems.reading(try underline.bool()) {
                    style.underline = flag
                }
                if let bold = parts["bold"], let flag = problems.reading(try bold.bool()) {
                    style.bold = flag
                }
                chatLook[keyPath: target].looks[kind] = style
            }
        }
    }

    /// The most buttons a header has.
    static let maxButtons = 4

    /// The header's buttons from the trailing edge in: an array of `{"icon": "video", "gap":
    /// 26}`, replacing the base look's.
    static func buttons(_ target: WritableKeyPath<ChatLook, [HeaderLayout.Button]>) -> LookValue {
        let icons: KeyValuePairs<String, HeaderLayout.Button.Icon> = [
            "video": .video, "phone": .phone, "menu": .menu, "search": .search, "lines": .lines,
        ]
        let names = icons.map(\.key)
        let gaps = 0.0...60
        let button = LookFileSchema.object([
            ("type", "object"),
            ("properties", LookFileSchema.object([("icon", LookFileSchema.choice(names)), ("gap", LookFileSchema.number(in: gaps))])),
            ("required", ["icon"]),
            ("additionalProperties", false),
        ])
        let schema = LookFileSchema.object([("type", "array"), ("maxItems", .init(integerLiteral: maxButtons)), ("items", button)])
        return LookValue(schema: schema) { value, problems, look throws(Diagnostic) in
            let array = try value.array(expected: "an array of buttons")
            guard array.count <= maxButtons else { throw value.problem("too many buttons: \(array.count) (the limit is \(maxButtons))") }
            var buttons: [HeaderLayout.Button] = []
            for element in array {
                guard let object = problems.reading(try element.object()) else { continue }
                object.checkKeys(allowed: ["icon", "gap"], into: &problems)
                guard let icon = object["icon"] else {
                    problems.append(object.missing("icon"))
                    continue
                }
                let choice = problems.reading(try icon.choice(among: names))
                var gap: Double? = 0
                if let value = object["gap"] { gap = problems.reading(try value.number(in: gaps)) }
                guard let choice, let gap else { continue }
                buttons.append(HeaderLayout.Button(icons[choice].value, gap: gap))
            }
            if buttons.count == array.count { look[keyPath: target] = buttons }
        }
    }

    /// What a screen shows behind the messages: `"doodle"`, `"none"` or a colour (a look
    /// file names no image).
    static func wallpaper(_ target: WritableKeyPath<ChatLook, Wallpaper>) -> LookValue {
        let schema = LookFileSchema.object([("anyOf", [LookFileSchema.choice(Wallpaper.keywords), LookFileSchema.color])])
        return LookValue(schema: schema) { value, _, look throws(Diagnostic) in
            switch value.value.stringValue {
            case "doodle": look[keyPath: target] = .doodle
            case "none": look[keyPath: target] = .plainBackground
            case let text? where text.hasPrefix("#"):
                look[keyPath: target] = .color(try value.lookColor())
            default:
                throw value.unexpected("\"doodle\", \"none\" or a colour like \"#RRGGBB\"")
            }
        }
    }
}
