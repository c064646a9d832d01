import BubbleGeometry

/// A laid-out text and the box it needs: the logical extents widened to cover the ink, so
/// glyphs that overhang (stacked marks, swashes, italics) stay inside.
package struct TextBlock<Text: MeasuredText> {
    package let text: Text
    /// The box in the text's own coordinates.
    package let box: Rect

    package init(_ text: Text) {
        let extents = text.extents
        self.text = text
        self.box = extents.ink.width > 0 ? extents.logical.union(extents.ink) : extents.logical
    }

    /// The box's size rounded up to whole points.
    package var size: Size {
        Size(width: box.width.rounded(.up), height: box.height.rounded(.up))
    }

    /// Where the text's origin goes so that the box is centred in `rect`.
    package func origin(centredIn rect: Rect) -> Point {
        Point(x: rect.minX + (rect.width - box.width) / 2 - box.minX,
              y: rect.minY + (rect.height - box.height) / 2 - box.minY)
    }
}
