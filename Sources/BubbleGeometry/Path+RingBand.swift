#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension Path {
    /// The band of a ring about `center` between the radii `inner` and `outer`, from the angle
    /// `start` to `end` (radians, the way Cairo's arcs turn): one closed subpath.
    static func ringBand(center: Point, inner: Double, outer: Double, from start: Double, to end: Double) -> Path {
        var band = Path()
        band.move(to: Point(x: center.x + outer * cos(start), y: center.y + outer * sin(start)))
        band.arc(center: center, radius: outer, startAngle: start, endAngle: end, clockwise: true)
        band.line(to: Point(x: center.x + inner * cos(end), y: center.y + inner * sin(end)))
        band.arc(center: center, radius: inner, startAngle: end, endAngle: start, clockwise: false)
        band.close()
        return band
    }
}
