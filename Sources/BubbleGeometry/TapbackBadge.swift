/// iMessage's tapback badge: a round body holding the reaction, with a tail of two small
/// circles trailing from its bottom corner back toward the message it sits on, like a thought
/// bubble.
///
/// The badge sits at the top corner of a message away from its sender: top right of a bubble
/// on the left (``BubbleSide/incoming``), top left of one on the right, its tail pointing down
/// toward the bubble. Coordinates put the body's top-left corner at (0, 0).
public struct TapbackBadge: Sendable, Hashable {
    /// The diameter of the round body.
    public static let diameter = 30.0
    /// The tail's large circle (centre and radius) for a badge on a bubble on the left.
    static let largeTail = (center: Point(x: 8.5, y: 30.5), radius: 3.5)
    /// The tail's small circle for a badge on a bubble on the left.
    static let smallTail = (center: Point(x: 5.5, y: 37), radius: 2.0)

    /// The side of the bubble the badge sits on (its tail points down toward that side).
    public let side: BubbleSide
    /// The round body.
    public let body: Rect

    /// The centre of the tail's small circle, where the tail ends: the point laid on the
    /// message's edge.
    public var tailEnd: Point {
        let end = Self.smallTail.center
        return side == .incoming ? end : Point(x: Self.diameter - end.x, y: end.y)
    }

    /// The badge on a bubble placed on `side`.
    public init(side: BubbleSide) {
        self.side = side
        body = Rect(x: 0, y: 0, width: Self.diameter, height: Self.diameter)
    }

    /// The outline (body and both tail circles, non-zero winding, one fill), every circle's
    /// radius grown by `grownBy` points: 0 gives the badge, more gives the ring drawn around it
    /// in the background colour. Without `tail`, the body alone: a badge stacked behind the
    /// front one, whose tail Messages does not draw.
    public func outline(grownBy ring: Double = 0, tail: Bool = true) -> Path {
        let radius = Self.diameter / 2
        var path = Path.circle(center: Point(x: radius, y: radius), radius: radius + ring)
        for tail in tail ? [Self.largeTail, Self.smallTail] : [] {
            path.append(.circle(center: tail.center, radius: tail.radius + ring))
        }
        return side == .incoming ? path : path.mirrored(aroundX: radius)
    }

    /// Everything ``outline(grownBy:tail:)`` with its tail covers.
    public func bounds(grownBy ring: Double = 0) -> Rect {
        let radius = Self.diameter / 2
        let circles = [(center: Point(x: radius, y: radius), radius: radius), Self.largeTail, Self.smallTail]
        let incoming = circles.map { circle in
            Rect(x: circle.center.x - circle.radius - ring, y: circle.center.y - circle.radius - ring,
                 width: 2 * (circle.radius + ring), height: 2 * (circle.radius + ring))
        }.reduce(body) { $0.union($1) }
        return side == .incoming ? incoming : incoming.mirrored(aroundX: radius)
    }
}
