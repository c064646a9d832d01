import BubbleGeometry
import StrictJSON
import Transcript

extension TranscriptLayout {
    /// The status bar of `frame` showing `bar` in `color`: the clock and the signal, Wi-Fi and
    /// battery icons, placed as the platform places them. iOS with a notch or island puts the
    /// clock in the middle of the top-left corner beside it and the icons in the top-right one;
    /// an iPhone without puts the clock in the middle, the signal and Wi-Fi left, the battery
    /// right; an iPad (600 points wide or more) the clock and the date left and the icons
    /// right. Android puts the clock left and the icons right. A text that cannot be laid out
    /// names `screen.statusBar.time` or `.date`.
    func statusBarItems(_ frame: ScreenFrame, bar: StatusBar, color: RGBAColor) throws(Diagnostic) -> [Row<Text>.Item] {
        let size = frame.size
        let area = frame.statusBar
        let centreY = size.cutout == .none ? area.height / 2 : area.height * 0.51
        let faint = RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: UInt8((Double(color.alpha) * 0.35).rounded()))
        var items: [Row<Text>.Item] = []
        /// Adds `icon`, `width` wide, centred on `centreY` with its left edge at `x`.
        func place(_ icon: [(Path, RGBAColor)], height: Double, at x: Double) {
            let dy = centreY - height / 2
            for (path, fill) in icon where !path.elements.isEmpty {
                items.append(.shape(path.offsetBy(dx: x, dy: dy), color: fill))
            }
        }
        /// Adds the status bar's `key` (its time or date) in `rect`, centred or from its leading
        /// edge; returns where its ink ends.
        func label(_ key: String, size fontSize: Double, bold: Bool, in rect: Rect, leading: Bool) throws(Diagnostic) -> Double {
            let words = key == "date" ? bar.date : bar.time
            guard !words.isEmpty else { return rect.minX }
            let block: TextBlock<Text>
            do {
                block = try text(words, size: fontSize, bold: bold, maxWidth: rect.width, language: transcript.lang)
            } catch {
                throw problem(error.description, at: ["screen", "statusBar", .key(key)])
            }
            var origin = block.origin(centredIn: Rect(x: rect.minX, y: centreY - 20, width: rect.width, height: 40))
            if leading { origin.x = rect.minX - block.box.minX }
            items.append(.text(block, origin: origin, color: color))
            return origin.x + block.box.maxX
        }
        func clock(size fontSize: Double, bold: Bool, in rect: Rect, leading: Bool) throws(Diagnostic) {
            _ = try label("time", size: fontSize, bold: bold, in: rect, leading: leading)
        }
        if size.platform == .android {
            try clock(size: 14, bold: false, in: Rect(x: 16, y: 0, width: size.width / 2 - 16, height: area.height), leading: true)
            let battery = StatusBarIcons.androidBattery(level: bar.battery, charging: bar.charging, size: Size(width: 8, height: 14))
            let signal = StatusBarIcons.androidSignal(level: bar.signal, size: Size(width: 13, height: 13))
            var x = size.width - 14 - 8
            place([(battery.outline, faint), (battery.charge, color), (battery.bolt, bar.charging ? faint : color)], height: 14, at: x)
            x -= 5 + 13
            place([(signal.off, faint), (signal.on, color)], height: 13, at: x)
            if bar.wifi {
                x -= 5 + 16
                place([(StatusBarIcons.androidWiFi(size: Size(width: 16, height: 12)), color)], height: 12, at: x)
            }
            return items
        }
        let compact = size.cutout == .none
        let signalSize = compact ? Size(width: 17, height: 10.5) : Size(width: 18, height: 12)
        let wifiSize = compact ? Size(width: 15, height: 10.5) : Size(width: 17, height: 12)
        let batterySize = compact ? Size(width: 25, height: 11.5) : Size(width: 27.5, height: 13)
        let signal = StatusBarIcons.iOSSignal(level: bar.signal, size: signalSize)
        let battery = StatusBarIcons.iOSBattery(level: bar.battery, charging: bar.charging, size: batterySize)
        let charge = bar.charging ? RGBAColor(red: 0x34, green: 0xC7, blue: 0x59)
            : bar.battery <= 0.2 ? RGBAColor(red: 0xFF, green: 0x3B, blue: 0x30) : color
        let batteryIcon = [(battery.outline, faint), (battery.cap, faint), (battery.charge, charge), (battery.bolt, color)]
        let signalIcon = [(signal.off, faint), (signal.on, color)]
        let wifiIcon = bar.wifi ? [(StatusBarIcons.iOSWiFi(size: wifiSize), color)] : []
        let gap = 5.0
        if compact && size.width < 600 {
            try clock(size: 12, bold: true, in: Rect(x: size.width / 4, y: 0, width: size.width / 2, height: area.height), leading: false)
            place(signalIcon, height: signalSize.height, at: 6)
            place(wifiIcon, height: wifiSize.height, at: 6 + signalSize.width + gap)
            place(batteryIcon, height: batterySize.height, at: size.width - 6 - batterySize.width)
            return items
        }
        var icons: [(icon: [(Path, RGBAColor)], size: Size)] = [(signalIcon, signalSize)]
        if bar.wifi { icons.append((wifiIcon, wifiSize)) }
        icons.append((batteryIcon, batterySize))
        let groupWidth = icons.reduce(0) { $0 + $1.size.width } + gap * Double(icons.count - 1)
        var x: Double
        if compact {
            let end = try label("time", size: 13, bold: true, in: Rect(x: 20, y: 0, width: size.width / 3, height: area.height), leading: true)
            let dateX = bar.time.isEmpty ? 20 : end + 6
            _ = try label("date", size: 13, bold: true, in: Rect(x: dateX, y: 0, width: size.width / 3, height: area.height), leading: true)
            x = size.width - 20 - groupWidth
        } else {
            let cutout = size.width * (size.cutout == .island ? 0.293 : 0.415)
            let ear = (size.width - cutout) / 2
            try clock(size: 17, bold: true, in: Rect(x: 0, y: 0, width: ear, height: area.height), leading: false)
            x = ear + cutout + (ear - groupWidth) / 2
        }
        for (icon, iconSize) in icons {
            place(icon, height: iconSize.height, at: x)
            x += iconSize.width + gap
        }
        return items
    }
}
