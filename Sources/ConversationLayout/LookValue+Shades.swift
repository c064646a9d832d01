import BubbleGeometry
import StrictJSON
import Transcript

extension LookValue {
    /// What fills an avatar without a picture: `"senderColor"` (a colour from the name),
    /// `"silhouette"` (a grey person, no initials), `{"top": "#A5AAB6", "bottom": "#858A95"}`
    /// (one gradient for everyone), or an array of such objects, one for each sender colour
    /// (a gradient from the name).
    static func monogram(_ target: WritableKeyPath<ChatLook, MonogramFill>) -> LookValue {
        let count = Participant.senderPalette.count
        let perSender = LookFileSchema.object([("type", "array"), ("minItems", JSONValue(.number(JSONNumber(count)))),
                                               ("maxItems", JSONValue(.number(JSONNumber(count)))), ("items", colorPairSchema("top", "bottom"))])
        let schema = LookFileSchema.object([("anyOf", [LookFileSchema.choice(["senderColor", "silhouette"]), colorPairSchema("top", "bottom"),
                                                       perSender])])
        return LookValue(schema: schema) { value, path, reader, look in
            switch value.stringValue {
            case "senderColor":
                look[keyPath: target] = .senderColor
                return
            case "silhouette":
                look[keyPath: target] = .greySilhouette
                return
            default:
                break
            }
            if let array = value.arrayValue {
                guard array.count == count else {
                    reader.report("expected \(count) gradients, one for each sender colour, found \(array.count)", at: path, value.position)
                    return
                }
                let fills = array.enumerated().compactMap { index, element -> AvatarFill? in
                    let at = path.appending(index: index)
                    guard let object = reader.object(element, at: at) else { return nil }
                    return colorPair("top", "bottom", of: object, element, at: at, reader: &reader).map { AvatarFill(top: $0.0, bottom: $0.1) }
                }
                if fills.count == count { look[keyPath: target] = .senderGradient(fills) }
                return
            }
            guard let object = value.objectValue else {
                reader.report("expected \"senderColor\", \"silhouette\", an object with \"top\" and \"bottom\" colours or an array of "
                              + "\(count) of them, found \(value.foundDescription)", at: path, value.position)
                return
            }
            if let (top, bottom) = colorPair("top", "bottom", of: object, value, at: path, reader: &reader) {
                look[keyPath: target] = .gradient(top: top, bottom: bottom)
            }
        }
    }

    /// The typing indicator's three dots: an array of three opacities from 0 to 1, left to
    /// right.
    static func typingDots(_ target: WritableKeyPath<ChatLook, [Double]>) -> LookValue {
        let range = 0.0...1
        let schema = LookFileSchema.object([
            ("type", "array"), ("minItems", 3), ("maxItems", 3), ("items", LookFileSchema.number(in: range)),
        ])
        return LookValue(schema: schema) { value, path, reader, look in
            guard let array = value.arrayValue else {
                reader.report("expected an array of three opacities from 0 to 1, found \(value.foundDescription)", at: path,
                              value.position)
                return
            }
            guard array.count == 3 else {
                reader.report("expected three opacities, one for each dot, found \(array.count)", at: path, value.position)
                return
            }
            let shades = array.enumerated().compactMap { index, element in
                reader.number(element, at: path.appending(index: index), in: range)
            }
            if shades.count == 3 { look[keyPath: target] = shades }
        }
    }

    /// How a quote block in a reply is coloured: `"shade"` (a shade of black, the quoted text
    /// faded), or `{"opacity": 0.1, "outgoing": {"light": "#00A700", "dark": "#FFFFFF"}}` (the
    /// quoted sender's colour, or the user's own accent in their bubbles, at that opacity).
    static func quoteTint(_ target: WritableKeyPath<ChatLook, QuoteTint>) -> LookValue {
        let opacities = 0.0...1
        let accent = LookFileSchema.object([
            ("type", "object"),
            ("properties", LookFileSchema.object([
                ("opacity", LookFileSchema.number(in: opacities)),
                ("outgoing", colorPairSchema("light", "dark")),
            ])),
            ("required", ["opacity", "outgoing"]),
            ("additionalProperties", false),
        ])
        let schema = LookFileSchema.object([("anyOf", [LookFileSchema.choice(["shade"]), accent])])
        return LookValue(schema: schema) { value, path, reader, look in
            if value.stringValue == "shade" {
                look[keyPath: target] = .shade
                return
            }
            guard let object = value.objectValue else {
                reader.report("expected \"shade\" or an object with \"opacity\" and \"outgoing\", found \(value.foundDescription)",
                              at: path, value.position)
                return
            }
            reader.checkKeys(of: object, at: path, allowed: ["opacity", "outgoing"])
            guard let opacityValue = object["opacity"], let outgoingValue = object["outgoing"] else {
                reader.report("needs both \"opacity\" and \"outgoing\"", at: path, value.position)
                return
            }
            let opacity = reader.number(opacityValue, at: path.appending(key: "opacity"), in: opacities)
            let outgoingPath = path.appending(key: "outgoing")
            guard let outgoing = reader.object(outgoingValue, at: outgoingPath),
                  let (light, dark) = colorPair("light", "dark", of: outgoing, outgoingValue, at: outgoingPath, reader: &reader),
                  let opacity else { return }
            look[keyPath: target] = .accent(opacity: opacity, outgoing: ByAppearance(light: light, dark: dark))
        }
    }

    /// The schema of an object of two required colours named `first` and `second`.
    private static func colorPairSchema(_ first: String, _ second: String) -> JSONValue {
        LookFileSchema.object([
            ("type", "object"),
            ("properties", LookFileSchema.object([(first, LookFileSchema.color), (second, LookFileSchema.color)])),
            ("required", [JSONValue(.string(first)), JSONValue(.string(second))]),
            ("additionalProperties", false),
        ])
    }

    /// The colours `first` and `second` of `object` (the JSON `value` at `path`), each
    /// required; nil after reporting what is missing or wrong.
    private static func colorPair(_ first: String, _ second: String, of object: JSONObject, _ value: JSONValue, at path: JSONPath,
                                  reader: inout LookFileReader) -> (RGBAColor, RGBAColor)? {
        reader.checkKeys(of: object, at: path, allowed: [first, second])
        var colors: [RGBAColor] = []
        for key in [first, second] {
            guard let member = object[key] else {
                reader.report("missing required key \"\(key)\"", at: path, value.position)
                continue
            }
            if let color = reader.color(member, at: path.appending(key: key)) { colors.append(color) }
        }
        return colors.count == 2 ? (colors[0], colors[1]) : nil
    }
}
