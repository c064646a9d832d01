import BubbleGeometry
import StrictJSON

extension Transcript {
    /// The transcript as the JSON document that decodes to it (``baseDirectory`` aside), for
    /// checking it with the reader's own rules. Numbers must be finite.
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = []
        if let version { members.append(("version", JSONValue(.number(JSONNumber(version))))) }
        if let look {
            members.append(("look", JSONValue(.string(look))))
        } else {
            members.append(("theme", JSONValue(.string(theme.rawValue))))
        }
        members.append(("appearance", JSONValue(.string(appearance.rawValue))))
        if screen == nil {
            members.append(("width", Self.number(width)))
            members.append(("scale", Self.number(scale)))
        }
        if let font { members.append(("font", JSONValue(.string(font)))) }
        if !fonts.isEmpty { members.append(("fonts", JSONValue(.array(fonts.map { JSONValue(.string($0)) })))) }
        if let emojiFont { members.append(("emojiFont", JSONValue(.string(emojiFont)))) }
        if let lang { members.append(("lang", JSONValue(.string(lang)))) }
        members.append(("layoutDirection", JSONValue(.string(layoutDirection.rawValue))))
        if let maxBubbleWidth { members.append(("maxBubbleWidth", Self.number(maxBubbleWidth))) }
        if let timeHeaders { members.append(("timeHeaders", JSONValue(.bool(timeHeaders)))) }
        let colorList: [(String, RGBAColor?)] = [
            ("background", colors.background), ("incoming", colors.incoming), ("outgoing", colors.outgoing),
            ("incomingText", colors.incomingText), ("outgoingText", colors.outgoingText), ("meta", colors.meta),
        ]
        members.append(("colors", Self.object(colorList.compactMap { key, color in
            color.map { (key, JSONValue(.string($0.hexString))) }
        })))
        if !labels.isEmpty {
            members.append(("labels", Self.object(AppLabels.keys.compactMap { key in labels[key].map { (key, JSONValue(.string($0))) } })))
        }
        if !detectLinks { members.append(("detectLinks", JSONValue(.bool(false)))) }
        if let screen { members.append(("screen", screen.jsonValue)) }
        members.append(("participants", Self.object(participants.map { participant in
            var fields: [(String, JSONValue)] = [("side", JSONValue(.string(participant.side.rawValue)))]
            if let name = participant.name { fields.append(("name", JSONValue(.string(name)))) }
            if let avatar = participant.avatar { fields.append(("avatar", JSONValue(.string(avatar)))) }
            return (participant.id, Self.object(fields))
        })))
        members.append(("messages", JSONValue(.array(messages.map(\.jsonValue)))))
        return Self.object(members)
    }

    static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(JSONObject(members.map { JSONObject.Member(key: $0.0, value: $0.1) })))
    }

    /// A whole number as an integer literal (`50`, not `50.0`), others as they are.
    static func number(_ value: Double) -> JSONValue {
        if value == value.rounded(), abs(value) < 1e15 { return JSONValue(.number(JSONNumber(Int(value)))) }
        return JSONValue(.number(JSONNumber(value)))
    }
}

extension Screen {
    /// The screen as the JSON object that decodes to it.
    var jsonValue: JSONValue {
        let device: JSONValue
        switch self.device {
        case .preset(let preset):
            device = JSONValue(.string(preset.rawValue))
        case .custom(let size):
            let insets = [("top", size.safeArea.top), ("left", size.safeArea.left), ("bottom", size.safeArea.bottom),
                          ("right", size.safeArea.right)]
            device = Transcript.object([
                ("width", Transcript.number(size.width)), ("height", Transcript.number(size.height)),
                ("scale", Transcript.number(size.scale)),
                ("safeArea", Transcript.object(insets.map { ($0.0, Transcript.number($0.1)) })),
                ("platform", JSONValue(.string(size.platform.rawValue))),
                ("cutout", JSONValue(.string(size.cutout.rawValue))),
            ])
        }
        let bar = statusBar
        var members: [(String, JSONValue)] = [("device", device), ("statusBar", Transcript.object([
            ("time", JSONValue(.string(bar.time))), ("date", JSONValue(.string(bar.date))), ("battery", Transcript.number(bar.battery)), ("charging", JSONValue(.bool(bar.charging))),
            ("signal", JSONValue(.number(JSONNumber(bar.signal)))), ("wifi", JSONValue(.bool(bar.wifi))),
        ]))]
        for (key, text) in [("title", title), ("subtitle", subtitle), ("avatar", avatar)] {
            if let text { members.append((key, JSONValue(.string(text)))) }
        }
        if unread != 0 { members.append(("unread", JSONValue(.number(JSONNumber(unread))))) }
        if let wallpaper { members.append(("wallpaper", JSONValue(.string(wallpaper.jsonText)))) }
        if let draft { members.append(("draft", JSONValue(.string(draft)))) }
        return Transcript.object(members)
    }
}

