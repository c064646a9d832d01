internal import CCairoPango
import BubbleGeometry

extension DrawingContext {
    /// Fills `path` with a vertical gradient from `top` at `box.minY` to `bottom` at
    /// `box.maxY` (`cairo_pattern_create_linear`, two colour stops); one colour when they
    /// are the same.
    package func fill(_ path: Path, top: RGBAColor, bottom: RGBAColor, across box: Rect) throws(RenderError) {
        guard top != bottom else {
            fill(path, at: .zero, color: top)
            return
        }
        // Ours: released with `cairo_pattern_destroy` below.
        guard let pattern = cairo_pattern_create_linear(box.minX, box.minY, box.minX, box.maxY) else {
            throw .cairo("cairo_pattern_create_linear returned nothing")
        }
        defer { cairo_pattern_destroy(pattern) }
        for (offset, color) in [(0.0, top), (1.0, bottom)] {
            cairo_pattern_add_color_stop_rgba(pattern, offset, color.redComponent, color.greenComponent, color.blueComponent,
                                              color.alphaComponent)
        }
        try CairoStatus.check(cairo_pattern_status(pattern))
        cairo_save(pointer)
        replay(path)
        cairo_set_source(pointer, pattern)
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
        cairo_fill(pointer)
        cairo_restore(pointer)
    }

    /// The same gradient fill inside `clip` moved by `clipOffset`.
    package func fill(_ path: Path, top: RGBAColor, bottom: RGBAColor, across box: Rect, clip: Path, clipOffset: Point) throws(RenderError) {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        self.clip(to: clip, movedBy: clipOffset)
        try fill(path, top: top, bottom: bottom, across: box)
    }
}
