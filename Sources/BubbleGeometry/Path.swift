/// A vector outline: a list of `PathElement`s in points.
///
/// A `Path` is a plain value; the renderer replays it into a Cairo context.
public struct Path: Sendable, Hashable {
    /// The drawing instructions, in order.
    public private(set) var elements: [PathElement]

    /// A path of the given elements (none by default).
    public init(_ elements: [PathElement] = []) {
        self.elements = elements
    }

    /// Appends ``PathElement/move(to:)``: starts a new subpath.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
    }

    /// Appends ``PathElement/line(to:)``: a straight line from the current point.
    public mutating func line(to point: Point) {
        elements.append(.line(to: point))
    }

    /// Appends ``PathElement/curve(to:control1:control2:)``: a cubic Bézier curve.
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Appends ``PathElement/arc(center:radius:startAngle:endAngle:clockwise:)``: angles in
    /// radians, `clockwise` as seen on screen.
    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }

    /// Appends ``PathElement/close``: a straight line back to the subpath's start.
    public mutating func close() {
        elements.append(.close)
    }

    /// Appends every element of another path.
    public mutating func append(_ other: Path) {
        elements.append(contentsOf: other.elements)
    }
}