extension Wallpaper {
    /// The wallpaper as written in `"wallpaper"`.
    var jsonText: String {
        switch self {
        case .doodle: "doodle"
        case .plainBackground: "none"
        case .color(let color): color.hexString
        case .image(let path): path
        }
    }
}

extension Message {
    /// The entry as the JSON object that decodes to it.
    var jsonValue: JSONValue {
        switch self {
        case .separator(let text):
            return Transcript.object([(Message.separatorKey, JSONValue(.string(text)))])
        case .system(let text, let kind):
            var fields = [(Message.systemKey, JSONValue(.string(text)))]
            if kind != .event { fields.append((Message.systemKindKey, JSONValue(.string(kind.rawValue)))) }
            return Transcript.object(fields)
        case .typing(let id):
            return Transcript.object([(Message.typingKey, JSONValue(.string(id)))])
        case .bubble(let message):
            var fields: [(String, JSONValue)] = [("from", JSONValue(.string(message.from)))]
            for (key, value) in [("text", message.text), ("image", message.image), ("sticker", message.sticker), ("time", message.time),
                                 ("lang", message.lang)] {
                if let value { fields.append((key, JSONValue(.string(value)))) }
            }
            for (key, flag) in [("edited", message.edited), ("forwarded", message.forwarded), ("deleted", message.deleted)] where flag {
                fields.append((key, JSONValue(.bool(true))))
            }
            if let name = message.forwardedFrom { fields.append(("forwardedFrom", JSONValue(.string(name)))) }
            if message.format != .plain { fields.append(("format", JSONValue(.string(message.format.rawValue)))) }
            if !message.entities.isEmpty { fields.append(("entities", JSONValue(.array(message.entities.map(\.jsonValue))))) }
            if let detectLinks = message.detectLinks { fields.append(("detectLinks", JSONValue(.bool(detectLinks)))) }
            if let status = message.status { fields.append(("status", JSONValue(.string(status.rawValue)))) }
            if !message.reactions.isEmpty { fields.append(("reactions", JSONValue(.array(message.reactions.map(\.jsonValue))))) }
            if let id = message.id { fields.append(("id", JSONValue(.string(id)))) }
            switch message.replyTo {
            case .index(let index): fields.append(("replyTo", JSONValue(.number(JSONNumber(index)))))
            case .id(let id): fields.append(("replyTo", JSONValue(.string(id))))
            case nil: break
            }
            if let quote = message.quote {
                var quoted: [(String, JSONValue)] = [("from", JSONValue(.string(quote.from)))]
                for (key, value) in [("text", quote.text), ("image", quote.image)] {
                    if let value { quoted.append((key, JSONValue(.string(value)))) }
                }
                fields.append(("quote", Transcript.object(quoted)))
            }
            if let link = message.link {
                var card: [(String, JSONValue)] = [("url", JSONValue(.string(link.url)))]
                for (key, value) in [("title", link.title), ("description", link.description), ("image", link.image), ("site", link.site)] {
                    if let value { card.append((key, JSONValue(.string(value)))) }
                }
                fields.append(("link", Transcript.object(card)))
            }
            if let card = message.card { fields.append(("card", card.jsonValue)) }
            return Transcript.object(fields)
        }
    }
}

extension TextEntity {
    /// The entity as the JSON object that decodes to it.
    var jsonValue: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("type", JSONValue(.string(type.rawValue))),
            ("offset", JSONValue(.number(JSONNumber(offset)))),
            ("length", JSONValue(.number(JSONNumber(length)))),
        ]
        if let url { fields.append(("url", JSONValue(.string(url)))) }
        if let language { fields.append(("language", JSONValue(.string(language)))) }
        return Transcript.object(fields)
    }
}

extension Reaction {
    /// The reaction as the JSON object that decodes to it.
    var jsonValue: JSONValue {
        let senders: (String, JSONValue) = switch senders {
        case .participants(let ids): ("from", JSONValue(.array(ids.map { JSONValue(.string($0)) })))
        case .count(let count): ("count", JSONValue(.number(JSONNumber(count))))
        }
        return Transcript.object([("emoji", JSONValue(.string(emoji))), senders])
    }
}
