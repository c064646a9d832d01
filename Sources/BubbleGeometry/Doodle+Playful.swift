#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The playful doodles of a pattern like Telegram's: a cat, a rocket, a planet, a balloon, an
/// ice cream, a gift, an umbrella and a moon, each in its unit box.
extension Doodle {
    private static func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    private static func degrees(_ value: Double) -> Double { value * Double.pi / 180 }

    private static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
        var path = Path()
        for (index, (x, y)) in points.enumerated() {
            if index == 0 { path.move(to: point(x, y)) } else { path.line(to: point(x, y)) }
        }
        if closed { path.close() }
        return path
    }

    private static func ring(_ x: Double, _ y: Double, radius: Double) -> Path {
        .circle(center: point(x, y), radius: radius)
    }

    /// An ellipse of half-axes `rx` and `ry` around (`x`, `y`), turned by `turn` radians, as
    /// four cubic quarters.
    private static func ellipse(_ x: Double, _ y: Double, rx: Double, ry: Double, turn: Double) -> Path {
        let k = 0.5523, c = cos(turn), s = sin(turn)
        func at(_ u: Double, _ v: Double) -> Point { point(x + u * c - v * s, y + u * s + v * c) }
        var path = Path()
        path.move(to: at(rx, 0))
        path.curve(to: at(0, ry), control1: at(rx, k * ry), control2: at(k * rx, ry))
        path.curve(to: at(-rx, 0), control1: at(-k * rx, ry), control2: at(-rx, k * ry))
        path.curve(to: at(0, -ry), control1: at(-rx, -k * ry), control2: at(-k * rx, -ry))
        path.curve(to: at(rx, 0), control1: at(k * rx, -ry), control2: at(rx, -k * ry))
        path.close()
        return path
    }

    static var catLines: Path {
        let centre = point(0.5, 0.58), radius = 0.34
        func onHead(_ angle: Double) -> Point {
            point(centre.x + radius * cos(degrees(angle)), centre.y + radius * sin(degrees(angle)))
        }
        var path = Path()
        path.move(to: onHead(215))
        path.line(to: point(0.2, 0.1))
        path.line(to: onHead(250))
        path.arc(center: centre, radius: radius, startAngle: degrees(250), endAngle: degrees(290), clockwise: true)
        path.line(to: point(0.8, 0.1))
        path.line(to: onHead(325))
        path.arc(center: centre, radius: radius, startAngle: degrees(325), endAngle: degrees(575), clockwise: true)
        path.close()
        path.append(ring(0.38, 0.54, radius: 0.035))
        path.append(ring(0.62, 0.54, radius: 0.035))
        path.append(polyline([(0.46, 0.66), (0.54, 0.66), (0.5, 0.71)], closed: true))
        for (from, to) in [((0.05, 0.64), (0.3, 0.68)), ((0.05, 0.78), (0.3, 0.74)), ((0.95, 0.64), (0.7, 0.68)), ((0.95, 0.78), (0.7, 0.74))] {
            path.append(polyline([from, to]))
        }
        return path
    }

    static var rocketLines: Path {
        var path = Path()
        path.move(to: point(0.5, 0.05))
        path.curve(to: point(0.65, 0.6), control1: point(0.64, 0.18), control2: point(0.67, 0.42))
        path.line(to: point(0.61, 0.72))
        path.line(to: point(0.39, 0.72))
        path.line(to: point(0.35, 0.6))
        path.curve(to: point(0.5, 0.05), control1: point(0.33, 0.42), control2: point(0.36, 0.18))
        path.close()
        path.append(ring(0.5, 0.34, radius: 0.07))
        path.append(polyline([(0.36, 0.55), (0.22, 0.7), (0.24, 0.8), (0.38, 0.71)]))
        path.append(polyline([(0.64, 0.55), (0.78, 0.7), (0.76, 0.8), (0.62, 0.71)]))
        path.append(polyline([(0.42, 0.78), (0.5, 0.95), (0.58, 0.78)]))
        return path
    }

    static var planetLines: Path {
        var path = ring(0.5, 0.5, radius: 0.25)
        path.append(ellipse(0.5, 0.5, rx: 0.46, ry: 0.12, turn: -0.35))
        return path
    }

    static var balloonLines: Path {
        var path = Path()
        path.move(to: point(0.5, 0.72))
        path.curve(to: point(0.2, 0.32), control1: point(0.3, 0.62), control2: point(0.2, 0.48))
        path.curve(to: point(0.5, 0.05), control1: point(0.2, 0.14), control2: point(0.34, 0.05))
        path.curve(to: point(0.8, 0.32), control1: point(0.66, 0.05), control2: point(0.8, 0.14))
        path.curve(to: point(0.5, 0.72), control1: point(0.8, 0.48), control2: point(0.7, 0.62))
        path.close()
        path.append(polyline([(0.46, 0.78), (0.5, 0.72), (0.54, 0.78)], closed: true))
        path.move(to: point(0.5, 0.78))
        path.curve(to: point(0.5, 0.96), control1: point(0.42, 0.85), control2: point(0.58, 0.9))
        return path
    }

    static var iceCreamLines: Path {
        var path = Path()
        path.move(to: point(0.28, 0.44))
        path.arc(center: point(0.5, 0.34), radius: 0.24, startAngle: degrees(155.6), endAngle: degrees(384.4), clockwise: true)
        path.close()
        path.append(polyline([(0.31, 0.44), (0.5, 0.95), (0.69, 0.44)]))
        path.append(polyline([(0.37, 0.6), (0.62, 0.5)]))
        return path
    }

    static var giftLines: Path {
        var path = Path.rect(Rect(x: 0.12, y: 0.44, width: 0.76, height: 0.5))
        path.append(.rect(Rect(x: 0.06, y: 0.3, width: 0.88, height: 0.14)))
        path.append(polyline([(0.5, 0.3), (0.5, 0.94)]))
        path.move(to: point(0.5, 0.3))
        path.curve(to: point(0.24, 0.12), control1: point(0.4, 0.08), control2: point(0.24, 0.04))
        path.curve(to: point(0.5, 0.3), control1: point(0.24, 0.22), control2: point(0.4, 0.28))
        path.move(to: point(0.5, 0.3))
        path.curve(to: point(0.76, 0.12), control1: point(0.6, 0.08), control2: point(0.76, 0.04))
        path.curve(to: point(0.5, 0.3), control1: point(0.76, 0.22), control2: point(0.6, 0.28))
        return path
    }

    static var umbrellaLines: Path {
        var path = Path()
        path.move(to: point(0.05, 0.46))
        path.curve(to: point(0.95, 0.46), control1: point(0.08, 0.05), control2: point(0.92, 0.05))
        path.curve(to: point(0.65, 0.46), control1: point(0.88, 0.38), control2: point(0.72, 0.38))
        path.curve(to: point(0.35, 0.46), control1: point(0.58, 0.38), control2: point(0.42, 0.38))
        path.curve(to: point(0.05, 0.46), control1: point(0.28, 0.38), control2: point(0.12, 0.38))
        path.close()
        path.move(to: point(0.5, 0.42))
        path.line(to: point(0.5, 0.82))
        path.arc(center: point(0.41, 0.82), radius: 0.09, startAngle: 0, endAngle: Double.pi, clockwise: true)
        return path
    }

    static var moonLines: Path {
        var path = Path()
        let tips = (top: point(0.62, 0.12), bottom: point(0.62, 0.88))
        let outer = point(0.45, 0.5), inner = point(0.75, 0.5)
        let outerAngle = atan2(tips.top.y - outer.y, tips.top.x - outer.x)
        let innerAngle = atan2(tips.bottom.y - inner.y, tips.bottom.x - inner.x)
        path.move(to: tips.top)
        path.arc(center: outer, radius: hypot(tips.top.x - outer.x, tips.top.y - outer.y), startAngle: outerAngle,
                 endAngle: -outerAngle - 2 * Double.pi, clockwise: false)
        path.arc(center: inner, radius: hypot(tips.bottom.x - inner.x, tips.bottom.y - inner.y), startAngle: innerAngle,
                 endAngle: 2 * Double.pi - innerAngle, clockwise: true)
        path.close()
        return path
    }
}
