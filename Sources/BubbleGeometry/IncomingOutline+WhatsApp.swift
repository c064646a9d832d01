extension IncomingOutline {
    /// The `whatsapp` bubble (reference 003): from the top-left corner (0, 0) along the top
    /// edge, corner arcs of radius 4, the body's left edge at x = 8, up to (8, 16) and a straight
    /// slant back to (0, 0). Content is inset 12 on the tail side and 4 elsewhere.
    static func whatsapp(content: Size, tail: Bool) -> IncomingOutline {
        let w = content.width + 12 + 4
        let h = content.height + 4 + 4
        let body = Rect(x: 8, y: 0, width: w - 8, height: h)
        let frame = Rect(x: 0, y: 0, width: w, height: h)
        let contentRect = Rect(x: 12, y: 4, width: content.width, height: content.height)
        guard tail else {
            return IncomingOutline(path: .roundedRect(body, radius: 4), frame: frame, body: body, content: contentRect)
        }
        let quarter = Double.pi / 2
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.line(to: Point(x: w - 4, y: 0))
        path.arc(center: Point(x: w - 4, y: 4), radius: 4, startAngle: 3 * quarter, endAngle: 0, clockwise: true)
        path.line(to: Point(x: w, y: h - 4))
        path.arc(center: Point(x: w - 4, y: h - 4), radius: 4, startAngle: 0, endAngle: quarter, clockwise: true)
        path.line(to: Point(x: 12, y: h))
        path.arc(center: Point(x: 12, y: h - 4), radius: 4, startAngle: quarter, endAngle: 2 * quarter, clockwise: true)
        path.line(to: Point(x: 8, y: 16))
        path.close()
        return IncomingOutline(path: path, frame: frame, body: body, content: contentRect)
    }
}
