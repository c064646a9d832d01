import BubbleGeometry
import BubbleRender
import StrictJSON
import Transcript

/// `POST /v1/bubble`: one bubble around a text, as `bubbles bubble` draws it. The body is a
/// JSON object of the command's options: `text` (required), `theme` (or `style`, its former
/// name), `side`, `tail`, `width`, `scale`, `margin`, `font`, `lang`, `fill`, `textColor`,
/// `background`, `border` and `borderWidth`; a wrong key or value is a 422 naming it.
enum BubbleRoute {
    /// The keys the body takes.
    static let keys = ["text", "theme", "style", "side", "tail", "width", "scale", "margin", "font", "lang", "fill", "textColor", "background",
                       "border", "borderWidth"]

    static func answer(_ body: [UInt8], settings: RenderSettings, renderer: BubbleRenderer) throws(ServiceError) -> HTTPResponse {
        let (text, options) = try bubble(RequestBody.json(body))
        do throws(RenderError) {
            let document = try renderer.render(text: text, options: options, format: settings.format, webpQuality: settings.webpQuality,
                                               sticker: settings.sticker)
            return HTTPResponse(status: 200, contentType: RequestBody.mediaType(settings.format), body: document.bytes)
        } catch {
            throw RequestBody.problem(error, folder: nil)
        }
    }

    /// The text and options `root` gives.
    static func bubble(_ root: JSONValue) throws(ServiceError) -> (text: String, options: BubbleOptions) {
        guard let object = root.objectValue else { throw problem("expected an object like {\"text\": \"Hi\"}", root, at: nil) }
        for member in object.members where !keys.contains(member.key) {
            let hint = KeySuggestion.closest(to: member.key, among: keys).map { "; did you mean '\($0)'?" } ?? ""
            throw ServiceError(status: 422, "unknown key '\(member.key)' (known: \(keys.joined(separator: ", ")))\(hint)",
                               path: JSONPath([.key(member.key)]).description, line: member.keyPosition.line, column: member.keyPosition.column)
        }
        guard let textValue = object["text"] else { throw problem("\"text\" is required", root, at: nil) }
        let text = try string(textValue, at: "text")
        if let reason = TranscriptLimits.default.problem(with: text) { throw problem(reason, textValue, at: "text") }
        var options = BubbleOptions()
        if let value = object["theme"], object["style"] != nil {
            throw problem("give \"theme\" or \"style\" (its former name), not both", value, at: "theme")
        }
        for key in ["theme", "style"] {
            if let value = object[key] { options.theme = try choice(value, at: key, among: ChatLook.names) }
        }
        if let value = object["side"] { options.side = try choice(value, at: "side", among: Array(BubbleSide.allCases)) }
        if let value = object["tail"] {
            guard case .bool(let tail) = value.kind else { throw problem("expected true or false", value, at: "tail") }
            options.hasTail = tail
        }
        if let value = object["width"] { options.maxWidth = try number(value, at: "width", in: 40...4096) }
        if let value = object["scale"] { options.scale = try number(value, at: "scale", in: 0.5...4) }
        if let value = object["margin"] { options.margin = try number(value, at: "margin", in: 0...1000) }
        if let value = object["font"] { options.font = try string(value, at: "font") }
        if let value = object["lang"] { options.lang = try string(value, at: "lang") }
        var colors = options.resolvedColors
        if let value = object["fill"] { colors.fill = try color(value, at: "fill") }
        if let value = object["textColor"] { colors.text = try color(value, at: "textColor") }
        if let value = object["background"] { colors.background = try color(value, at: "background") }
        options.colors = colors
        if let value = object["border"] {
            let width = try object["borderWidth"].map { width throws(ServiceError) in try number(width, at: "borderWidth", in: 0.25...20) } ?? 2
            options.border = BubbleBorder(color: try color(value, at: "border"), width: width)
        } else if let value = object["borderWidth"] {
            throw problem("borderWidth needs a border colour", value, at: "borderWidth")
        }
        return (text, options)
    }

    private static func problem(_ message: String, _ value: JSONValue, at key: String?) -> ServiceError {
        ServiceError(status: 422, message, path: key, line: value.position.line, column: value.position.column)
    }

    private static func string(_ value: JSONValue, at key: String) throws(ServiceError) -> String {
        guard let text = value.stringValue else { throw problem("expected a string, found \(value.foundDescription)", value, at: key) }
        return text
    }

    private static func number(_ value: JSONValue, at key: String, in range: ClosedRange<Double>) throws(ServiceError) -> Double {
        guard case .number(let number) = value.kind, range.contains(number.doubleValue) else {
            throw problem("expected a number from \(range.lowerBound) to \(range.upperBound), found \(value.foundDescription)", value, at: key)
        }
        return number.doubleValue
    }

    private static func color(_ value: JSONValue, at key: String) throws(ServiceError) -> RGBAColor {
        let text = try string(value, at: key)
        if text == "transparent" { return .clear }
        guard let color = RGBAColor(hex: text) else {
            throw problem("expected a colour like \"#RRGGBB\", \"#RRGGBBAA\" or \"transparent\", found \(value.foundDescription)", value, at: key)
        }
        return color
    }

    private static func choice<T: RawRepresentable>(_ value: JSONValue, at key: String, among cases: [T]) throws(ServiceError) -> T
    where T.RawValue == String {
        let text = try string(value, at: key)
        guard let chosen = cases.first(where: { $0.rawValue == text }) else {
            let names = cases.map(\.rawValue)
            throw problem("expected one of \(names.joined(separator: ", ")), found \(value.foundDescription)", value, at: key)
        }
        return chosen
    }
}
