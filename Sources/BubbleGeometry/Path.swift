/// A vector outline: a list of `PathElement`s in points.
///
/// A `Path` is a plain value; the renderer replays it into a Cairo context.
public struct Path: Sendable, Hashable {
    public private(set) var elements: [PathElement]

    public init(_ elements: [PathElement] = []) {
        self.elements = elements
    }

    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
    }

    public mutating func line(to point: Point) {
        elements.append(.line(to: point))
    }

    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }

    public mutating func close() {
        elements.append(.close)
    }

    /// Appends every element of another path.
    public mutating func append(_ other: Path) {
        elements.append(contentsOf: other.elements)
    }
}
