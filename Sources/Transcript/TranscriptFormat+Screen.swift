import BubbleGeometry
import StrictJSON

extension TranscriptFormat {
    /// The keys of `"screen"`.
    package static let screen = Object(name: "screen", path: "screen", keys: [
        Key("device", "a device's name, or an object of its numbers (required)") { limits in
            .object([("oneOf", [TranscriptSchema.choice(DevicePreset.allCases), TranscriptSchema.properties(device, limits: limits,
                                                                                                          required: ["width", "height"])])])
        },
        Key("statusBar", "what the status bar shows") { TranscriptSchema.properties(statusBar, limits: $0) },
        Key("title", "the chat's name in the header, one line, ellipsized before the buttons",
            default: "the other participant's name (the first incoming one); in a group (more than two participants) the others' names, joined with \", \"",
            TranscriptSchema.reference("text")),
        Key("subtitle", "the line under the name: \"online\", \"typing…\", \"last seen today at 9:12\"; \"\" shows none",
            default: "the look's; in a group \"N members\"", TranscriptSchema.reference("text")),
        Key("avatar", "the header's avatar: a participant's id (their avatar, or their initials) or an image file, relative to the transcript",
            default: "the other participant's; a group's initials of the title", TranscriptSchema.reference("filePath")),
        Key("unread", "the count beside the back chevron; 0 shows none", default: "0",
            .object([("type", "integer"), ("minimum", 0), ("maximum", .int(Screen.maxUnread))])),
        Key("wallpaper", "what the chat shows behind the messages: `doodle`, `none`, a colour or an image file", default: "the look's") { limits in
            .object([("anyOf", [TranscriptSchema.choice(Wallpaper.keywords), TranscriptSchema.reference("color"), wallpaperImage(limits)])])
        },
        Key("draft", "text typed in the composer, not yet sent", TranscriptSchema.reference("text")),
    ])

    /// A wallpaper's image file: a path with a dot or a slash in it, which no colour or keyword has.
    package static func wallpaperImage(_ limits: TranscriptLimits) -> JSONValue {
        .object([("type", "string"), ("maxLength", .int(limits.maxTextLength)), ("pattern", "^([./]|[^#\\u0000][^\\u0000]*[./])[^\\u0000]*$")])
    }

    /// The keys of a device given by its numbers, `"device": {...}`.
    package static let device = Object(name: "device", path: "screen.device", keys: [
        Key("width", "the screen's width in points (required)") { TranscriptSchema.range($0.screenWidth) },
        Key("height", "its height in points (required)") { TranscriptSchema.range($0.screenHeight) },
        Key("scale", "pixels per point", default: "3") { TranscriptSchema.range($0.scale) },
        Key("safeArea", "what the system's bars cover, in points") { TranscriptSchema.properties(safeArea, limits: $0) },
        Key("platform", "whose bars it shows", default: "`ios`", TranscriptSchema.choice(DevicePlatform.allCases)),
        Key("cutout", "the camera's cutout, which the status bar leaves free", default: "`none`", TranscriptSchema.choice(ScreenCutout.allCases)),
    ])

    /// The keys of a device's `"safeArea"`.
    package static let safeArea = Object(name: "safeArea", path: "screen.device.safeArea", keys: ["top", "left", "bottom", "right"].map { side in
        Key(side, "the inset at the \(side)", default: "0") { TranscriptSchema.range($0.safeAreaInset) }
    })

    /// The keys of `"statusBar"`.
    package static let statusBar = Object(name: "statusBar", path: "screen.statusBar", keys: [
        Key("time", "the clock, as written", default: "`\"9:41\"`", TranscriptSchema.reference("text")),
        Key("date", "the date an iPad shows beside the clock, as written; `\"\"` shows none; phones show no date",
            default: "`\"Tue Jan 9\"`", TranscriptSchema.reference("text")),
        Key("battery", "the charge; at 0.2 or less the iOS battery turns red", default: "1", TranscriptSchema.range(0 ... 1)),
        Key("charging", "a lightning bolt on the battery (green on iOS)", default: "`false`", TranscriptSchema.boolean),
        Key("signal", "signal bars lit", default: "4", .object([("type", "integer"), ("minimum", 0), ("maximum", 4)])),
        Key("wifi", "the Wi-Fi icon shows", default: "`true`", TranscriptSchema.boolean),
    ])
}
