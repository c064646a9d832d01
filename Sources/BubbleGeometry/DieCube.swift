/// A die seen from above and to the front, as Telegram's 🎲 comes to rest: a cube with its
/// front face showing the value, its top and right faces two of the values beside it (never
/// the value's opposite, which adds up to 7 with it), each face a rounded parallelogram set a
/// little inside the cube's rounded outline so that its edges show as bevels (our own
/// drawing), in a box as wide as the face it shows in front, with its top-left corner at (0, 0).
public struct DieCube: Sendable, Hashable {
    /// The face whose value the front shows, as wide as the box the cube fills.
    public let shown: DieFace

    /// The cube showing `shown`'s value in front, in a box of `shown`'s side.
    public init(showing shown: DieFace) {
        self.shown = shown
    }

    /// The value on the front face, from 1 to 6.
    public var value: Int { shown.value }
    /// The side of the box the cube fills, in points.
    public var side: Double { shown.side }

    /// One visible face: where its corners are, as a corner and two edges.
    public struct Face: Sendable, Hashable {
        /// The face's corner that `across` and `down` start from.
        public let origin: Point
        /// The edge along which the face's pips run across.
        public let across: Point
        /// The edge along which the face's pips run down.
        public let down: Point
        /// The value the face shows.
        public let value: Int

        /// The point `a` of the way across and `b` of the way down the face.
        public func point(_ a: Double, _ b: Double) -> Point {
            Point(x: origin.x + a * across.x + b * down.x, y: origin.y + a * across.y + b * down.y)
        }
    }

    /// The front face's side, and how far right and up the back of the cube is from its front,
    /// as fractions of ``side``.
    static let front = 0.74, depth = (across: 0.26, up: 0.22)
    /// The values on the top and right faces beside each value in front.
    static let neighbours = [1: (2, 3), 2: (1, 3), 3: (1, 2), 4: (1, 5), 5: (1, 4), 6: (2, 4)]

    private var f: Double { Self.front * side }
    private var d: Double { Self.depth.across * side }
    private var t: Double { Self.depth.up * side }

    /// The front face, square, at the bottom left.
    public var frontFace: Face { Face(origin: Point(x: 0, y: t), across: Point(x: f, y: 0), down: Point(x: 0, y: f), value: value) }
    /// The top face, from the back's top-left corner across the top and down to the front's top edge.
    public var topFace: Face {
        Face(origin: Point(x: d, y: 0), across: Point(x: f, y: 0), down: Point(x: -d, y: t), value: Self.neighbours[value]?.0 ?? 1)
    }
    /// The right face, from the front's top-right corner back and up, and down.
    public var rightFace: Face {
        Face(origin: Point(x: f, y: t), across: Point(x: d, y: -t), down: Point(x: 0, y: f), value: Self.neighbours[value]?.1 ?? 2)
    }

    /// The corners' radius of the cube's outline and of its faces.
    public var cornerRadius: Double { side * 0.09 }
    /// How far inside the cube's outline the faces are set: the width of the bevels.
    public var bevel: Double { side * 0.025 }

    /// The cube's outline: the front face with the top and right faces behind it.
    public var outline: Path {
        Self.roundedPolygon([Point(x: 0, y: t + f), Point(x: 0, y: t), Point(x: d, y: 0), Point(x: f + d, y: 0), Point(x: f + d, y: f),
                             Point(x: f, y: t + f)], radius: cornerRadius)
    }

    /// `face` set ``bevel`` inside its edges, its corners rounded.
    public func body(_ face: Face) -> Path {
        let area = abs(face.across.x * face.down.y - face.across.y * face.down.x)
        let a = bevel * length(face.down) / area, b = bevel * length(face.across) / area
        return Self.roundedPolygon([face.point(a, b), face.point(1 - a, b), face.point(1 - a, 1 - b), face.point(a, 1 - b)],
                                   radius: cornerRadius * 0.8)
    }

    /// The pips of `face` in the classic arrangement (``DieFace``), round on the face, so
    /// ellipses on the slanted faces.
    public func pips(_ face: Face) -> Path {
        guard let layout = DieFace(value: face.value, side: 1) else { return Path() }
        var path = Path()
        // A circle as four cubics, each a quarter turn, mapped onto the face.
        let k = 0.5523, r = layout.pipRadius
        for centre in layout.pipCentres {
            func at(_ x: Double, _ y: Double) -> Point { face.point(centre.x + x * r, centre.y + y * r) }
            path.move(to: at(1, 0))
            path.curve(to: at(0, 1), control1: at(1, k), control2: at(k, 1))
            path.curve(to: at(-1, 0), control1: at(-k, 1), control2: at(-1, k))
            path.curve(to: at(0, -1), control1: at(-1, -k), control2: at(-k, -1))
            path.curve(to: at(1, 0), control1: at(k, -1), control2: at(1, -k))
            path.close()
        }
        return path
    }

    private func length(_ p: Point) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }

    /// The polygon through `points` with each corner cut by a curve that leaves the edges
    /// `radius` points from the corner (less on a short edge) and bends through the corner.
    static func roundedPolygon(_ points: [Point], radius: Double) -> Path {
        var path = Path()
        let count = points.count
        for index in 0..<count {
            let previous = points[(index + count - 1) % count], corner = points[index], next = points[(index + 1) % count]
            func toward(_ p: Point) -> Point {
                let dx = p.x - corner.x, dy = p.y - corner.y
                let reach = min(radius, (dx * dx + dy * dy).squareRoot() / 2) / max((dx * dx + dy * dy).squareRoot(), 1e-12)
                return Point(x: corner.x + dx * reach, y: corner.y + dy * reach)
            }
            let enter = toward(previous), leave = toward(next)
            if index == 0 { path.move(to: enter) } else { path.line(to: enter) }
            path.curve(to: leave, control1: Point(x: enter.x + (corner.x - enter.x) * 0.55, y: enter.y + (corner.y - enter.y) * 0.55),
                       control2: Point(x: leave.x + (corner.x - leave.x) * 0.55, y: leave.y + (corner.y - leave.y) * 0.55))
        }
        path.close()
        return path
    }
}
