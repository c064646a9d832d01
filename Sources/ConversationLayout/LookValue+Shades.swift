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
        return LookValue(schema: schema) { value, problems, look throws(Diagnostic) in
            switch value.value.stringValue {
            case "senderColor":
                look[keyPath: target] = .senderColor
                return
            case "silhouette":
                look[keyPath: target] = .greySilhouette
                return
            default:
                break
            }
            if let array = try? value.array() {
                guard array.count == count else { throw value.problem("expected \(count) gradients, one for each sender colour, found \(array.count)") }
                var fills: [AvatarFill] = []
                for element in array {
                    guard let object = problems.reading(try element.object()),
                          let (top, bottom) = colorPair("top", "bottom", of: object, problems: &problems) else { continue }
                    fills.append(AvatarFill(top: top, bottom: bottom))
                }
                if fills.count == count { look[keyPath: target] = .senderGradient(fills) }
                return
            }
            guard let object = try? value.object() else {
                throw value.unexpected("\"senderColor\", \"silhouette\", an object with \"top\" and \"bottom\" colours or an array of \(count) of them")
            }
            if let (top, bottom) = colorPair("top", "bottom", of: object, problems: &problems) {
                look[keyPath: target] = .gradient(top: top, bottom: bottom)
            }
        }
    }

    /// The typing indicator's three dots: an array of three opacities from 0 to 1, left to
    /// right.
    static func typingDots(_ target: WritableKeyPath<ChatLook, [Double]>) -> LookValue {
        let range = 0.0...1
        return LookValue(schema: threeNumbersSchema(in: range)) { value, problems, look throws(Diagnostic) in
            if let shades = try threeNumbers(value, in: range, problems: &problems, expected: "an array of three opacities from 0 to 1",
                                            counted: "three opacities, one for each dot") {
                look[keyPath: target] = shades
            }
        }
    }

    /// The font sizes of one, two and three emoji alone: an array of three sizes in points, or
    /// null for the message font at twice its size.
    static func jumboEmojiSizes(_ target: WritableKeyPath<ChatLook, [Double]?>) -> LookValue {
        let range = 8.0...400
        let schema = LookFileSchema.orNull(threeNumbersSchema(in: range), meaning: "the message font at twice its size")
        return LookValue(schema: schema) { value, problems, look throws(Diagnostic) in
            if value.isNull {
                look[keyPath: target] = nil
            } else if let sizes = try threeNumbers(value, in: range, problems: &problems, expected: "an array of three sizes from 8 to 400, or null",
                                                   counted: "three sizes, for one, two and three emoji") {
                look[keyPath: target] = sizes
            }
        }
    }

    /// The schema of an array of three numbers within `range`.
    private static func threeNumbersSchema(in range: ClosedRange<Double>) -> JSONValue {
        LookFileSchema.object([("type", "array"), ("minItems", 3), ("maxItems", 3), ("items", LookFileSchema.number(in: range))])
    }

    /// The three numbers within `range` of the array `value`, or nil when one of them is
    /// refused (in `problems`); the messages say what was `expected` and, for an array of
    /// another length, what three it should have `counted`.
    private static func threeNumbers(_ value: JSONCursor, in range: ClosedRange<Double>, problems: inout Diagnostics, expected: String,
                                     counted: String) throws(Diagnostic) -> [Double]? {
        guard let array = try? value.array() else { throw value.unexpected(expected) }
        guard array.count == 3 else { throw value.problem("expected \(counted), found \(array.count)") }
        var numbers: [Double] = []
        for element in array {
            if let number = problems.reading(try element.number(in: range)) { numbers.append(number) }
        }
        return numbers.count == 3 ? numbers : nil
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
        return LookValue(schema: schema) { value, problems, look throws(Diagnostic) in
            if value.value.stringValue == "shade" {
                look[keyPath: target] = .shade
                return
            }
            guard let object = try? value.object() else { throw value.unexpected("\"shade\" or an object with \"opacity\" and \"outgoing\"") }
            object.checkKeys(allowed: ["opacity", "outgoing"], into: &problems)
            guard let opacityValue = object["opacity"], let outgoingValue = object["outgoing"] else {
                throw value.problem("needs both \"opacity\" and \"outgoing\"")
            }
            let opacity = problems.reading(try opacityValue.number(in: opacities))
            guard let outgoing = problems.reading(try outgoingValue.object()),
                  let (light, dark) = colorPair("light", "dark", of: outgoing, problems: &problems),
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

    /// The colours `first` and `second` of `object`, each required; nil after recording what
    /// is missing or wrong.
    private static func colorPair(_ first: String, _ second: String, of object: JSONObjectCursor,
                                  problems: inout Diagnostics) -> (RGBAColor, RGBAColor)? {
        object.checkKeys(allowed: [first, second], into: &problems)
        var colors: [RGBAColor] = []
        for key in [first, second] {
            if let color = problems.reading(try object.required(key).lookColor()) { colors.append(color) }
        }
        return colors.count == 2 ? (colors[0], colors[1]) : nil
    }
}
