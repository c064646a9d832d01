#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A smooth blend of a few colours, each pinned to a place in the unit square (0...1 both
/// ways, y down) and weighing the more the nearer a point is to it: the soft backgrounds of
/// Telegram's wallpapers, without their animation.
public struct SoftGradient: Sendable, Hashable {
    /// A colour and its place in the unit square.
    public struct Stop: Sendable, Hashable {
        /// The colour.
        public var color: RGBAColor
        /// Where it is pinned, in the unit square.
        public var place: Point

        /// `color` pinned at (`x`, `y`).
        public init(_ color: RGBAColor, x: Double, y: Double) {
            self.color = color
            place = Point(x: x, y: y)
        }
    }

    /// The colours and their places.
    public var stops: [Stop]
    /// How far a colour reaches: beyond this distance from its place it weighs nothing.
    public var reach: Double

    /// A gradient of `stops`, each colour reaching `reach` of the square's side.
    public init(_ stops: [Stop], reach: Double = 0.9) {
        self.stops = stops
        self.reach = reach
    }

    /// The colour at `point` of the unit square: every stop's colour weighed by the cube of
    /// how much of its reach is left at that distance (the nearest stop's colour where none
    /// reaches; clear when there is no stop).
    public func color(at point: Point) -> RGBAColor {
        var sums = (red: 0.0, green: 0.0, blue: 0.0, alpha: 0.0), total = 0.0
        for stop in stops {
            let left = max(0, reach - hypot(point.x - stop.place.x, point.y - stop.place.y))
            let weight = left * left * left
            sums.red += weight * Double(stop.color.red)
            sums.green += weight * Double(stop.color.green)
            sums.blue += weight * Double(stop.color.blue)
            sums.alpha += weight * Double(stop.color.alpha)
            total += weight
        }
        guard total > 0 else {
            let nearest = stops.min { hypot(point.x - $0.place.x, point.y - $0.place.y) < hypot(point.x - $1.place.x, point.y - $1.place.y) }
            return nearest?.color ?? .clear
        }
        func channel(_ sum: Double) -> UInt8 { UInt8(min(255, max(0, (sum / total).rounded()))) }
        return RGBAColor(red: channel(sums.red), green: channel(sums.green), blue: channel(sums.blue), alpha: channel(sums.alpha))
    }
}
