extension IncomingOutline {
    /// The `sideHook` bubble with `metrics` (LINE's with ``OutlineMetrics/sideHook``): a body
    /// with corners of `cornerRadius` from x = `tailWidth`, and at its top corner a small hook
    /// sticking out beside it, its top along the body's top edge out to the tip at x = 0, its
    /// underside curving back in and running down into the body's edge `tailHeight` below the
    /// top. The underside leaves the edge straight down (the curve's first control point
    /// 0.45 of the way up from where it meets the edge) and reaches the tip from below at a
    /// slant (its second control point at 0.4 × `tailWidth`, 0.12 × `tailHeight`); a curve
    /// `tailTipRadius` long on each side (at most 0.8 of that control point's distance from
    /// the tip) rounds the tip (0: a sharp one). Content is inset
    /// `tailWidth` plus the padding on the hook's side and the padding elsewhere.
    static func sideHook(content: Size, tail: Bool, metrics: OutlineMetrics) -> IncomingOutline {
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
        let height = metrics.tailHeight
        let tip = Point(x: 0, y: 0)
        let lift = Point(x: tailWidth, y: height * 0.45)
        let approach = Point(x: tailWidth * 0.4, y: height * 0.12)
        // Where the rounding leaves the top edge and meets the underside: `tailTipRadius` from
        // the tip along each, the underside's end moved along its own direction.
        let slant = (approach.x * approach.x + approach.y * approach.y).squareRoot()
        let round = min(metrics.tailTipRadius, 0.8 * slant)
        let onTop = Point(x: round, y: 0)
        let onUnderside = slant > 0 ? Point(x: approach.x / slant * round, y: approach.y / slant * round) : tip
        var path = Path()
        path.move(to: onTop)
        path.line(to: Point(x: w - radius, y: 0))
        path.arc(center: Point(x: w - radius, y: radius), radius: radius, startAngle: 3 * quarter, endAngle: 0, clockwise: true)
        path.line(to: Point(x: w, y: h - radius))
        path.arc(center: Point(x: w - radius, y: h - radius), radius: radius, startAngle: 0, endAngle: quarter, clockwise: true)
        path.line(to: Point(x: tailWidth + radius, y: h))
        path.arc(center: Point(x: tailWidth + radius, y: h - radius), radius: radius, startAngle: quarter, endAngle: 2 * quarter,
                 clockwise: true)
        path.line(to: Point(x: tailWidth, y: height))
        path.curve(to: onUnderside, control1: lift, control2: approach)
        if round > 0 {
            func toward(_ point: Point) -> Point {
                Point(x: point.x + (tip.x - point.x) * 0.55, y: point.y + (tip.y - point.y) * 0.55)
            }
            path.curve(to: onTop, control1: toward(onUnderside), control2: toward(onTop))
        }
        path.close()
        return IncomingOutline(path: path, frame: frame, body: body, content: contentRect)
    }
}
