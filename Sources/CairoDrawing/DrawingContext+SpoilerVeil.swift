internal import CCairoPango
import BubbleGeometry

extension DrawingContext {
    /// Veils `boxes` (points, inset by half a point) with dots in `color`: one tile of
    /// ``SpoilerParticles`` drawn on a surface like the target (`cairo_surface_create_similar`:
    /// pixels for PNG, a recording for SVG and PDF) and repeated over the boxes
    /// (`CAIRO_EXTEND_REPEAT`) from `origin`, moved onto the device's pixel grid. The cost is
    /// one tile's dots and the boxes' area, not a dot path as large as the spoiler.
    func drawSpoilerVeil(over boxes: [Rect], seed: UInt64, color: RGBAColor, at origin: Point) {
        let pixels = max(1, Int((SpoilerParticles.tileSide * scale).rounded()))
        let particles = SpoilerParticles(side: Double(pixels) / scale, seed: seed)
        // Ours; an error surface when Cairo fails, which turns the context's status into the error.
        let tile = cairo_surface_create_similar(cairo_get_target(pointer), CAIRO_CONTENT_COLOR_ALPHA, Int32(pixels), Int32(pixels))
        defer { cairo_surface_destroy(tile) }
        if let cr = cairo_create(tile) {
            cairo_scale(cr, scale, scale)
            for opacity in SpoilerParticles.opacities {
                cairo_new_path(cr)
                for dot in particles.dots where dot.opacity == opacity {
                    cairo_new_sub_path(cr)
                    cairo_arc(cr, dot.center.x, dot.center.y, dot.radius, 0, 2 * Double.pi)
                }
                cairo_set_source_rgba(cr, color.redComponent, color.greenComponent, color.blueComponent, color.alphaComponent * opacity)
                cairo_fill(cr)
            }
            cairo_destroy(cr)
        }
        // Ours as well.
        let pattern = cairo_pattern_create_for_surface(tile)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        var x = origin.x
        var y = origin.y
        cairo_user_to_device(pointer, &x, &y)
        x.round()
        y.round()
        cairo_device_to_user(pointer, &x, &y)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, scale, scale)
        cairo_matrix_translate(&matrix, -x, -y)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_save(pointer)
        cairo_new_path(pointer)
        for box in boxes {
            let area = box.insetBy(dx: 0.5, dy: 0.5)
            guard area.width > 0, area.height > 0 else { continue }
            cairo_rectangle(pointer, area.minX, area.minY, area.width, area.height)
        }
        cairo_set_source(pointer, pattern)
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
        cairo_fill(pointer)
        cairo_restore(pointer)
    }
}
