/// The delivery marks chat apps draw for an outgoing message, as our own outlines (filled with
/// non-zero winding), each in a box with its top-left corner at (0, 0).
public enum DeliveryMarks {
    /// WhatsApp's single tick ("sent"), `size` wide and tall: a short arm down to the
    /// bottom and a long arm up to the top right.
    public static func tick(size: Size) -> Path {
        let line = lineWidth(size)
        return .polyline(tickPoints(size, line: line), width: line)
    }

    /// WhatsApp's double tick ("delivered", blue for "read"): a second tick's long arm beside
    /// the first, as wide as `size` in all.
    public static func doubleTick(size: Size) -> Path {
        let line = lineWidth(size)
        let single = Size(width: size.width * 0.72, height: size.height)
        let points = tickPoints(single, line: line)
        let shift = size.width - single.width
        var path = Path.polyline(points, width: line)
        // The second tick's short arm hides behind the first one's long arm: only its end shows.
        let corner = Point(x: points[1].x + shift, y: points[1].y)
        let start = Point(x: corner.x - (points[1].x - points[0].x) * 0.35, y: corner.y - (points[1].y - points[0].y) * 0.35)
        path.append(.polyline([start, corner, Point(x: points[2].x + shift, y: points[2].y)], width: line))
        return path
    }

    /// WhatsApp's clock ("sending"): a ring with two hands, `diameter` wide.
    public static func clock(diameter: Double) -> Path {
        let radius = diameter / 2
        let line = max(1, diameter / 10)
        let center = Point(x: radius, y: radius)
        var path = Path.circle(center: center, radius: radius)
        // The inner circle runs the other way, so non-zero winding leaves it empty.
        path.move(to: Point(x: center.x + radius - line, y: center.y))
        path.arc(center: center, radius: radius - line, startAngle: 0, endAngle: -2 * Double.pi, clockwise: false)
        path.close()
        path.append(.polyline([Point(x: center.x, y: center.y - radius * 0.55), center, Point(x: center.x + radius * 0.4, y: center.y)],
                              width: line))
        return path
    }

    /// The red "not delivered" mark: a disc `diameter` wide (`disc`) and the exclamation mark
    /// drawn on it in the background colour (`exclamation`).
    public static func failed(diameter: Double) -> (disc: Path, exclamation: Path) {
        let radius = diameter / 2
        let center = Point(x: radius, y: radius)
        let bar = diameter * 0.12
        var exclamation = Path.roundedRect(Rect(x: center.x - bar / 2, y: diameter * 0.2, width: bar, height: diameter * 0.4),
                                           radius: bar / 2)
        exclamation.append(.circle(center: Point(x: center.x, y: diameter * 0.74), radius: bar * 0.6))
        return (.circle(center: center, radius: radius), exclamation)
    }

    /// The red "not delivered" mark as one shape: a disc `diameter` wide with the exclamation
    /// mark cut out of it (the disc runs the other way round, so non-zero winding leaves the
    /// mark empty), for drawing after a time in one colour.
    public static func failedCutOut(diameter: Double) -> Path {
        let radius = diameter / 2
        var path = Path()
        path.move(to: Point(x: diameter, y: radius))
        path.arc(center: Point(x: radius, y: radius), radius: radius, startAngle: 0, endAngle: -2 * Double.pi, clockwise: false)
        path.close()
        path.append(failed(diameter: diameter).exclamation)
        return path
    }

    private static func lineWidth(_ size: Size) -> Double {
        max(1, size.height / 7)
    }

    /// The tick's three points, inset so the outline (its mitred corner included) stays in the box.
    private static func tickPoints(_ size: Size, line: Double) -> [Point] {
        let half = line / 2
        return [Point(x: half, y: size.height * 0.55),
                Point(x: size.width * 0.36, y: size.height - half * 2.2),
                Point(x: size.width - half, y: half)]
    }
}
