/// The iMessage typing indicator: a capsule holding three dots, with a tail of two small
/// circles trailing from its bottom corner on the sender's side, like a thought bubble.
///
/// Drawn in the frame of an iMessage bubble: the body starts 4 points in from the frame's
/// edge, as an iMessage body does, so the indicator lines up with the bubbles above it.
public struct TypingBubble: Sendable, Hashable {
    /// The body capsule's size.
    public static let bodySize = Size(width: 58, height: 36)
    /// The radius of each dot.
    public static let dotRadius = 4.0
    /// The distance between the centres of neighbouring dots.
    public static let dotSpacing = 13.0

    /// Which side the tail is on.
    public let side: BubbleSide
    /// The outline: the capsule and both tail circles (non-zero winding, one fill).
    public let path: Path
    /// The centres of the three dots, left to right (each ``dotRadius`` round).
    public let dotCentres: [Point]
    /// The capsule.
    public let body: Rect
    /// What lines the indicator up with bubbles: the body and the 4 points before it.
    public let frame: Rect
    /// Everything the outline covers.
    public let bounds: Rect

    /// The indicator for a sender on `side`.
    public init(side: BubbleSide) {
        let size = Self.bodySize
        let incomingBody = Rect(x: 4, y: 0, width: size.width, height: size.height)
        var outline = Path.roundedRect(incomingBody, radius: size.height / 2)
        let large = (center: Point(x: 8.5, y: size.height - 2), radius: 6.0)
        let small = (center: Point(x: 2.5, y: size.height + 6), radius: 2.5)
        outline.append(.circle(center: large.center, radius: large.radius))
        outline.append(.circle(center: small.center, radius: small.radius))
        let incomingDots = Self.dotCentres(centredIn: incomingBody, spacing: Self.dotSpacing)
        let incomingFrame = Rect(x: 0, y: 0, width: incomingBody.maxX, height: size.height)
        let incomingBounds = Rect(x: 0, y: 0, width: incomingBody.maxX, height: small.center.y + small.radius)
        self.side = side
        if side == .incoming {
            path = outline
            dotCentres = incomingDots
            body = incomingBody
            bounds = incomingBounds
        } else {
            let axis = incomingFrame.width / 2
            path = outline.mirrored(aroundX: axis)
            dotCentres = incomingDots.reversed().map { Point(x: 2 * axis - $0.x, y: $0.y) }
            body = incomingBody.mirrored(aroundX: axis)
            bounds = incomingBounds.mirrored(aroundX: axis)
        }
        frame = incomingFrame
    }

    /// The centres of three dots `spacing` apart, centred in `rect`, left to right: the dots
    /// every theme's typing indicator shows.
    public static func dotCentres(centredIn rect: Rect, spacing: Double) -> [Point] {
        let middle = Point(x: rect.minX + rect.width / 2, y: rect.minY + rect.height / 2)
        return (-1...1).map { step in Point(x: middle.x + Double(step) * spacing, y: middle.y) }
    }
}
