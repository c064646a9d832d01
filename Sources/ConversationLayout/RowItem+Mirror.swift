import BubbleGeometry

extension Row.Item {
    /// The item moved to where its mirror image across the vertical line `x = axis` lies,
    /// drawn the same way round: a text still reads as it did and an icon still points where
    /// it did (an icon that points along the reading direction is flipped before it is moved).
    /// Bubbles and reactions, which the screen's bars do not hold, stay where they are.
    package func movedToMirror(aroundX axis: Double) -> Row.Item {
        switch self {
        case .shape(let path, let color):
            guard let bounds = path.bounds else { return self }
            return .shape(path.offsetBy(dx: 2 * axis - bounds.maxX - bounds.minX, dy: 0), color: color)
        case .text(let block, let origin, let color):
            return .text(block, origin: Point(x: 2 * axis - origin.x - block.box.maxX - block.box.minX, y: origin.y), color: color)
        case .avatar(let avatar, let rect):
            return .avatar(avatar, rect: Rect(x: 2 * axis - rect.maxX, y: rect.minY, width: rect.width, height: rect.height))
        case .pill(let rect, let color):
            return .pill(Rect(x: 2 * axis - rect.maxX, y: rect.minY, width: rect.width, height: rect.height), color: color)
        case .bubble, .reaction:
            return self
        }
    }
}
