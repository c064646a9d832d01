extension Path {
    /// A rectangle with circular-arc corners of `radius` (at most half the shorter side),
    /// drawn clockwise from the top edge.
    public static func roundedRect(_ r: Rect, radius: Double) -> Path {
        let radius = max(0, min(radius, r.width / 2, r.height / 2))
        let quarter = Double.pi / 2
        var path = Path()
        path.move(to: Point(x: r.minX + radius, y: r.minY))
        path.line(to: Point(x: r.maxX - radius, y: r.minY))
        path.arc(center: Point(x: r.maxX - radius, y: r.minY + radius), radius: radius,
                 startAngle: 3 * quarter, endAngle: 0, clockwise: true)
        path.line(to: Point(x: r.maxX, y: r.maxY - radius))
        path.arc(center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius,
                 startAngle: 0, endAngle: quarter, clockwise: true)
        path.line(to: Point(x: r.minX + radius, y: r.maxY))
        path.arc(center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius,
                 startAngle: quarter, endAngle: 2 * quarter, clockwise: true)
        path.line(to: Point(x: r.minX, y: r.minY + radius))
        path.arc(center: Point(x: r.minX + radius, y: r.minY + radius), radius: radius,
                 startAngle: 2 * quarter, endAngle: 3 * quarter, clockwise: true)
        path.close()
        return path
    }

    /// ``roundedRect(_:radius:)`` drawn the other way round, so that inside another one it
    /// cuts a hole under non-zero winding.
    static func reversedRoundedRect(_ r: Rect, radius: Double) -> Path {
        let radius = max(0, min(radius, r.width / 2, r.height / 2))
        let quarter = Double.pi / 2
        var path = Path()
        path.move(to: Point(x: r.minX + radius, y: r.minY))
        path.arc(center: Point(x: r.minX + radius, y: r.minY + radius), radius: radius,
                 startAngle: 3 * quarter, endAngle: 2 * quarter, clockwise: false)
        path.line(to: Point(x: r.minX, y: r.maxY - radius))
        path.arc(center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius,
                 startAngle: 2 * quarter, endAngle: quarter, clockwise: false)
        path.line(to: Point(x: r.maxX - radius, y: r.maxY))
        path.arc(center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius,
                 startAngle: quarter, endAngle: 0, clockwise: false)
        path.line(to: Point(x: r.maxX, y: r.minY + radius))
        path.arc(center: Point(x: r.maxX - radius, y: r.minY + radius), radius: radius,
                 startAngle: 0, endAngle: -quarter, clockwise: false)
        path.close()
        return path
    }

    /// A rectangle, drawn clockwise from its top-left corner.
    public static func rect(_ r: Rect) -> Path {
        var path = Path()
        path.move(to: Point(x: r.minX, y: r.minY))
        path.line(to: Point(x: r.maxX, y: r.minY))
        path.line(to: Point(x: r.maxX, y: r.maxY))
        path.line(to: Point(x: r.minX, y: r.maxY))
        path.close()
        return path
    }

    /// A circle, drawn clockwise from its rightmost point.
    public static func circle(center: Point, radius: Double) -> Path {
        var path = Path()
        path.move(to: Point(x: center.x + radius, y: center.y))
        path.arc(center: center, radius: radius, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
        path.close()
        return path
    }
}
