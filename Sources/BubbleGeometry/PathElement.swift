/// One drawing instruction of a `Path`, in the vocabulary Cairo and UIKit share.
public enum PathElement: Sendable, Hashable {
    /// Starts a new subpath at a point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A cubic Bézier curve from the current point.
    case curve(to: Point, control1: Point, control2: Point)
    /// A circular arc. Angles are in radians, measured from the positive x axis towards the
    /// positive y axis (downwards), so `clockwise` means clockwise on screen, as in UIKit's
    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`. When the current point is
    /// not the arc's start, a straight line joins them first.
    case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    /// Closes the current subpath with a straight line back to its start.
    case close
}
