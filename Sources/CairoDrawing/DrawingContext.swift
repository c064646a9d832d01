internal import CCairoPango
import BubbleGeometry

/// Owns a `cairo_t` drawing on a surface, in points: the scale factor is applied once, here,
/// and everything drawn afterwards stays in points.
package final class DrawingContext {
    /// The `cairo_t *`, owned: released with `cairo_destroy`.
    let pointer: OpaquePointer
    /// The surface drawn on, kept alive by the context.
    package let surface: any CairoSurface
    /// Where decoded images come from; shared by the bands of a page.
    package let images: ImageCache
    /// Device pixels per point.
    package let scale: Double
    /// How many device pixels down the drawing the surface starts (a band's first row).
    package let originY: Int

    /// `cairo_create` and `cairo_scale(scale, scale)`; with an `originY`, the surface shows
    /// the drawing from that many device pixels down (a band of a taller image). The band's
    /// place is the surface's device offset (`cairo_surface_set_device_offset`), not a
    /// translation of the user space: Cairo 1.16 rounds glyph positions after the translation,
    /// so a translated band can set a text one pixel off where one tall surface draws it.
    package init(surface: any CairoSurface, scale: Double, originY: Int = 0, images: ImageCache = ImageCache()) throws(RenderError) {
        if originY != 0 { cairo_surface_set_device_offset(surface.pointer, 0, -Double(originY)) }
        guard let cr = cairo_create(surface.pointer) else { throw .cairo("cairo_create returned nothing") }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            throw surface.writeError ?? .cairo(CairoStatus.message(status))
        }
        pointer = cr
        self.surface = surface
        self.images = images
        self.scale = scale
        self.originY = originY
        cairo_scale(cr, scale, scale)
    }

    deinit {
        // The context may hold the last font it drew with.
        FontFaceLock.shared.withLock {
            cairo_destroy(pointer)
        }
    }

    /// Paints the whole surface with `color`, replacing what was there (`CAIRO_OPERATOR_SOURCE`).
    package func clear(to color: RGBAColor) {
        cairo_save(pointer)
        cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE)
        setSource(color)
        cairo_paint(pointer)
        cairo_restore(pointer)
    }

    /// Narrows the clip to `path` moved by `offset` (`cairo_clip`), until the caller's
    /// `cairo_restore`.
    func clip(to path: Path, movedBy offset: Point) {
        cairo_translate(pointer, offset.x, offset.y)
        replay(path)
        cairo_translate(pointer, -offset.x, -offset.y)
        cairo_clip(pointer)
    }

    /// Fills `path` moved by `offset` with `color`, inside `clip` moved by `clipOffset`
    /// (`cairo_clip`, then `cairo_fill`).
    package func fill(_ path: Path, at offset: Point, color: RGBAColor, clip: Path, clipOffset: Point) {
        cairo_save(pointer)
        self.clip(to: clip, movedBy: clipOffset)
        fill(path, at: offset, color: color)
        cairo_restore(pointer)
    }

    /// Fills `path`, moved by `offset`, with `color` (non-zero winding).
    package func fill(_ path: Path, at offset: Point, color: RGBAColor) {
        cairo_save(pointer)
        cairo_translate(pointer, offset.x, offset.y)
        replay(path)
        setSource(color)
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
        cairo_fill(pointer)
        cairo_restore(pointer)
    }

    /// Strokes `path`, moved by `offset`, with a line of `width` points centred on it,
    /// dashed when `dash` is given (`cairo_set_dash`).
    package func stroke(_ path: Path, at offset: Point, color: RGBAColor, width: Double, dash: Double? = nil) {
        cairo_save(pointer)
        cairo_translate(pointer, offset.x, offset.y)
        replay(path)
        setSource(color)
        cairo_set_line_width(pointer, width)
        if let dash {
            var pattern = [dash, dash]
            cairo_set_dash(pointer, &pattern, 2, 0)
        }
        cairo_set_line_join(pointer, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(pointer)
        cairo_restore(pointer)
    }

    /// Clears a band of `width` points centred on `path`'s outline back to transparent.
    package func erase(_ path: Path, at offset: Point, width: Double) {
        cairo_save(pointer)
        cairo_set_operator(pointer, CAIRO_OPERATOR_CLEAR)
        stroke(path, at: offset, color: .black, width: width)
        cairo_restore(pointer)
    }

    /// Clears `path`, moved by `offset`, back to transparent (non-zero winding).
    package func erase(_ path: Path, at offset: Point) {
        cairo_save(pointer)
        cairo_set_operator(pointer, CAIRO_OPERATOR_CLEAR)
        fill(path, at: offset, color: .black)
        cairo_restore(pointer)
    }

    /// Fills a rectangle with `color`.
    package func fillRect(_ rect: Rect, color: RGBAColor) {
        cairo_save(pointer)
        cairo_rectangle(pointer, rect.minX, rect.minY, rect.width, rect.height)
        setSource(color)
        cairo_fill(pointer)
        cairo_restore(pointer)
    }

    /// Draws a laid-out text with its layout origin at `origin` (`pango_cairo_show_layout`).
    /// A text with entities is drawn by ``showRich(_:at:color:)``.
    package func show(_ text: TextLayout, at origin: Point, color: RGBAColor) {
        if text.spans.isEmpty {
            showPlain(text, at: origin, color: color)
        } else {
            showRich(text, at: origin, color: color)
        }
    }

    /// Draws the layout as it is (`pango_cairo_show_layout`).
    func showPlain(_ text: TextLayout, at origin: Point, color: RGBAColor) {
        cairo_save(pointer)
        cairo_move_to(pointer, origin.x, origin.y)
        setSource(color)
        FontFaceLock.shared.withLock {
            pango_cairo_show_layout(pointer, text.pointer)
        }
        cairo_restore(pointer)
    }

    /// Ends the current page of a paged surface (`cairo_show_page`).
    package func showPage() {
        FontFaceLock.shared.withLock {
            cairo_show_page(pointer)
        }
    }

    /// Cairo's sticky error status: anything but success means the drawing is not to be trusted.
    package func check() throws(RenderError) {
        if let error = surface.writeError { throw error }
        try CairoStatus.check(cairo_status(pointer))
    }

    private func setSource(_ color: RGBAColor) {
        cairo_set_source_rgba(pointer, color.redComponent, color.greenComponent, color.blueComponent, color.alphaComponent)
    }
}
