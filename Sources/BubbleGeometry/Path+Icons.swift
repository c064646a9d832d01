extension Path {
    /// The "forwarded" mark of chat apps: a shaft curving up from the bottom left into an
    /// arrowhead pointing right, filling `rect` (our own outline, one closed subpath).
    public static func forwardArrow(in rect: Rect) -> Path {
        func at(_ u: Double, _ v: Double) -> Point {
            Point(x: rect.minX + u * rect.width, y: rect.minY + v * rect.height)
        }
        var path = Path()
        path.move(to: at(0.58, 0))
        path.line(to: at(1, 0.42))
        path.line(to: at(0.58, 0.84))
        path.line(to: at(0.58, 0.6))
        path.curve(to: at(0, 1), control1: at(0.3, 0.6), control2: at(0.08, 0.72))
        path.curve(to: at(0.58, 0.24), control1: at(0.02, 0.5), control2: at(0.22, 0.24))
        path.close()
        return path
    }

    /// A padlock filling `rect` (about 4:5), as WhatsApp leads its encryption notice with: a
    /// rounded body in the lower part and a shackle `line` wide arching over it (our own
    /// outline, filled with non-zero winding).
    public static func padlock(in rect: Rect, line: Double) -> Path {
        let bodyTop = rect.minY + rect.height * 0.44
        var path = Path.roundedRect(Rect(x: rect.minX, y: bodyTop, width: rect.width, height: rect.maxY - bodyTop),
                                    radius: rect.width * 0.16)
        // The shackle: half a ring over two legs that reach into the body.
        let outer = rect.width * 0.36, inner = outer - line
        let centre = Point(x: rect.midX, y: rect.minY + outer)
        let foot = bodyTop + line
        var shackle = Path()
        shackle.move(to: Point(x: centre.x - outer, y: foot))
        shackle.line(to: Point(x: centre.x - outer, y: centre.y))
        shackle.arc(center: centre, radius: outer, startAngle: Double.pi, endAngle: 2 * Double.pi, clockwise: true)
        shackle.line(to: Point(x: centre.x + outer, y: foot))
        shackle.line(to: Point(x: centre.x + inner, y: foot))
        shackle.line(to: Point(x: centre.x + inner, y: centre.y))
        shackle.arc(center: centre, radius: inner, startAngle: 2 * Double.pi, endAngle: Double.pi, clockwise: false)
        shackle.line(to: Point(x: centre.x - inner, y: foot))
        shackle.close()
        path.append(shackle)
        return path
    }
}

extension Path {
    /// The no-entry mark chat apps put before "This message was deleted": a ring `line` wide
    /// filling `rect` (square) crossed by a bar from its top left to its bottom right (our own
    /// outline, filled with non-zero winding).
    public static func noEntry(in rect: Rect, line: Double) -> Path {
        let frame = ring(in: rect, line: line)
        let (centre, inner) = (frame.centre, frame.inner)
        var path = frame.path
        // The bar across the inner disc, at 45 degrees, `line` wide, its ends inside the ring
        // (turning the same way as the ring, so that where they overlap stays filled).
        let half = line / 2, reach = (inner + half) * 0.7071
        let (dx, dy) = (0.7071 * half, 0.7071 * half)
        var bar = Path()
        bar.move(to: Point(x: centre.x - reach + dx, y: centre.y - reach - dy))
        bar.line(to: Point(x: centre.x + reach + dx, y: centre.y + reach - dy))
        bar.line(to: Point(x: centre.x + reach - dx, y: centre.y + reach + dy))
        bar.line(to: Point(x: centre.x - reach - dx, y: centre.y - reach + dy))
        bar.close()
        path.append(bar)
        return path
    }

    /// A compass, as Messages shows beside a rich link that has no picture: a ring `line`
    /// wide filling `rect` (square) and a slim needle across its inner disc from the bottom
    /// left to the top right (our own outline, filled with non-zero winding).
    public static func compass(in rect: Rect, line: Double) -> Path {
        let frame = ring(in: rect, line: line)
        let (centre, inner) = (frame.centre, frame.inner)
        var path = frame.path
        // The needle: a rhombus whose long axis runs at 45 degrees, clear of the ring.
        let along = 0.62 * inner * 0.7071, across = 0.2 * inner * 0.7071
        var needle = Path()
        needle.move(to: Point(x: centre.x + along, y: centre.y - along))
        needle.line(to: Point(x: centre.x + across, y: centre.y + across))
        needle.line(to: Point(x: centre.x - along, y: centre.y + along))
        needle.line(to: Point(x: centre.x - across, y: centre.y - across))
        needle.close()
        path.append(needle)
        return path
    }

    /// A ring `line` wide filling `rect` (square) as two half bands, its centre and its inner
    /// radius: the round frame of ``noEntry(in:line:)``, ``compass(in:line:)`` and the
    /// header's magnifier.
    static func ring(in rect: Rect, line: Double) -> (path: Path, centre: Point, inner: Double) {
        let outer = min(rect.width, rect.height) / 2
        let inner = max(outer - line, 0)
        let centre = Point(x: rect.midX, y: rect.midY)
        var path = Path.ringBand(center: centre, inner: inner, outer: outer, from: 0, to: Double.pi)
        path.append(.ringBand(center: centre, inner: inner, outer: outer, from: Double.pi, to: 2 * Double.pi))
        return (path, centre, inner)
    }
}
