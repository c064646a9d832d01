#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The composer's icons as our own outlines (filled with non-zero winding), each in a box
/// with its top-left corner at (0, 0): the attachment plus and paperclip, a camera, a photo,
/// a microphone, the emoji button's smiley, WhatsApp's sticker, and the send button's up arrow
/// and paper plane.
public enum ComposerIcons {
    /// A plus: two strokes `line` wide crossing in the middle, `size` in all.
    public static func plus(size: Size, line: Double) -> Path {
        var path = Path.polyline([Point(x: 0, y: size.height / 2), Point(x: size.width, y: size.height / 2)], width: line)
        path.append(.polyline([Point(x: size.width / 2, y: 0), Point(x: size.width / 2, y: size.height)], width: line))
        return path
    }

    /// A camera: a rounded body with a hump on top and a round lens cut out of it, `size` in
    /// all (about 4:3).
    public static func camera(size: Size) -> Path {
        let hump = size.height * 0.16
        var path = Path.roundedRect(Rect(x: 0, y: hump, width: size.width, height: size.height - hump), radius: size.height * 0.18)
        path.append(.roundedRect(Rect(x: size.width * 0.3, y: 0, width: size.width * 0.4, height: hump * 2), radius: hump * 0.6))
        let centre = Point(x: size.width / 2, y: hump + (size.height - hump) * 0.52)
        path.append(counterClockwiseCircle(center: centre, radius: size.height * 0.27))
        path.append(.circle(center: centre, radius: size.height * 0.16))
        return path
    }

    /// A microphone: a capsule over a cradle, a stem and a foot, `size` in all (about 2:3).
    public static func microphone(size: Size, line: Double) -> Path {
        let capsuleWidth = size.width * 0.5
        var path = Path.roundedRect(Rect(x: (size.width - capsuleWidth) / 2, y: 0, width: capsuleWidth, height: size.height * 0.62),
                                    radius: capsuleWidth / 2)
        // The cradle: half a ring under the capsule, then the stem and the foot.
        let centre = Point(x: size.width / 2, y: size.height * 0.4)
        let outer = size.width / 2, inner = outer - line
        var cradle = Path()
        cradle.move(to: Point(x: centre.x + outer, y: centre.y))
        cradle.arc(center: centre, radius: outer, startAngle: 0, endAngle: Double.pi, clockwise: true)
        cradle.line(to: Point(x: centre.x - inner, y: centre.y))
        cradle.arc(center: centre, radius: inner, startAngle: Double.pi, endAngle: 0, clockwise: false)
        cradle.close()
        path.append(cradle)
        path.append(.rect(Rect(x: centre.x - line / 2, y: centre.y + inner, width: line, height: size.height - line - centre.y - inner)))
        path.append(.roundedRect(Rect(x: size.width * 0.22, y: size.height - line, width: size.width * 0.56, height: line), radius: line / 2))
        return path
    }

