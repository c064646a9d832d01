internal import CCairoPango
import BubbleGeometry

extension DrawingContext {
    /// Paints `backdrop` over its bar: on an image surface the capture scaled into the page's
    /// device pixels, copied at a whole-pixel offset; on a vector surface the capture itself,
    /// scaled to the bar and smoothed by the viewer.
    package func paint(_ backdrop: Backdrop) {
        let rect = backdrop.material.rect
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        cairo_rectangle(pointer, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(pointer)
        if surface is ImageSurface, let placed = backdrop.placed {
            let box = PixelBox(covering: rect, scale: scale)
            cairo_identity_matrix(pointer)
            cairo_set_source_surface(pointer, placed.pointer, Double(box.x), Double(box.y))
        } else {
            cairo_translate(pointer, rect.minX, rect.minY)
            cairo_scale(pointer, 1 / Backdrop.pixelsPerPoint, 1 / Backdrop.pixelsPerPoint)
            cairo_set_source_surface(pointer, backdrop.blurred.pointer, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(pointer), CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(pointer), CAIRO_EXTEND_PAD)
        }
        cairo_paint(pointer)
    }
}
