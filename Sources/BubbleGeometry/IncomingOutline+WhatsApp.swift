#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension IncomingOutline {
    /// The `whatsapp` bubble with `metrics` (reference 003 with ``OutlineMetrics/reference``):
    /// from the tail's tip at the top-left corner along the top edge, corner arcs of
    /// `cornerRadius`, the body's left edge at x = `tailWidth`, up to (`tailWidth`, `tailHeight`)
    /// and a straight slant back to the tip, which an arc of `tailTipRadius` rounds (none: the
    /// sharp point (0, 0)). Content is inset `tailWidth` plus the padding on the tail side and
    /// the padding elsewhere.
    static func whatsapp(content: Size, tail: Bool, metrics: OutlineMetrics) -> IncomingOutline {
        let padding = metrics.padding, radius = metrics.cornerRadius, tailWidth = metrics.tailWidth
        let w = tailWidth + padding.left + content.width + padding.right
        let h = padding.top + content.height + padding.bottom
        let body = Rect(x: tailWidth, y: 0, width: w - tailWidth, height: h)
        let frame = Rect(x: 0, y: 0, width: w, height: h)
        let contentRect = Rect(x: tailWidth + padding.left, y: padding.top, width: content.width, height: content.height)
        guard tail else {
            return IncomingOutline(path: .roundedRect(body, radius: radius), frame: frame, body: body, content: contentRect)
        }
        let quarter = Double.pi / 2
        // The angle between the top edge and the slanted side at the tip, and how far from the
        // tip along each the rounding arc meets them.
        let slant = atan2(metrics.tailHeight, tailWidth)
        let tip = metrics.tailTipRadius
        let reach = tip > 0 ? tip / tan(slant / 2) : 0
        var path = Path()
        path.move(to: Point(x: reach, y: 0))
        path.line(to: Point(x: w - radius, y: 0))
        path.arc(center: Point(x: w - radius, y: radius), radius: radius, startAngle: 3 * quarter, endAngle: 0, clockwise: true)
        path.line(to: Point(x: w, y: h - radius))
        path.arc(center: Point(x: w - radius, y: h - radius), radius: radius, startAngle: 0, endAngle: quarter, clockwise: true)
        path.line(to: Point(x: tailWidth + radius, y: h))
        path.arc(center: Point(x: tailWidth + radius, y: h - radius), radius: radius, startAngle: quarter, endAngle: 2 * quarter,
                 clockwise: true)
        path.line(to: Point(x: tailWidth, y: metrics.tailHeight))
        if tip > 0 {
            let centre = Point(x: reach, y: tip)
            let onSlant = Point(x: reach * cos(slant), y: reach * sin(slant))
            path.line(to: onSlant)
            path.arc(center: centre, radius: tip, startAngle: atan2(onSlant.y - centre.y, onSlant.x - centre.x), endAngle: 3 * quarter,
                     clockwise: true)
        }
        path.close()
        return IncomingOutline(path: path, frame: frame, body: body, content: contentRect)
    }
}
