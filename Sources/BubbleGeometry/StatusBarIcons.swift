#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The status bar's icons as our own outlines (filled with non-zero winding), each in a box
/// with its top-left corner at (0, 0): iOS's signal bars, Wi-Fi fan and landscape battery,
/// Android's signal triangle, Wi-Fi fan and upright battery. Where an icon shows a level, the
/// part that is lit (`on`) and the rest (`off`, drawn faint) are separate paths.
public enum StatusBarIcons {
    /// iOS's four signal bars rising left to right, `size` in all, `level` (0–4) of them lit.
    public static func iOSSignal(level: Int, size: Size) -> (on: Path, off: Path) {
        let gap = size.width * 0.1
        let bar = (size.width - 3 * gap) / 4
        var on = Path(), off = Path()
        for index in 0..<4 {
            let height = size.height * [0.36, 0.56, 0.78, 1.0][index]
            let rect = Rect(x: Double(index) * (bar + gap), y: size.height - height, width: bar, height: height)
            let path = Path.roundedRect(rect, radius: bar / 3)
            if index < level { on.append(path) } else { off.append(path) }
        }
        return (on, off)
    }

    /// iOS's Wi-Fi fan: a wedge and two bands around it, opening upwards from the middle of
    /// the bottom edge, `size` in all (about 3:2).
    public static func iOSWiFi(size: Size) -> Path {
        let center = Point(x: size.width / 2, y: size.height)
        let radius = min(size.height, size.width / (2 * (0.5).squareRoot()))
        let band = radius * 0.22, gap = radius * 0.12
        var path = sector(center: center, radius: band * 1.25, halfAngle: Double.pi / 4)
        var inner = band * 1.25 + gap
        for _ in 0..<2 {
            path.append(arcBand(center: center, inner: inner, outer: inner + band, halfAngle: Double.pi / 4))
            inner += band + gap
        }
        return path
    }

    /// iOS's battery: a rounded outline (`outline`, drawn faint), the charge inside it,
    /// `level` (0–1) of its width (`charge`), the terminal on its right (`cap`), and with
    /// `charging` a lightning bolt over the middle (`bolt`, else empty). `size` is the body
    /// and cap together (about 27 × 13).
    public static func iOSBattery(level: Double, charging: Bool, size: Size)
        -> (outline: Path, charge: Path, cap: Path, bolt: Path) {
        let capWidth = size.width * 0.06
        let body = Rect(x: 0, y: 0, width: size.width - capWidth - size.width * 0.03, height: size.height)
        let radius = size.height * 0.3
        let line = max(1, size.height / 12)
        var outline = Path.roundedRect(body, radius: radius)
        outline.append(.reversedRoundedRect(Rect(x: line, y: line, width: body.width - 2 * line, height: body.height - 2 * line),
                                            radius: radius - line))
        let inset = line * 2
        let full = Rect(x: inset, y: inset, width: body.width - 2 * inset, height: body.height - 2 * inset)
        let clamped = min(max(level, 0), 1)
        let charge = clamped > 0
            ? Path.roundedRect(Rect(x: full.minX, y: full.minY, width: max(full.width * clamped, full.height * 0.3), height: full.height),
                               radius: radius - inset)
            : Path()
        let capHeight = size.height * 0.35
        let cap = Path.roundedRect(Rect(x: size.width - capWidth, y: (size.height - capHeight) / 2, width: capWidth, height: capHeight),
                                   radius: capWidth * 0.6)
        let bolt = charging ? lightningBolt(in: Rect(x: body.width * 0.3, y: body.height * 0.12, width: body.width * 0.4,
                                                     height: body.height * 0.76)) : Path()
        return (outline, charge, cap, bolt)
    }

    /// Android's signal: a right triangle with its right angle at the bottom right, `size` in
    /// all, lit from that corner up to `level` (0–4) quarters of its size.
    public static func androidSignal(level: Int, size: Size) -> (on: Path, off: Path) {
        let fraction = Double(min(max(level, 0), 4)) / 4
        let off = triangle(size: size, fraction: 1)
        return (fraction > 0 ? triangle(size: size, fraction: fraction) : Path(), off)
    }

