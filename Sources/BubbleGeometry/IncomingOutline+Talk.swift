extension IncomingOutline {
    /// The `talk` bubble (reference 002): a rounded rectangle of radius 12 with padding 12, and
    /// a 22 × 8 tail on its top edge, 12 from the leading corner. With the tail, the outline runs
    /// once around body and tail together, so a border stroke follows the tail too.
    static func talk(content: Size, tail: Bool) -> IncomingOutline {
        let w = content.width + 2 * 12
        let h = content.height + 2 * 12
        let tailHeight = tail ? 8.0 : 0
        let body = Rect(x: 0, y: tailHeight, width: w, height: h)
        let frame = Rect(x: 0, y: 0, width: w, height: h + tailHeight)
        let contentRect = Rect(x: 12, y: tailHeight + 12, width: content.width, height: content.height)
        guard tail else {
            return IncomingOutline(path: .roundedRect(body, radius: 12), frame: frame, body: body, content: contentRect)
        }
        // The tail's outline normalised to its 22 × 8 box, which sits at x = 12 above the body.
        // It starts at its left foot, which is where the body's outline starts (the end of the
        // top-left corner), and ends at its right foot on the body's top edge; the body's
        // outline then runs on around.
        func t(_ x: Double, _ y: Double) -> Point { Point(x: 12 + 22 * x, y: 8 * y) }
        var path = Path()
        path.move(to: t(0, 1))
        path.curve(to: t(0.21336, 0.55294), control1: t(0.06453, 1), control2: t(0.13745, 0.7841))
        path.line(to: t(0.22328, 0.52272))
        path.curve(to: t(0.22825, 0.50758), control1: t(0.22493, 0.51767), control2: t(0.22659, 0.51263))
        path.line(to: t(0.23821, 0.47728))
        path.curve(to: t(0.47933, 0), control1: t(0.31803, 0.23508), control2: t(0.40045, 0))
        path.curve(to: t(1, 1), control1: t(0.65345, 0), control2: t(0.80906, 1))
        path.append(Path(Array(Path.roundedRect(body, radius: 12).elements.dropFirst())))
        return IncomingOutline(path: path, frame: frame, body: body, content: contentRect)
    }
}
