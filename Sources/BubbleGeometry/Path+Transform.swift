#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension Path {
    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Path {
        map { Point(x: $0.x + dx, y: $0.y + dy) } arc: { center, radius, start, end, clockwise in
            .arc(center: Point(x: center.x + dx, y: center.y + dy), radius: radius,
                 startAngle: start, endAngle: end, clockwise: clockwise)
        }
    }

    /// The mirror image across the vertical line `x = axis`.
    ///
    /// Arcs keep their radius; their angles reflect (`θ → π − θ`) and their direction flips.
    public func mirrored(aroundX axis: Double) -> Path {
        map { Point(x: 2 * axis - $0.x, y: $0.y) } arc: { center, radius, start, end, clockwise in
            .arc(center: Point(x: 2 * axis - center.x, y: center.y), radius: radius,
                 startAngle: Double.pi - start, endAngle: Double.pi - end, clockwise: !clockwise)
        }
    }

    /// The path scaled by `scale` (the same in both directions) around (0, 0), then turned by
    /// `rotation` radians (clockwise on screen, y down) around (0, 0), then moved by `offset`.
    public func transformed(scale: Double, rotation: Double, offset: Point) -> Path {
        let cosine = cos(rotation), sine = sin(rotation)
        func apply(_ p: Point) -> Point {
            Point(x: scale * (p.x * cosine - p.y * sine) + offset.x, y: scale * (p.x * sine + p.y * cosine) + offset.y)
        }
        return map(apply) { center, radius, start, end, clockwise in
            .arc(center: apply(center), radius: radius * abs(scale), startAngle: start + rotation, endAngle: end + rotation,
                 clockwise: clockwise)
        }
    }

    private func map(
        _ point: (Point) -> Point,
        arc: (Point, Double, Double, Double, Bool) -> PathElement
    ) -> Path {
        Path(elements.map { element in
            switch element {
            case .move(let p): .move(to: point(p))
            case .line(let p): .line(to: point(p))
            case .curve(let p, let c1, let c2): .curve(to: point(p), control1: point(c1), control2: point(c2))
            case .arc(let center, let radius, let start, let end, let clockwise):
                arc(center, radius, start, end, clockwise)
            case .close: .close
            }
        })
    }
}
