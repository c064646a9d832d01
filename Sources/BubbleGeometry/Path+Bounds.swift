extension Path {
    /// The exact bounding box of the outline the path draws: curve extremes and arc sweeps
    /// included, control points that the curve never reaches excluded. `nil` for an empty path.
    public var bounds: Rect? {
        var box = BoundingBox()
        var current = Point.zero
        var subpathStart = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                box.add(p)
                current = p
                subpathStart = p
            case .line(let p):
                box.add(p)
                current = p
            case .curve(let p, let c1, let c2):
                for t in Self.cubicExtremes(current.x, c1.x, c2.x, p.x) + Self.cubicExtremes(current.y, c1.y, c2.y, p.y) {
                    box.add(Self.cubicPoint(current, c1, c2, p, t))
                }
                box.add(p)
                current = p
            case .arc(let center, let radius, let start, let end, let clockwise):
                let sweep = ArcSweep(start: start, end: end, clockwise: clockwise)
                box.add(sweep.point(at: sweep.start, center: center, radius: radius))
                for angle in sweep.axisAngles {
                    box.add(sweep.point(at: angle, center: center, radius: radius))
                }
                current = sweep.point(at: sweep.end, center: center, radius: radius)
                box.add(current)
            case .close:
                current = subpathStart
            }
        }
        return box.rect
    }

    /// Parameters in (0, 1) where one coordinate of a cubic Bézier has a turning point.
    static func cubicExtremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // Derivative / 3: a t² + b t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let s = discriminant.squareRoot()
                roots.append((-b + s) / (2 * a))
                roots.append((-b - s) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The point at parameter `t` of a cubic Bézier.
    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                     y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}

/// A growing axis-aligned box.
private struct BoundingBox {
    private var minX = Double.infinity, minY = Double.infinity
    private var maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: Point) {
        minX = min(minX, p.x); minY = min(minY, p.y)
        maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }

    var rect: Rect? {
        minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }
}
