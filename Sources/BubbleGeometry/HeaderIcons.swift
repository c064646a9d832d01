#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The chat header's icons as our own outlines (filled with non-zero winding), each in a box
/// with its top-left corner at (0, 0): iOS's back chevron and the small chevron after a name,
/// Android's back arrow, a phone handset, a video camera, the overflow menu's three dots, a
/// magnifying glass and a menu of three lines.
public enum HeaderIcons {
    /// iOS's back chevron: a stroke `line` wide bending left at mid-height, `size` in all.
    public static func backChevron(size: Size, line: Double) -> Path {
        let half = line / 2
        let stroke = Path.polyline([Point(x: size.width - half, y: half), Point(x: half, y: size.height / 2),
                                    Point(x: size.width - half, y: size.height - half)], width: line)
        return stroke.fitted(to: size)
    }

    /// The small chevron after a name that opens its details: a stroke `line` wide bending
    /// right at mid-height, `size` in all.
    public static func disclosureChevron(size: Size, line: Double) -> Path {
        backChevron(size: size, line: line).mirrored(aroundX: size.width / 2)
    }

    /// Android's back arrow: a shaft across the middle and a head pointing left, strokes
    /// `line` wide, `size` in all.
    public static func backArrow(size: Size, line: Double) -> Path {
        let middle = size.height / 2
        let head = size.height / 2
        // Both strokes are polylines, so they wind the same way and their overlap stays filled.
        var path = Path.polyline([Point(x: line * 0.3, y: middle), Point(x: size.width, y: middle)], width: line)
        path.append(.polyline([Point(x: head, y: middle - head + line / 2), Point(x: line * 0.7, y: middle),
                               Point(x: head, y: middle + head - line / 2)], width: line))
        return path.fitted(to: size)
    }

    /// A phone handset lying from the top left to the bottom right: a curved grip and a
    /// rounded pad at each end, `size` in all (about square).
    public static func phone(size: Size) -> Path {
        let scale = min(size.width, size.height)
        let center = Point(x: size.width * 0.86, y: size.height * 0.14)
        let inner = scale * 0.5, outer = scale * 0.74
        let start = 0.52 * Double.pi, end = 0.98 * Double.pi
        var path = Path.ringBand(center: center, inner: inner, outer: outer, from: start, to: end)
        let middle = (inner + outer) / 2
        let pad = (outer - inner) * 0.78
        for angle in [start + 0.1, end - 0.1] {
            path.append(.circle(center: Point(x: center.x + middle * cos(angle), y: center.y + middle * sin(angle)), radius: pad))
        }
        return path
    }

    /// A video camera: a rounded body with a lens cone on its right, `size` in all (about 3:2).
    public static func videoCamera(size: Size) -> Path {
        let bodyWidth = size.width * 0.66
        var path = Path.roundedRect(Rect(x: 0, y: size.height * 0.1, width: bodyWidth, height: size.height * 0.8),
                                    radius: size.height * 0.2)
        path.move(to: Point(x: bodyWidth + size.width * 0.04, y: size.height * 0.38))
        path.line(to: Point(x: size.width, y: size.height * 0.14))
        path.line(to: Point(x: size.width, y: size.height * 0.86))
        path.line(to: Point(x: bodyWidth + size.width * 0.04, y: size.height * 0.62))
        path.close()
        return path
    }

    /// The overflow menu: three dots in a column, `size` in all (about 1:4).
    public static func overflowDots(size: Size) -> Path {
        let radius = min(size.width / 2, size.height / 8)
        var path = Path()
        for index in 0..<3 {
            path.append(.circle(center: Point(x: size.width / 2, y: radius + Double(index) * (size.height - 2 * radius) / 2), radius: radius))
        }
        return path
    }

    /// A magnifying glass: a ring `line` wide in the top left and a handle running from it to
    /// the bottom right corner, `size` in all (about square).
    public static func magnifier(size: Size, line: Double) -> Path {
        let side = min(size.width, size.height)
        let outer = side * 0.4
        var path = Path.ring(in: Rect(x: 0, y: 0, width: 2 * outer, height: 2 * outer), line: line).path
        // From just inside the ring where it faces the bottom right corner.
        let start = outer * (1 + 0.7071) - line / 2
        path.append(.polyline([Point(x: start, y: start), Point(x: side - line / 2, y: side - line / 2)], width: line))
        return path
    }

    /// A menu of three lines, one above the other, each `line` thick with round ends,
    /// `size` in all.
    public static func threeLines(size: Size, line: Double) -> Path {
        var path = Path()
        for index in 0..<3 {
            let y = line / 2 + Double(index) * (size.height - line) / 2
            path.append(.polyline([Point(x: line / 2, y: y), Point(x: size.width - line / 2, y: y)], width: line))
        }
        return path
    }
}
