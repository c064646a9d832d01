extension Path {
    /// The outline of a line `width` wide through `points` (at least two), with mitred joins
    /// and square-cut ends: a stroke as a shape to fill.
    public static func polyline(_ points: [Point], width: Double) -> Path {
        guard points.count >= 2 else { return Path() }
        let half = width / 2
        // The unit normal of each segment, pointing left of its direction.
        let normals: [Point] = zip(points, points.dropFirst()).map { a, b in
            let dx = b.x - a.x, dy = b.y - a.y
            let length = max((dx * dx + dy * dy).squareRoot(), 1e-12)
            return Point(x: -dy / length, y: dx / length)
        }
        var offsets: [Point] = []
        for index in points.indices {
            if index == 0 {
                offsets.append(normals[0])
            } else if index == points.count - 1 {
                offsets.append(normals[index - 1])
            } else {
                // The miter: the mean normal, lengthened so both edges keep their distance.
                let a = normals[index - 1], b = normals[index]
                let sum = Point(x: a.x + b.x, y: a.y + b.y)
                let dot = max((sum.x * b.x + sum.y * b.y), 1e-6)
                offsets.append(Point(x: sum.x / dot, y: sum.y / dot))
            }
        }
        var path = Path()
        for (index, (point, offset)) in zip(points, offsets).enumerated() {
            let p = Point(x: point.x + offset.x * half, y: point.y + offset.y * half)
            if index == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        for (point, offset) in zip(points, offsets).reversed() {
            path.line(to: Point(x: point.x - offset.x * half, y: point.y - offset.y * half))
        }
        path.close()
        return path
    }

    /// The path, made of moves, lines and closes only (a polyline's outline), stretched so
    /// that its bounds are the box of `size` at the origin: a stroke's mitred joins and square
    /// ends reach past the points it was drawn through, and this brings them back in.
    func fitted(to size: Size) -> Path {
        guard let bounds, bounds.width > 0, bounds.height > 0 else { return self }
        func map(_ point: Point) -> Point {
            Point(x: (point.x - bounds.minX) * size.width / bounds.width, y: (point.y - bounds.minY) * size.height / bounds.height)
        }
        return Path(elements.map { element in
            switch element {
            case .move(let point): .move(to: map(point))
            case .line(let point): .line(to: map(point))
            default: element
            }
        })
    }
}
