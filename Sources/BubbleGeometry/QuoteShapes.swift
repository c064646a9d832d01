#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The outlines a reply draws around the message it answers: the coloured bar along a quote
/// block's edge (WhatsApp, Telegram) and the thin curved thread joining a quoted bubble to
/// its reply (iMessage).
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

    /// A thin line `width` wide through `points` (at least two), each turn rounded into an
    /// arc of `cornerRadius` (less where the segments beside it are shorter): the thread
    /// iMessage draws from a quoted bubble down to its reply. The arcs are flattened into
    /// short segments, so the outline is made of lines only.
    public static func connector(through points: [Point], width: Double, cornerRadius: Double) -> Path {
        guard points.count > 2 else { return .polyline(points, width: width) }
        var centreLine = [points[0]]
        for index in 1..<(points.count - 1) {
            let before = points[index - 1], corner = points[index], after = points[index + 1]
            let inLength = distance(before, corner), outLength = distance(corner, after)
            // Half of each neighbouring segment at most, so consecutive turns never overlap.
            let radius = min(cornerRadius, inLength / 2, outLength / 2)
            guard radius > 0, inLength > 0, outLength > 0 else {
                centreLine.append(corner)
                continue
            }
            let entry = Point(x: corner.x + (before.x - corner.x) * radius / inLength, y: corner.y + (before.y - corner.y) * radius / inLength)
            let exit = Point(x: corner.x + (after.x - corner.x) * radius / outLength, y: corner.y + (after.y - corner.y) * radius / outLength)
            // A quadratic curve from entry to exit with its control point at the corner: for a
            // right-angled turn it stays within a hair of the circle's quarter.
            let steps = 8
            for step in 0...steps {
                let t = Double(step) / Double(steps), u = 1 - t
                centreLine.append(Point(x: u * u * entry.x + 2 * u * t * corner.x + t * t * exit.x,
                                        y: u * u * entry.y + 2 * u * t * corner.y + t * t * exit.y))
            }
        }
        centreLine.append(points[points.count - 1])
        // Two turns that each take half of the segment between them meet in one point: keep it once.
        let distinct = centreLine.enumerated().filter { index, point in
            index == 0 || distance(centreLine[index - 1], point) > 1e-9
        }.map(\.element)
        return .polyline(distinct, width: width)
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}
