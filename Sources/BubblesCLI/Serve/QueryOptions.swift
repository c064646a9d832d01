import BubbleGeometry
import BubbleRender
import StrictJSON

/// The query of `POST /v1/render` and `POST /v1/bubble` as ``RenderSettings``: `format`
/// (png, webp, svg or pdf; png by default), `webpQuality`, `sticker`, and for a
/// conversation `theme`, `appearance`, `scale`, `device` and `maxHeight`, each as the command
/// line's option of that name takes it. An unknown name or a bad value is a 400.
enum QueryOptions {
    /// The names `/v1/render` takes.
    static let renderNames = ["format", "webpQuality", "sticker", "theme", "appearance", "scale", "device", "maxHeight"]
    /// The names `/v1/bubble` takes.
    static let bubbleNames = ["format", "webpQuality", "sticker"]

    /// The settings `query` asks for, of those `names` allows.
    static func settings(_ query: [HTTPRequest.QueryParameter], names: [String]) throws(ServiceError) -> RenderSettings {
        var values: [String: String] = [:]
        for parameter in query {
            guard names.contains(parameter.name) else {
                let hint = KeySuggestion.closest(to: parameter.name, among: names).map { "; did you mean '\($0)'?" } ?? ""
                throw ServiceError(status: 400, "unknown query parameter '\(parameter.name)' (known: \(names.joined(separator: ", ")))\(hint)")
            }
            guard values[parameter.name] == nil else { throw ServiceError(status: 400, "the query gives '\(parameter.name)' twice") }
            values[parameter.name] = parameter.value ?? ""
        }
        var settings = RenderSettings()
        if let text = values["format"] { settings.format = try choice(text, name: "format", among: Array(OutputFormat.allCases)) }
        if let text = values["sticker"] {
            guard let sticker = ["true": true, "false": false][text] else {
                throw ServiceError(status: 400, "query parameter sticker must be true or false, not '\(text)'")
            }
            settings.sticker = sticker
            if sticker, values["format"] == nil { settings.format = .webp }
            if sticker, !settings.format.isRaster {
                throw ServiceError(status: 400, "a sticker is a WebP or PNG image: leave out format or give webp or png")
            }
            if sticker, let name = ["scale", "maxHeight", "device"].first(where: { values[$0] != nil }) {
                throw ServiceError(status: 400, "a sticker sets the size and background itself; leave out \(name)")
            }
        }
        if let text = values["webpQuality"] {
            guard settings.format == .webp else { throw ServiceError(status: 400, "webpQuality is for format=webp") }
            settings.webpQuality = .lossy(quality: try number(text, name: "webpQuality", in: 0...100))
        }
        if let text = values["theme"] { settings.theme = try choice(text, name: "theme", among: ChatLook.names) }
        if let text = values["appearance"] { settings.appearance = try choice(text, name: "appearance", among: Array(Appearance.allCases)) }
        if let text = values["scale"] { settings.scale = try number(text, name: "scale", in: 0.5...4) }
        if let text = values["device"] { settings.device = try choice(text, name: "device", among: Array(DevicePreset.allCases)) }
        if let text = values["maxHeight"] { settings.maxHeight = Int(try number(text, name: "maxHeight", in: 256...32767)) }
        return settings
    }

    private static func number(_ text: String, name: String, in range: ClosedRange<Double>) throws(ServiceError) -> Double {
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw ServiceError(status: 400, "query parameter \(name) must be a number from \(shortText(range.lowerBound)) to "
                               + "\(shortText(range.upperBound)), not '\(text)'")
        }
        return value
    }

    private static func choice<T: RawRepresentable>(_ text: String, name: String, among cases: [T]) throws(ServiceError) -> T
    where T.RawValue == String {
        guard let value = cases.first(where: { $0.rawValue == text }) else {
            let names = cases.map(\.rawValue)
            let hint = KeySuggestion.closest(to: text, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw ServiceError(status: 400, "query parameter \(name) must be one of \(names.joined(separator: ", ")), not '\(text)'\(hint)")
        }
        return value
    }

    private static func shortText(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
