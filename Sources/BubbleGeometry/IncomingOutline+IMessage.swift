extension IncomingOutline {
    /// The padding of reference 000, measured from the body (which starts at x = 4): 6 on the
    /// tail's side, top and bottom, 10 on the other side (10 × 6 from the frame).
    static let imessageReferencePadding = EdgeInsets(top: 6, left: 6, bottom: 6, right: 10)

    /// The `imessage` bubble (reference 000): corners of radius 17 as cubic curves with control
    /// points 7.61 from the corner, body from x = 4, and the hook tail at the bottom-left. The
    /// content is `metrics`' padding in from the body (nil: reference 000's, 10 × 6 from the
    /// frame); the corners and the hook keep their numbers whatever the padding.
    static func imessage(content: Size, tail: Bool, metrics: OutlineMetrics?) -> IncomingOutline {
        let padding = metrics?.padding ?? imessageReferencePadding
        let w = 4 + padding.left + content.width + padding.right
        let h = padding.top + content.height + padding.bottom
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        var path = Path()
        if tail {
            path.move(to: p(22, h))
        } else {
            path.move(to: p(21, h))
        }
        path.line(to: p(w - 17, h))
        path.curve(to: p(w, h - 17), control1: p(w - 7.61, h), control2: p(w, h - 7.61))
        path.line(to: p(w, 17))
        path.curve(to: p(w - 17, 0), control1: p(w, 7.61), control2: p(w - 7.61, 0))
        path.line(to: p(21, 0))
        path.curve(to: p(4, 17), control1: p(11.61, 0), control2: p(4, 7.61))
        if tail {
            path.line(to: p(4, h - 11))
            path.curve(to: p(0, h), control1: p(4, h - 1), control2: p(0, h))
            path.line(to: p(-0.05, h - 0.01))
            path.curve(to: p(11.04, h - 4.04), control1: p(4.07, h + 0.43), control2: p(8.16, h - 1.06))
            path.curve(to: p(22, h), control1: p(16, h), control2: p(19, h))
        } else {
            path.line(to: p(4, h - 17))
            path.curve(to: p(21, h), control1: p(4, h - 7.61), control2: p(11.61, h))
        }
        path.close()
        return IncomingOutline(
            path: path,
            frame: Rect(x: 0, y: 0, width: w, height: h),
            body: Rect(x: 4, y: 0, width: w - 4, height: h),
            content: Rect(x: 4 + padding.left, y: padding.top, width: content.width, height: content.height))
    }
}
