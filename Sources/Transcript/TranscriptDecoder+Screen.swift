import BubbleGeometry
import StrictJSON

/// Reading `"screen"`.
extension TranscriptDecoder {
    /// The screen, or nil after recording why it cannot be read.
    mutating func decodeScreen(_ value: JSONCursor) -> Screen? {
        guard let object = object(value) else { return nil }
        checkKeys(of: object, allowed: Screen.keys)
        guard let device = problems.reading(try object.required("device")) else { return nil }
        guard var screen = decodeDevice(device).map({ Screen(device: $0) }) else { return nil }
        if let value = object["statusBar"] {
            guard let bar = decodeStatusBar(value) else { return nil }
            screen.statusBar = bar
        }
        if let value = object["wallpaper"] {
            guard let wallpaper = decodeWallpaper(value) else { return nil }
            screen.wallpaper = wallpaper
        }
        return decodeHeader(of: object, into: &screen) ? screen : nil
    }

    /// Reads the header's and the composer's keys into `screen`; false after recording their
    /// problems.
    private mutating func decodeHeader(of object: JSONObjectCursor, into screen: inout Screen) -> Bool {
        let start = problems.total
        if let member = object["title"] { screen.title = string(member) }
        if let member = object["subtitle"] { screen.subtitle = string(member) }
        if let member = object["avatar"] { screen.avatar = filePath(member) }
        if let member = object["unread"], let count = number(member, in: 0...Double(Screen.maxUnread)) {
            if count == count.rounded() {
                screen.unread = Int(count)
            } else {
                problems.append(member.unexpected("a whole number of unread messages"))
            }
        }
        if let member = object["draft"] { screen.draft = string(member) }
        return problems.total == start
    }

    /// The wallpaper: a keyword, a colour (`#` first) or an image file's path
    /// (``Wallpaper/isImagePath(_:)``); nil after recording why it is none of these.
    private mutating func decodeWallpaper(_ value: JSONCursor) -> Wallpaper? {
        guard let text = problems.reading(try value.string()) else { return nil }
        switch text {
        case "doodle": return .doodle
        case "none": return .plainBackground
        default: break
        }
        if text.hasPrefix("#") {
            return decodeColor(value).map { Wallpaper.color($0) }
        }
        guard Wallpaper.isImagePath(text) else {
            let hint = KeySuggestion.closest(to: text, among: Wallpaper.keywords).map { "; did you mean \"\($0)\"?" } ?? ""
            return rejected(value.problem("expected \"doodle\", \"none\", a colour like \"#RRGGBB\" or an image file like \"bg.jpg\", "
                                          + "found \(value.value.foundDescription)\(hint)"))
        }
        return filePath(value).map { Wallpaper.image($0) }
    }

    /// The status bar, or nil after recording its problems.
    private mutating func decodeStatusBar(_ value: JSONCursor) -> StatusBar? {
        guard let object = object(value) else { return nil }
        checkKeys(of: object, allowed: StatusBar.keys)
        var bar = StatusBar()
        let start = problems.total
        if let member = object["time"], let time = string(member) { bar.time = time }
        if let member = object["date"], let date = string(member) { bar.date = date }
        if let member = object["battery"], let level = number(member, in: 0...1) { bar.battery = level }
        if let member = object["charging"], let flag = bool(member) { bar.charging = flag }
        if let member = object["signal"], let bars = number(member, in: 0...4) {
            if bars == bars.rounded() {
                bar.signal = Int(bars)
            } else {
                problems.append(member.unexpected("a whole number of bars from 0 to 4"))
            }
        }
        if let member = object["wifi"], let flag = bool(member) { bar.wifi = flag }
        return problems.total == start ? bar : nil
    }

    private mutating func decodeDevice(_ value: JSONCursor) -> Screen.Device? {
        if let name = value.value.stringValue {
            if let preset = DevicePreset(rawValue: name) { return .preset(preset) }
            let names = DevicePreset.allCases.map(\.rawValue)
            let hint = KeySuggestion.closest(to: name, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
            return rejected(value.problem("unknown device \(value.value.foundDescription) (devices: \(names.joined(separator: ", "))\(hint))"))
        }
        guard let object = problems.reading(try value.object(expected: "a device name or an object with \"width\" and \"height\"")) else {
            return nil
        }
        checkKeys(of: object, allowed: Screen.deviceKeys)
        var size = ScreenSize(width: 0, height: 0, scale: Screen.defaultScale)
        var complete = true
        for key in ["width", "height"] {
            let range = key == "width" ? limits.screenWidth : limits.screenHeight
            guard let member = problems.reading(try object.required(key)), let number = number(member, in: range) else {
                complete = false
                continue
            }
            if key == "width" { size.width = number } else { size.height = number }
        }
        if let member = object["scale"] {
            if let scale = number(member, in: limits.scale) { size.scale = scale } else { complete = false }
        }
        if let member = object["safeArea"] {
            if let insets = decodeSafeArea(member) { size.safeArea = insets } else { complete = false }
        }
        if let member = object["platform"] {
            if let platform: DevicePlatform = choice(member) { size.platform = platform } else { complete = false }
        }
        if let member = object["cutout"] {
            if let cutout: ScreenCutout = choice(member) { size.cutout = cutout } else { complete = false }
        }
        return complete ? .custom(size) : nil
    }

    private mutating func decodeSafeArea(_ value: JSONCursor) -> EdgeInsets? {
        guard let object = object(value) else { return nil }
        checkKeys(of: object, allowed: Screen.safeAreaKeys)
        var insets = [0.0, 0.0, 0.0, 0.0]
        var complete = true
        for (index, key) in Screen.safeAreaKeys.enumerated() {
            guard let member = object[key] else { continue }
            if let inset = number(member, in: limits.safeAreaInset) { insets[index] = inset } else { complete = false }
        }
        return complete ? EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]) : nil
    }
}
