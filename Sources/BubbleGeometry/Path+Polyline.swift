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
}
