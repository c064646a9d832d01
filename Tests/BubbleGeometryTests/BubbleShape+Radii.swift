@testable import BubbleGeometry

extension BubbleShape {
    /// The radii of the outline's corner arcs, in path order.
    var arcRadii: [Double] {
        path.elements.compactMap { element in
            if case .arc(_, let radius, _, _, _) = element { return radius }
            return nil
        }
    }
}
