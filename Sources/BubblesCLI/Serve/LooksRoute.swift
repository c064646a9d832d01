import BubbleGeometry
import BubbleRender
import StrictJSON

/// `GET /v1/looks`: what `/v1/render`'s `theme`, `appearance` and `device` take, for the
/// playground's pickers and any other client: `{"looks": ["imessage", ...], "appearances":
/// ["light", "dark"], "devices": [{"name": "iphone-6.9", "width": 1320, "height": 2868, "scale": 3.0}, ...]}`,
/// each device's screen in pixels and its pixels per point.
enum LooksRoute {
    static let response: HTTPResponse = {
        let devices = DevicePreset.allCases.map { device in
            let size = device.size
            return JSONValue.object([("name", .string(device.rawValue)), ("width", .int(Int(size.width * size.scale))),
                                     ("height", .int(Int(size.height * size.scale))), ("scale", .double(size.scale))])
        }
        let text = JSONValue.object([
            ("looks", .array(ChatLook.names.map { .string($0.rawValue) })),
            ("appearances", .array(Appearance.allCases.map { .string($0.rawValue) })), ("devices", .array(devices)),
        ]).compactText
        return HTTPResponse(status: 200, contentType: ServiceError.jsonType, body: Array((text + "\n").utf8))
    }()
}
