import BubbleGeometry
import CairoDrawing
import ConversationLayout

/// What the page loop (``PagedRows``) draws: rows it can lay out again by index, on a
/// background, and the errors that name a row as the user knows it.
protocol PageContent {
    /// The colour under the rows.
    var background: RGBAColor { get }
    /// How far beyond its box a row may draw, in points: a band of a page draws every row
    /// that comes this close to it.
    var overdraw: Double { get }
    /// Row `index`, laid out.
    func row(_ index: Int) throws(RenderError) -> Row<TextLayout>
    /// `error`, which drawing row `index` raised, as the user should read it.
    func problem(_ error: RenderError, drawing index: Int) -> RenderError
    /// The error for row `index`, which alone makes its page `pixels` tall at `scale`: more
    /// than an image can be.
    func tooTall(_ index: Int, pixels: Int, scale: Double) -> RenderError
    /// Draws what lies under the rows, over the background: a screen's wallpaper. Nothing by default.
    func drawUnderlay(on cr: DrawingContext) throws(RenderError)
    /// The translucent bar the rows scroll under (a screen's iOS header), whose
    /// ``Backdrop`` ``drawOverlay(on:backdrop:)`` paints; nil by default.
    var material: BarMaterial? { get }
    /// Draws what covers the rows, after them: a screen's bars, the translucent one over
    /// `backdrop`. Nothing by default.
    func drawOverlay(on cr: DrawingContext, backdrop: Backdrop?) throws(RenderError)
}

extension PageContent {
    var material: BarMaterial? { nil }
    func drawUnderlay(on cr: DrawingContext) throws(RenderError) {}
    func drawOverlay(on cr: DrawingContext, backdrop: Backdrop?) throws(RenderError) {}

    /// What ``material``'s bar shows of `rows` beneath it, for a page drawn at `pageScale`
    /// pixels per point (nil for vector pages), decoding photos through `images`; nil
    /// without a material.
    func backdrop(beneath rows: PageRows, pageScale: Double?, images: ImageCache) throws(RenderError) -> Backdrop? {
        guard let material else { return nil }
        var beneath = rows
        return try Backdrop(material: material, pageScale: pageScale, images: images) { cr throws(RenderError) in
            cr.clear(to: background)
            try drawUnderlay(on: cr)
            try beneath.draw(visible: material.rect.minY...material.rect.maxY + 3 * material.blur, content: self, on: cr)
        }
    }
}