    /// A paperclip lying from the bottom left to the top right: a wire `line` wide bent in two
    /// nested loops, `size` in all (about square).
    public static func paperclip(size: Size, line: Double) -> Path {
        // The upright clip in a 1 × 3 box: in along the inner leg, round the bottom, up the
        // outer left leg, over the top and down the outer right leg.
        var points: [Point] = [Point(x: 0.55, y: 0.9)]
        func arc(_ centre: Point, _ radius: Double, from start: Double, to end: Double) {
            for step in 0...8 {
                let angle = start + (end - start) * Double(step) / 8
                points.append(Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle)))
            }
        }
        arc(Point(x: 0.375, y: 2.3), 0.175, from: 0, to: Double.pi)
        arc(Point(x: 0.525, y: 0.5), 0.325, from: Double.pi, to: 2 * Double.pi)
        points.append(Point(x: 0.85, y: 2.55))
        // Turned 45° clockwise about the middle, then fitted to the box (the joins' mitres too).
        let turn = Double.pi / 4
        let turned = points.map { point in
            let x = point.x - 0.5, y = point.y - 1.5
            return Point(x: x * cos(turn) - y * sin(turn), y: x * sin(turn) + y * cos(turn))
        }
        let xs = turned.map(\.x), ys = turned.map(\.y)
        let spanX = (xs.max() ?? 0) - (xs.min() ?? 0), spanY = (ys.max() ?? 0) - (ys.min() ?? 0)
        let scale = min((size.width - line) / max(spanX, 1e-9), (size.height - line) / max(spanY, 1e-9))
        let midX = ((xs.max() ?? 0) + (xs.min() ?? 0)) / 2, midY = ((ys.max() ?? 0) + (ys.min() ?? 0)) / 2
        return Path.polyline(turned.map { Point(x: size.width / 2 + ($0.x - midX) * scale, y: size.height / 2 + ($0.y - midY) * scale) },
                             width: line).fitted(to: size)
    }

    /// The emoji button's smiley: a ring `line` wide, two round eyes and a smile, `size` in
    /// all (square).
    public static func smiley(size: Size, line: Double) -> Path {
        let radius = min(size.width, size.height) / 2
        let centre = Point(x: radius, y: radius)
        var path = Path.circle(center: centre, radius: radius)
        path.append(counterClockwiseCircle(center: centre, radius: radius - line))
        for side in [-1.0, 1.0] {
            path.append(.circle(center: Point(x: centre.x + side * radius * 0.34, y: centre.y - radius * 0.2), radius: radius * 0.13))
        }
        // The smile: a band along the lower part of a circle about the middle.
        let outer = radius * 0.55, inner = outer - line
        let start = Double.pi * 0.18, end = Double.pi * 0.82
        path.append(.ringBand(center: centre, inner: inner, outer: outer, from: start, to: end))
        return path
    }

    /// A photo, the album button: the outline of a rounded frame `line` wide holding a sun
    /// and two hills, `size` in all (about 7:6).
    public static func photo(size: Size, line: Double) -> Path {
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let radius = min(size.width, size.height) * 0.2
        var path = Path.roundedRect(frame, radius: radius)
        let inner = Rect(x: line, y: line, width: size.width - 2 * line, height: size.height - 2 * line)
        path.append(.reversedRoundedRect(inner, radius: max(radius - line, 0.5)))
        path.append(.circle(center: Point(x: inner.minX + inner.width * 0.7, y: inner.minY + inner.height * 0.3),
                            radius: min(inner.width, inner.height) * 0.12))
        // The hills: a high one at the left and a low one at the right, along the frame's
        // bottom, whose corners they reach into.
        var hills = Path()
        hills.move(to: Point(x: inner.minX, y: inner.maxY))
        for (x, y) in [(0.0, 0.8), (0.34, 0.42), (0.6, 0.72), (0.74, 0.58), (1.0, 0.86), (1.0, 1.0)] {
            hills.line(to: Point(x: inner.minX + inner.width * x, y: inner.minY + inner.height * y))
        }
        hills.close()
        path.append(hills)
        return path
    }

    /// A sticker: the outline of a rounded square `line` wide whose bottom trailing corner is
    /// peeled back, the peel a flap folded over inside the cut, `size` in all (square), as
    /// WhatsApp puts one at the end of its iOS text field.
    public static func sticker(size: Size, line: Double) -> Path {
        let side = min(size.width, size.height)
        let radius = side * 0.26, cut = side * 0.46
        // The outline's edge, and the same edge `line` further in, drawn the other way round
        // so that the two make a ring.
        var path = peeledSquare(Rect(x: 0, y: 0, width: side, height: side), radius: radius, cut: cut)
        let ring = Rect(x: line, y: line, width: side - 2 * line, height: side - 2 * line)
        path.append(peeledSquare(ring, radius: max(radius - line, 0.5), cut: cut - line * (2 - 2.squareRoot()), reversed: true))
        // The flap folded over: from one end of the cut up, round a corner, and across to
        // the other end.
        let inner = cut - line / 2, bend = cut * 0.2
        let centre = Point(x: side - inner + bend, y: side - inner + bend)
        var fold = [Point(x: side - inner, y: side - line / 2)]
        for step in 0...6 {
            let angle = Double.pi + Double.pi / 2 * Double(step) / 6
            fold.append(Point(x: centre.x + bend * cos(angle), y: centre.y + bend * sin(angle)))
        }
        fold.append(Point(x: side - line / 2, y: side - inner))
        path.append(.polyline(fold, width: line))
        return path
    }

    /// A square in `rect` with corners of `radius` but the bottom trailing one, cut off
    /// `cut` from it along both edges: clockwise, or counter-clockwise when `reversed`.
    private static func peeledSquare(_ rect: Rect, radius: Double, cut: Double, reversed: Bool = false) -> Path {
        var points: [Point] = []
        func corner(_ centre: Point, from start: Double) {
            for step in 0...6 {
                let angle = start + Double.pi / 2 * Double(step) / 6
                points.append(Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle)))
            }
        }
        corner(Point(x: rect.minX + radius, y: rect.minY + radius), from: Double.pi)
        corner(Point(x: rect.maxX - radius, y: rect.minY + radius), from: -Double.pi / 2)
        points.append(Point(x: rect.maxX, y: rect.maxY - cut))
        points.append(Point(x: rect.maxX - cut, y: rect.maxY))
        corner(Point(x: rect.minX + radius, y: rect.maxY - radius), from: Double.pi / 2)
        if reversed { points.reverse() }
        var path = Path()
        path.move(to: points[0])
        for point in points.dropFirst() { path.line(to: point) }
        path.close()
        return path
    }

    /// iMessage's send arrow: a shaft and a head pointing up, strokes `line` wide, `size` in all.
    public static func upArrow(size: Size, line: Double) -> Path {
        let head = size.width / 2
        var path = Path.polyline([Point(x: size.width / 2, y: size.height), Point(x: size.width / 2, y: line * 0.7)], width: line)
        path.append(.polyline([Point(x: size.width / 2 - head + line / 2, y: head), Point(x: size.width / 2, y: line * 0.7),
                               Point(x: size.width / 2 + head - line / 2, y: head)], width: line))
        return path.fitted(to: size)
    }

    /// A paper plane pointing right: a dart with a notch at its tail, `size` in all.
    public static func paperPlane(size: Size) -> Path {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.line(to: Point(x: size.width, y: size.height / 2))
        path.line(to: Point(x: 0, y: size.height))
        path.line(to: Point(x: size.width * 0.18, y: size.height / 2))
        path.close()
        return path
    }

    /// A circle drawn counter-clockwise, so that inside a clockwise shape it cuts a hole.
    private static func counterClockwiseCircle(center: Point, radius: Double) -> Path {
        var path = Path()
        path.move(to: Point(x: center.x + radius, y: center.y))
        path.arc(center: center, radius: radius, startAngle: 0, endAngle: -2 * Double.pi, clockwise: false)
        path.close()
        return path
    }
}
