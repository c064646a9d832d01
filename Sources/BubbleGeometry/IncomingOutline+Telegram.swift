#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension IncomingOutline {
    /// The `telegram` bubble, after Telegram for iOS: a body with corners of radius 16, those
    /// on the sender's side (the left) turning to radius 8 where the bubble touches the next
    /// one of its run (`joins`), content inset 11 across and 6 down, and 6 points of room at
    /// the left for the tail: on the run's last bubble the body's left edge runs straight down
    /// to 8.5 above the bottom, curves out along a quarter ellipse (11.5 × 10.5) to a point
    /// 4.75 left of the body on the bottom line, and comes back along a soft curve that meets
    /// the bottom-left corner's arc, so the foot curls out under a rounded corner.
    static func telegram(content: Size, tail: Bool, joins: BubbleShape.Joins) -> IncomingOutline {
        let room = TelegramOutline.tailRoom
        let w = content.width + 2 * TelegramOutline.inset.width
        let h = content.height + 2 * TelegramOutline.inset.height
        // Drawn with the tail at the right, the body from x = 0 to w, then mirrored.
        let path = TelegramOutline.outgoingPath(width: w, height: h, tail: tail, joins: joins)
        return IncomingOutline(
            path: path.mirrored(aroundX: (w + room) / 2),
            frame: Rect(x: 0, y: 0, width: w + room, height: h),
            body: Rect(x: room, y: 0, width: w, height: h),
            content: Rect(x: room + TelegramOutline.inset.width, y: TelegramOutline.inset.height,
                          width: content.width, height: content.height))
    }
}

/// The numbers of Telegram's bubble and the construction of its outline with the tail on the
/// right, as an outgoing bubble has it.
enum TelegramOutline {
    /// The corners' radius, and the radius of a sender's-side corner where a run's bubbles meet.
    static let radius = 16.0
    static let joinedRadius = 8.0
    /// The space between the content and the body's edges.
    static let inset = Size(width: 11, height: 6)
    /// The room beside the body that the tail takes.
    static let tailRoom = 6.0
    /// How far above the bottom the tail leaves the body's edge, and the half-axes of the
    /// ellipse whose quarter the tail's outer side follows.
    static let tailRise = 8.5
    static let tailEllipse = Size(width: 11.5, height: 10.5)
    /// The control point of the curve under the foot, this far in from the body's edge on the
    /// bottom line, and the point it heads for, as far in and `tailRise` up.
    static let footReach = 9.0

    /// The outline of a body `width` × `height` from (0, 0), the tail (when `tail`) at its
    /// bottom-right corner, the right-hand corners of `joinedRadius` where `joins` says the
    /// run goes on.
    static func outgoingPath(width w: Double, height h: Double, tail: Bool, joins: BubbleShape.Joins) -> Path {
        let quarter = Double.pi / 2
        let r = radius
        let topRight = joins.contains(.above) ? joinedRadius : r
        let bottomRight = joins.contains(.below) ? joinedRadius : r
        var path = Path()
        path.move(to: Point(x: r, y: 0))
        path.line(to: Point(x: w - topRight, y: 0))
        path.arc(center: Point(x: w - topRight, y: topRight), radius: topRight, startAngle: 3 * quarter, endAngle: 0, clockwise: true)
        if tail {
            appendFoot(to: &path, width: w, height: h)
        } else {
            path.line(to: Point(x: w, y: h - bottomRight))
            path.arc(center: Point(x: w - bottomRight, y: h - bottomRight), radius: bottomRight, startAngle: 0, endAngle: quarter,
                     clockwise: true)
        }
        path.line(to: Point(x: r, y: h))
        path.arc(center: Point(x: r, y: h - r), radius: r, startAngle: quarter, endAngle: 2 * quarter, clockwise: true)
        path.line(to: Point(x: 0, y: r))
        path.arc(center: Point(x: r, y: r), radius: r, startAngle: 2 * quarter, endAngle: 3 * quarter, clockwise: true)
        path.close()
        return path
    }

    /// From the right edge down to the tail, round the foot and back along the bottom to the
    /// bottom-right corner's lowest point.
    private static func appendFoot(to path: inout Path, width w: Double, height h: Double) {
        let centre = Point(x: w + tailEllipse.width, y: h - tailRise)
        path.line(to: Point(x: w, y: h - tailRise))
        // The ellipse from its leftmost point down to the bottom line, as one cubic.
        let start = Double.pi, end = Double.pi - asin(tailRise / tailEllipse.height)
        let k = 4.0 / 3.0 * tan((end - start) / 4)
        func onEllipse(_ angle: Double) -> Point {
            Point(x: centre.x + tailEllipse.width * cos(angle), y: centre.y + tailEllipse.height * sin(angle))
        }
        func tangent(_ angle: Double) -> Point {
            Point(x: -tailEllipse.width * sin(angle), y: tailEllipse.height * cos(angle))
        }
        let a = onEllipse(start), tip = onEllipse(end)
        path.curve(to: tip, control1: Point(x: a.x + k * tangent(start).x, y: a.y + k * tangent(start).y),
                   control2: Point(x: tip.x - k * tangent(end).x, y: tip.y - k * tangent(end).y))
        // Back from the tip along a quadratic towards (w − footReach, h − tailRise), bent by
        // (w − footReach, h), as far as the corner's circle; then the corner's arc.
        let cornerCentre = Point(x: w - radius, y: h - radius)
        let bend = Point(x: w - footReach, y: h), aim = Point(x: w - footReach, y: h - tailRise)
        func quadratic(_ t: Double) -> Point {
            let u = 1 - t
            return Point(x: u * u * tip.x + 2 * u * t * bend.x + t * t * aim.x, y: u * u * tip.y + 2 * u * t * bend.y + t * t * aim.y)
        }
        func outside(_ p: Point) -> Bool { hypot(p.x - cornerCentre.x, p.y - cornerCentre.y) > radius }
        // The tip lies outside the corner's circle and the aim inside it: halve towards the crossing.
        var low = 0.0, high = 1.0
        for _ in 0..<48 {
            let middle = (low + high) / 2
            if outside(quadratic(middle)) { low = middle } else { high = middle }
        }
        let t = low
        let crossing = quadratic(t)
        // The quadratic's first part, up to t, as a cubic.
        let control = Point(x: tip.x + t * (bend.x - tip.x), y: tip.y + t * (bend.y - tip.y))
        path.curve(to: crossing, control1: Point(x: tip.x + 2 / 3 * (control.x - tip.x), y: tip.y + 2 / 3 * (control.y - tip.y)),
                   control2: Point(x: crossing.x + 2 / 3 * (control.x - crossing.x), y: crossing.y + 2 / 3 * (control.y - crossing.y)))
        let angle = atan2(crossing.y - cornerCentre.y, crossing.x - cornerCentre.x)
        path.arc(center: cornerCentre, radius: radius, startAngle: angle, endAngle: Double.pi / 2, clockwise: true)
    }
}
