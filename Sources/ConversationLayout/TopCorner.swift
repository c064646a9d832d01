/// One of a picture's top corners, toward which a mark over it (a tapback) points.
package enum TopCorner: Sendable, Hashable {
    /// The top-left corner.
    case left
    /// The top-right corner.
    case right
}
