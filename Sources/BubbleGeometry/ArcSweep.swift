#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The angles an arc actually sweeps, normalised the way Cairo does: a clockwise arc's end
/// angle is raised by whole turns until it is not below the start, an anticlockwise arc's
/// end lowered until it is not above it.
struct ArcSweep: Hashable {
    let start: Double
    let end: Double
    let clockwise: Bool

    init(start: Double, end: Double, clockwise: Bool) {
        var end = end
        if clockwise {
            while end < start { end += 2 * Double.pi }
        } else {
            while end > start { end -= 2 * Double.pi }
        }
        self.start = start
        self.end = end
        self.clockwise = clockwise
    }

    /// Multiples of π/2 strictly inside the sweep: where the arc touches its box.
    var axisAngles: [Double] {
        let low = min(start, end), high = max(start, end)
        let quarter = Double.pi / 2
        var k = (low / quarter).rounded(.down) + 1
        var angles: [Double] = []
        while k * quarter < high {
            angles.append(k * quarter)
            k += 1
        }
        return angles
    }

    func point(at angle: Double, center: Point, radius: Double) -> Point {
        Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}
