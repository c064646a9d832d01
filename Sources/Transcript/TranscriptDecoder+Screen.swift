import BubbleGeometry
import StrictJSON

/// Reading `"screen"`.
extension TranscriptDecoder {
    /// The screen, or nil after recording why it cannot be read.
    mutating func decodeScreen(_ value: JSONValue, at path: JSONPath) -> Screen? {
        guard let object = object(value, at: path) else { return nil }
        checkKeys(of: object, at: path, allowed: Screen.keys)
        guard let device = object["device"] else {
            return rejected("missing required key \"device\"", at: path, value.position)
        }
        guard var screen = decodeDevice(device, at: path.appending(key: "device")).map({ Screen(device: $0) }) else { return nil }
        if let value = object["statusBar"] {
            guard let bar = decodeStatusBar(value, at: path.appending(key: "statusBar")) else { return nil }
            screen.statusBar = bar
        }
        if let value = object["wallpaper"] {
            guard let wallpaper = decodeWallpaper(value, at: path.appending(key: "wallpaper")) else { return nil }
            screen.wallpaper = wallpaper
        }
        return decodeHeader(of: object, at: path, into: &screen) ? screen : nil
    }

    /// Reads the header's and the composer's keys into `screen`; false after recording their
    /// problems.
    private mutating func decodeHeader(of object: JSONObject, at path: JSONPath, into screen: inout Screen) -> Bool {
        let start = problems.total
        if let member = object["title"] { screen.title = string(member, at: path.appending(key: "title")) }
        if let member = object["subtitle"] { screen.subtitle = string(member, at: path.appending(key: "subtitle")) }
        if let member = object["avatar"] { screen.avatar = filePath(member, at: path.appending(key: "avatar")) }
        if let member = object["unread"],
           let count = number(member, at: path.appending(key: "unread"), in: 0...Double(Screen.maxUnread)) {
            if count == count.rounded() {
                screen.unread = Int(count)
            } else {
                report("expected a whole number of unread messages, found \(member.foundDescription)", at: path.appending(key: "unread"),
                       member.position)
            }
        }
        if let member = object["draft"] { screen.draft = string(member, at: path.appending(key: "draft")) }
        return problems.total == start
    }

    /// The wallpaper: a keyword, a colour (`#` first) or an image file's path
    /// (``Wallpaper/isImagePath(_:)``); nil after recording why it is none of these.
    private mutating func decodeWallpaper(_ value: JSONValue, at path: JSONPath) -> Wallpaper? {
        guard let text = value.stringValue else {
            return typeMismatch(expected: "a string", value, at: path)
        }
        switch text {
        case "doodle": return .doodle
        case "none": return .plainBackground
        default: break
        }
        if text.hasPrefix("#") {
            return decodeColor(value, at: path).map { Wallpaper.color($0) }
        }
        guard Wallpaper.isImagePath(text) else {
            let hint = KeySuggestion.closest(to: text, among: Wallpaper.keywords).map { "; did you mean \"\($0)\"?" } ?? ""
            return rejected("expected \"doodle\", \"none\", a colour like \"#RRGGBB\" or an image file like \"bg.jpg\", "
                            + "found \(value.foundDescription)\(hint)", at: path, value.position)
        }
        return filePath(value, at: path).map { Wallpaper.image($0) }
    }

    /// The status bar, or nil after recording its problems.
    private mutating func decodeStatusBar(_ value: JSONValue, at path: JSONPath) -> StatusBar? {
        guard let object = object(value, at: path) else { return nil }
        checkKeys(of: object, at: path, allowed: StatusBar.keys)
        var bar = StatusBar()
        let start = problems.total
        if let member = object["time"], let time = string(member, at: path.appending(key: "time")) { bar.time = time }
        if let member = object["date"], let date = string(member, at: path.appending(key: "date")) { bar.date = date }
        if let member = object["battery"], let level = number(member, at: path.appending(key: "battery"), in: 0...1) { bar.battery = level }
        if let member = object["charging"], let flag = bool(member, at: path.appending(key: "charging")) { bar.charging = flag }
        if let member = object["signal"], let bars = number(member, at: path.appending(key: "signal"), in: 0...4) {
            if bars == bars.rounded() {
                bar.signal = Int(bars)
            } else {
                report("expected a whole number of bars from 0 to 4, found \(member.foundDescription)", at: path.appending(key: "signal"),
                       member.position)
            }
        }
        if let member = object["wifi"], let flag = bool(member, at: path.appending(key: "wifi")) { bar.wifi = flag }
        return problems.total == start ? bar : nil
    }

    private mutating func decodeDevice(_ value: JSONValue, at path: JSONPath) -> Screen.Device? {
        if let name = value.stringValue {
            if let preset = DevicePreset(rawValue: name) { return .preset(preset) }
            let names = DevicePreset.allCases.map(\.rawValue)
            let hint = KeySuggestion.closest(to: name, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
            return rejected("unknown device \(value.foundDescription) (devices: \(names.joined(separator: ", "))\(hint))",
                            at: path, value.position)
        }
        guard let object = value.objectValue else {
            return typeMismatch(expected: "a device name or an object with \"width\" and \"height\"", value, at: path)
        }
        checkKeys(of: object, at: path, allowed: Screen.deviceKeys)
        var size = ScreenSize(width: 0, height: 0, scale: Screen.defaultScale)
        var complete = true
        for key in ["width", "height"] {
            guard let member = object[key] else {
                report("missing required key \"\(key)\"", at: path, value.position)
                complete = false
                continue
            }
            let range = key == "width" ? limits.screenWidth : limits.screenHeight
            guard let number = number(member, at: path.appending(key: key), in: range) else {
                complete = false
                continue
            }
            if key == "width" { size.width = number } else { size.height = number }
        }
        if let member = object["scale"] {
            if let scale = number(member, at: path.appending(key: "scale"), in: limits.scale) { size.scale = scale } else { complete = false }
        }
        if let member = object["safeArea"] {
            if let insets = decodeSafeArea(member, at: path.appending(key: "safeArea")) { size.safeArea = insets } else { complete = false }
        }
        if let member = object["platform"] {
            if let platform: DevicePlatform = choice(member, at: path.appending(key: "platform")) { size.platform = platform } else { complete = false }
        }
        if let member = object["cutout"] {
            if let cutout: ScreenCutout = choice(member, at: path.appending(key: "cutout")) { size.cutout = cutout } else { complete = false }
        }
        return complete ? .custom(size) : nil
    }

    private mutating func decodeSafeArea(_ value: JSONValue, at path: JSONPath) -> EdgeInsets? {
        guard let object = object(value, at: path) else { return nil }
        checkKeys(of: object, at: path, allowed: Screen.safeAreaKeys)
        var insets = [0.0, 0.0, 0.0, 0.0]
        var complete = true
        for (index, key) in Screen.safeAreaKeys.enumerated() {
            guard let member = object[key] else { continue }
            if let inset = number(member, at: path.appending(key: key), in: limits.safeAreaInset) { insets[index] = inset } else { complete = false }
        }
        return complete ? EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]) : nil
    }
}
