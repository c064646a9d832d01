#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The outlines a reply draws around the message it answers: the coloured bar along a quote
/// block's edge (WhatsApp, Telegram) and the line joining a quoted bubble to its reply
/// (iMessage).
public enum QuoteShapes {
    /// The bar along the left edge of the rounded rectangle `block` (corner `radius`): the
    /// part of the block within `width` of that edge, so the bar follows the block's rounded
    /// corners and never leaves it.
    public static func bar(of block: Rect, width: Double, radius: Double) -> Path {
        let radius = max(0, min(radius, block.width / 2, block.height / 2))
        let width = max(0, min(width, block.width))
        guard radius > 0 else {
            return .roundedRect(Rect(x: block.minX, y: block.minY, width: width, height: block.height), radius: 0)
        }
        let top = Point(x: block.minX + radius, y: block.minY + radius)
        let bottom = Point(x: block.minX + radius, y: block.maxY - radius)
        // Where the bar's right edge meets the corner arcs: the angle below the bottom arc's
        // centre (a quarter turn when the bar is as wide as the radius or wider).
        let angle = width >= radius ? Double.pi / 2 : acos((width - radius) / radius)
        let rise = width >= radius ? radius : radius * sin(angle)
        var path = Path()
        path.move(to: Point(x: block.minX + width, y: width >= radius ? block.minY : top.y - rise))
        path.line(to: Point(x: block.minX + width, y: width >= radius ? block.maxY : bottom.y + rise))
        if width >= radius { path.line(to: Point(x: bottom.x, y: block.maxY)) }
        path.arc(center: bottom, radius: radius, startAngle: angle, endAngle: Double.pi, clockwise: true)
        path.line(to: Point(x: block.minX, y: top.y))
        path.arc(center: top, radius: radius, startAngle: Double.pi, endAngle: 2 * Double.pi - angle, clockwise: true)
        path.close()
        return path
    }

    /// A line `width` wide from `start` (under a quoted bubble) down to `end` (above its
    /// reply): straight down when both are at one x, otherwise down, across and down again
    /// with the turns at `turnY` (nil: halfway between them).
    public static func connector(from start: Point, to end: Point, width: Double, turnY: Double? = nil) -> Path {
        guard abs(start.x - end.x) > width else {
            return .polyline([start, Point(x: start.x, y: end.y)], width: width)
        }
        let middle = turnY ?? (start.y + end.y) / 2
        return .polyline([start, Point(x: start.x, y: middle), Point(x: end.x, y: middle), end], width: width)
    }
}