    /// Android's Wi-Fi: a quarter-circle fan opening upwards from the middle of the bottom
    /// edge, `size` in all (about 4:3).
    public static func androidWiFi(size: Size) -> Path {
        let center = Point(x: size.width / 2, y: size.height)
        let radius = min(size.height, size.width / (2 * (0.5).squareRoot()))
        return sector(center: center, radius: radius, halfAngle: Double.pi / 4)
    }

    /// Android's upright battery: the body with its terminal on top (`outline`, drawn faint),
    /// the charge from the bottom up to `level` (0–1) of it (`charge`), and with `charging`
    /// a lightning bolt over the middle (`bolt`, else empty). `size` is body and terminal.
    public static func androidBattery(level: Double, charging: Bool, size: Size) -> (outline: Path, charge: Path, bolt: Path) {
        let capHeight = size.height * 0.1
        let capWidth = size.width * 0.45
        let body = Rect(x: 0, y: capHeight, width: size.width, height: size.height - capHeight)
        let radius = size.width * 0.12
        var outline = Path.roundedRect(body, radius: radius)
        outline.append(.rect(Rect(x: (size.width - capWidth) / 2, y: 0, width: capWidth, height: capHeight + radius)))
        let clamped = min(max(level, 0), 1)
        let height = body.height * clamped
        let charge = clamped > 0
            ? Path.roundedRect(Rect(x: 0, y: body.maxY - height, width: size.width, height: height), radius: min(radius, height / 2))
            : Path()
        let bolt = charging ? lightningBolt(in: Rect(x: size.width * 0.15, y: body.minY + body.height * 0.2, width: size.width * 0.7,
                                                     height: body.height * 0.6)) : Path()
        return (outline, charge, bolt)
    }

    /// A lightning bolt filling `rect`: from the top right down to a step, across, and down
    /// to the bottom left.
    public static func lightningBolt(in rect: Rect) -> Path {
        let points = [(0.62, 0.0), (0.12, 0.58), (0.46, 0.58), (0.38, 1.0), (0.88, 0.42), (0.54, 0.42)]
        var path = Path()
        for (index, (x, y)) in points.enumerated() {
            let point = Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
            if index == 0 { path.move(to: point) } else { path.line(to: point) }
        }
        path.close()
        return path
    }

    /// A pie slice from `center`, `halfAngle` either side of straight up.
    private static func sector(center: Point, radius: Double, halfAngle: Double) -> Path {
        let up = -Double.pi / 2
        var path = Path()
        path.move(to: center)
        path.arc(center: center, radius: radius, startAngle: up - halfAngle, endAngle: up + halfAngle, clockwise: true)
        path.close()
        return path
    }

    /// A ring's piece between `inner` and `outer` radii, `halfAngle` either side of straight up.
    private static func arcBand(center: Point, inner: Double, outer: Double, halfAngle: Double) -> Path {
        let up = -Double.pi / 2
        var path = Path()
        path.move(to: Point(x: center.x + outer * cos(up - halfAngle), y: center.y + outer * sin(up - halfAngle)))
        path.arc(center: center, radius: outer, startAngle: up - halfAngle, endAngle: up + halfAngle, clockwise: true)
        path.line(to: Point(x: center.x + inner * cos(up + halfAngle), y: center.y + inner * sin(up + halfAngle)))
        path.arc(center: center, radius: inner, startAngle: up + halfAngle, endAngle: up - halfAngle, clockwise: false)
        path.close()
        return path
    }

    /// The right triangle of `size` scaled by `fraction` about its bottom-right corner.
    private static func triangle(size: Size, fraction: Double) -> Path {
        var path = Path()
        path.move(to: Point(x: size.width, y: size.height * (1 - fraction)))
        path.line(to: Point(x: size.width, y: size.height))
        path.line(to: Point(x: size.width * (1 - fraction), y: size.height))
        path.close()
        return path
    }
}
