#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension IncomingOutline {
    /// The `telegramAndroid` bubble, after Telegram for Android's `Theme.MessageDrawable`: a
    /// body with corners of radius 17 (its default bubble radius), the one on the sender's
    /// side (the left) turning to 6 where the bubble touches the next one of its run
    /// (`joins`), content inset as the `telegram` outline's, and 6 points of room at the left
    /// for the tail: on the run's last bubble the body's left edge runs straight down to 11
    /// above the bottom, then follows a quarter of an ellipse (6.5 × 10) hollowed out of the
    /// outside down to a sharp point 5.4 left of the body on the bottom line, which runs flat
    /// to the bottom-right corner, so the foot is a swept point rather than a curl.
    static func telegramAndroid(content: Size, tail: Bool, joins: BubbleShape.Joins) -> IncomingOutline {
        typealias Numbers = TelegramAndroidOutline
        let room = TelegramOutline.tailRoom, inset = TelegramOutline.inset
        let w = content.width + 2 * inset.width
        let h = content.height + 2 * inset.height
        return IncomingOutline(
            path: Numbers.path(left: room, width: w, height: h, tail: tail, joins: joins),
            frame: Rect(x: 0, y: 0, width: w + room, height: h),
            body: Rect(x: room, y: 0, width: w, height: h),
            content: Rect(x: room + inset.width, y: inset.height, width: content.width, height: content.height))
    }
}

/// The numbers of Telegram for Android's bubble (`Theme.MessageDrawable`, in dp, which are
/// points here) and the construction of its outline with the tail on the left.
enum TelegramAndroidOutline {
    /// The corners' radius (`SharedConfig.bubbleRadius`'s default), and the radius of a
    /// sender's-side corner where a run's bubbles meet (its `nearRad`).
    static let radius = 17.0
    static let joinedRadius = 6.0
    /// How far above the bottom the tail leaves the body's edge, and the half-axes of the
    /// ellipse whose quarter (from its rightmost point, 83° round) the tail's side follows;
    /// the ellipse's centre is `tailEllipse.width` outside the body's edge.
    static let tailRise = 11.0
    static let tailEllipse = Size(width: 6.5, height: 10)
    static let tailSweep = 83.0 * Double.pi / 180
    /// How far outside the body the tail's point is, on the bottom line.
    static let tipReach = 5.4

    /// The outline of a body `width` × `height` from (`left`, 0), clockwise from the tail's
    /// point (when `tail`) or the bottom-left corner, the left-hand corners of `joinedRadius`
    /// where `joins` says the run goes on.
    static func path(left x0: Double, width w: Double, height h: Double, tail: Bool, joins: BubbleShape.Joins) -> Path {
        let quarter = Double.pi / 2
        let r = radius
        let topLeft = joins.contains(.above) ? joinedRadius : r
        let bottomLeft = joins.contains(.below) ? joinedRadius : r
        let x1 = x0 + w
        var path = Path()
        if tail {
            appendTail(to: &path, edge: x0, bottom: h)
        } else {
            path.move(to: Point(x: x0 + bottomLeft, y: h))
            path.arc(center: Point(x: x0 + bottomLeft, y: h - bottomLeft), radius: bottomLeft, startAngle: quarter, endAngle: 2 * quarter,
                     clockwise: true)
        }
        path.line(to: Point(x: x0, y: topLeft))
        path.arc(center: Point(x: x0 + topLeft, y: topLeft), radius: topLeft, startAngle: 2 * quarter, endAngle: 3 * quarter, clockwise: true)
        path.line(to: Point(x: x1 - r, y: 0))
        path.arc(center: Point(x: x1 - r, y: r), radius: r, startAngle: 3 * quarter, endAngle: 4 * quarter, clockwise: true)
        path.line(to: Point(x: x1, y: h - r))
        path.arc(center: Point(x: x1 - r, y: h - r), radius: r, startAngle: 0, endAngle: quarter, clockwise: true)
        path.close()
        return path
    }

    /// From the tail's point on the bottom line up its hollow side to the body's left edge.
    private static func appendTail(to path: inout Path, edge x0: Double, bottom h: Double) {
        let centre = Point(x: x0 - tailEllipse.width, y: h - tailRise)
        func onEllipse(_ angle: Double) -> Point {
            Point(x: centre.x + tailEllipse.width * cos(angle), y: centre.y + tailEllipse.height * sin(angle))
        }
        func tangent(_ angle: Double) -> Point {
            Point(x: -tailEllipse.width * sin(angle), y: tailEllipse.height * cos(angle))
        }
        // The ellipse from the sweep's end back to its rightmost point, as one cubic.
        let k = 4.0 / 3.0 * tan(tailSweep / 4)
        let low = onEllipse(tailSweep), high = onEllipse(0)
        path.move(to: Point(x: x0 - tipReach, y: h))
        path.line(to: low)
        path.curve(to: high, control1: Point(x: low.x - k * tangent(tailSweep).x, y: low.y - k * tangent(tailSweep).y),
                   control2: Point(x: high.x + k * tangent(0).x, y: high.y + k * tangent(0).y))
    }
}
