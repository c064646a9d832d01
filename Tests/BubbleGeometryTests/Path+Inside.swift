import BubbleGeometry

extension Path {
    /// Whether the path lies inside `box`, give or take 1e-9 points of rounding; nil when it
    /// draws nothing.
    func liesInside(_ box: Rect) -> Bool? {
        bounds.map { box.insetBy(dx: -1e-9, dy: -1e-9).contains($0) }
    }
}
