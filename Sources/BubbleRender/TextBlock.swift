import CairoDrawing
import BubbleGeometry

/// A laid-out text and the box it needs: Pango's logical extents widened to cover the ink,
/// so glyphs that overhang (stacked marks, swashes, italics) stay inside.
struct TextBlock {
    let layout: TextLayout
    /// The box in the layout's own coordinates.
    let box: Rect

    init(layout: TextLayout) {
        let extents = layout.extents
        self.layout = layout
        self.box = extents.ink.width > 0 ? extents.logical.union(extents.ink) : extents.logical
    }

    /// The box's size rounded up to whole points.
    var size: Size {
        Size(width: box.width.rounded(.up), height: box.height.rounded(.up))
    }

    /// Where the layout's origin goes so that the box is centred in `rect`.
    func origin(centredIn rect: Rect) -> Point {
        Point(x: rect.minX + (rect.width - box.width) / 2 - box.minX,
              y: rect.minY + (rect.height - box.height) / 2 - box.minY)
    }
}
