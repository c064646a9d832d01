internal import CCairoPango
import BubbleGeometry

extension DrawingContext {
    /// Veils `boxes` (the hidden characters' line boxes, in points) with specks in `color`: one
    /// tile of ``SpoilerParticles`` drawn on a surface like the target
    /// (`cairo_surface_create_similar`: pixels for PNG, a recording for SVG and PDF), repeated
    /// (`CAIRO_EXTEND_REPEAT`) from `origin`, moved onto the device's pixel grid, over each
    /// box's band (``SpoilerParticles/band(over:)``), then fainter over the band's fringe
    /// (`cairo_paint_with_alpha` clipped to the ring, `CAIRO_FILL_RULE_EVEN_ODD`), so that the
    /// veil's edges are soft. The cost is one tile's specks and the boxes' area, not a speck
    /// path as large as the spoiler.
    func drawSpoilerVeil(over boxes: [Rect], seed: UInt64, color: RGBAColor, at origin: Point) {
        let bands = boxes.compactMap(SpoilerParticles.band(over:))
        guard !bands.isEmpty else { return }
        let pixels = max(1, Int((SpoilerParticles.tileSide * scale).rounded()))
        let particles = SpoilerParticles(side: Double(pixels) / scale, seed: seed)
        // Ours; an error surface when Cairo fails, which turns the context's status into the error.
        let tile = cairo_surface_create_similar(cairo_get_target(pointer), CAIRO_CONTENT_COLOR_ALPHA, Int32(pixels), Int32(pixels))
        defer { cairo_surface_destroy(tile) }
        if let cr = cairo_create(tile) {
            cairo_scale(cr, scale, scale)
            for opacity in SpoilerParticles.opacities {
                cairo_new_path(cr)
                for speck in particles.dots where speck.opacity == opacity {
                    cairo_rectangle(cr, speck.center.x - speck.radius, speck.center.y - speck.radius, 2 * speck.radius, 2 * speck.radius)
                }
                cairo_set_source_rgba(cr, color.redComponent, color.greenComponent, color.blueComponent, color.alphaComponent * opacity)
                cairo_fill(cr)
            }
            cairo_destroy(cr)
        }
        var x = origin.x
        var y = origin.y
        cairo_user_to_device(pointer, &x, &y)
        x.round()
        y.round()
        cairo_device_to_user(pointer, &x, &y)
        // Ours as well.
        let pattern = cairo_pattern_create_for_surface(tile)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, scale, scale)
        cairo_matrix_translate(&matrix, -x, -y)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_save(pointer)
        cairo_set_source(pointer, pattern)
        cairo_new_path(pointer)
        for band in bands {
            cairo_rectangle(pointer, band.core.minX, band.core.minY, band.core.width, band.core.height)
        }
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
        cairo_fill(pointer)
        // The fringe around each band: the same specks, fainter, so that the veil's edges are soft.
        for band in bands {
            cairo_rectangle(pointer, band.fringe.minX, band.fringe.minY, band.fringe.width, band.fringe.height)
            cairo_rectangle(pointer, band.core.minX, band.core.minY, band.core.width, band.core.height)
        }
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(pointer)
        cairo_paint_with_alpha(pointer, SpoilerParticles.fringeOpacity)
        cairo_restore(pointer)
    }
}
