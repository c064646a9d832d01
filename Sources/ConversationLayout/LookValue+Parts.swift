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
        return LookValue(schema: schema) { value, path, reader, chatLook in
            guard let object = reader.object(value, at: path) else { return }
            reader.checkKeys(of: object, at: path, allowed: kinds.map(\.rawValue))
            for kind in kinds {
                guard let member = object[kind.rawValue] else { continue }
                let memberPath = path.appending(key: kind.rawValue)
                if member.isNull {
                    chatLook[keyPath: target].looks[kind] = nil
                    continue
                }
                guard let parts = reader.object(member, at: memberPath) else { continue }
                reader.checkKeys(of: parts, at: memberPath, allowed: ["color", "underline", "bold"])
                var style = chatLook[keyPath: target].looks[kind] ?? LinkStyle.Look()
                if let color = parts["color"] {
                    if color.isNull {
                        style.color = nil
                    } else if let parsed = reader.color(color, at: memberPath.appending(key: "color")) {
                        style.color = parsed
                    }
                }
                if let underline = parts["underline"], let flag = reader.bool(underline, at: memberPath.appending(key: "underline")) {
                    style.underline = flag
                }
                if let bold = parts["bold"], let flag = reader.bool(bold, at: memberPath.appending(key: "bold")) {
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
        let icons: KeyValuePairs<String, HeaderLayout.Button.Icon> = ["video": .video, "phone": .phone, "menu": .menu]
        let names = icons.map(\.key)
        let gaps = 0.0...60
        let button = LookFileSchema.object([
            ("type", "object"),
            ("properties", LookFileSchema.object([("icon", LookFileSchema.choice(names)), ("gap", LookFileSchema.number(in: gaps))])),
            ("required", ["icon"]),
            ("additionalProperties", false),
        ])
        let schema = LookFileSchema.object([("type", "array"), ("maxItems", .init(integerLiteral: maxButtons)), ("items", button)])
        return LookValue(schema: schema) { value, path, reader, look in
            guard let array = value.arrayValue else {
                reader.report("expected an array of buttons, found \(value.kindDescription)", at: path, value.position)
                return
            }
            guard array.count <= maxButtons else {
                reader.report("too many buttons: \(array.count) (the limit is \(maxButtons))", at: path, value.position)
                return
            }
            var buttons: [HeaderLayout.Button] = []
            for (index, element) in array.enumerated() {
                let elementPath = path.appending(index: index)
                guard let object = reader.object(element, at: elementPath) else { continue }
                reader.checkKeys(of: object, at: elementPath, allowed: ["icon", "gap"])
                guard let icon = object["icon"] else {
                    reader.report("missing required key \"icon\"", at: elementPath, element.position)
                    continue
                }
                let choice = reader.choice(icon, at: elementPath.appending(key: "icon"), among: names)
                var gap: Double? = 0
                if let value = object["gap"] { gap = reader.number(value, at: elementPath.appending(key: "gap"), in: gaps) }
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
        return LookValue(schema: schema) { value, path, reader, look in
            switch value.stringValue {
            case "doodle": look[keyPath: target] = .doodle
            case "none": look[keyPath: target] = .plainBackground
            case let text? where text.hasPrefix("#"):
                if let color = reader.color(value, at: path) { look[keyPath: target] = .color(color) }
            default:
                reader.report("expected \"doodle\", \"none\" or a colour like \"#RRGGBB\", found \(value.foundDescription)", at: path,
                              value.position)
            }
        }
    }
}
