/// An axis-aligned rectangle in points.
public struct Rect: Sendable, Hashable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// The rectangle whose top-left corner is `origin`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle whose top-left corner is (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The middle, left to right.
    public var midX: Double { origin.x + size.width / 2 }
    /// The middle, top to bottom.
    public var midY: Double { origin.y + size.height / 2 }
    /// `size.width`.
    public var width: Double { size.width }
    /// `size.height`.
    public var height: Double { size.height }

    /// The smallest rectangle containing both rectangles.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom
    /// (grown for negative values).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The smallest rectangle with whole-number edges that contains this one.
    public var integral: Rect {
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    /// Whether `other` lies inside this rectangle (edges included).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The mirror image across the vertical line `x = axis`.
    public func mirrored(aroundX axis: Double) -> Rect {
        Rect(x: 2 * axis - maxX, y: minY, width: width, height: height)
    }
}
