import BubbleGeometry

/// The whole device pixels a rectangle in points touches at a scale: from the pixel holding
/// its top-left corner to the one holding its bottom-right.
package struct PixelBox: Hashable {
    package let x: Int
    package let y: Int
    package let width: Int
    package let height: Int

    package init(covering rect: Rect, scale: Double) {
        x = Int((rect.minX * scale).rounded(.down))
        y = Int((rect.minY * scale).rounded(.down))
        width = max(1, Int((rect.maxX * scale).rounded(.up)) - x)
        height = max(1, Int((rect.maxY * scale).rounded(.up)) - y)
    }
}
