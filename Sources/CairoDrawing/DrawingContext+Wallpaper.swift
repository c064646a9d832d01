internal import CCairoPango
import BubbleGeometry
import ConversationLayout

extension DrawingContext {
    /// Draws a screen's wallpaper over its rect. A photo goes through
    /// ``drawImage(_:in:clip:clipOffset:)``, so its bands match one tall surface. On an
    /// image surface the doodles are drawn once into a tile a whole number of device pixels
    /// wide (kept in ``images`` for the page's other bands) and repeated from the rect's
    /// corner pixel for pixel; vector surfaces get every doodle's lines. A soft gradient (see
    /// ``GradientSource``) is painted over the rect with the doodles over it, or shows through
    /// the doodles on the base colour.
    package func draw(_ wallpaper: ScreenWallpaper) throws(RenderError) {
        let rect = wallpaper.rect
        switch wallpaper.fill {
        case .color(let color):
            fillRect(rect, color: color)
        case .image(let image, let veil):
            try drawImage(image, in: rect, clip: .rect(rect), clipOffset: Point(x: 0, y: 0))
            if let veil { fillRect(rect, color: veil) }
        case .doodle(let ink, let pattern):
            try drawDoodles(pattern, ink: ink, in: rect)
        case .gradient(let gradient, .ink(let ink), _, let pattern):
            if let source = try GradientSource.over(rect, gradient, opacity: 1, in: self) {
                cairo_save(pointer)
                cairo_rectangle(pointer, rect.minX, rect.minY, rect.width, rect.height)
                if source.inDevicePixels { cairo_identity_matrix(pointer) }
                cairo_set_source(pointer, source.pattern)
                cairo_fill(pointer)
                cairo_restore(pointer)
            }
            try drawDoodles(pattern, ink: ink, in: rect)
        case .gradient(let gradient, .gradient(let opacity), let base, let pattern):
            fillRect(rect, color: base)
            if let source = try GradientSource.over(rect, gradient, opacity: opacity, in: self) {
                try drawDoodles(pattern, ink: .white, in: rect, showing: source)
            }
        }
    }

    /// The doodles of `pattern` over `rect`, in `ink`, or, with a `source`, as holes that
    /// show it.
    private func drawDoodles(_ pattern: DoodlePattern, ink: RGBAColor, in rect: Rect, showing source: GradientSource? = nil) throws(RenderError) {
        if surface is ImageSurface {
            try paintDoodles(pattern, ink: ink, in: rect, showing: source)
        } else {
            strokeDoodles(DoodleTile(pattern: pattern), ink: ink, in: rect, showing: source)
        }
    }

    private func paintDoodles(_ pattern: DoodlePattern, ink: RGBAColor, in rect: Rect, showing source: GradientSource?) throws(RenderError) {
        let scale = self.scale
        let pixels = max(1, Int((pattern.side * scale).rounded()))
        let tile = try images.doodleTile(ink: ink, pattern: pattern, pixels: pixels, scale: scale) { () throws(RenderError) in
            let surface = try ImageSurface(width: pixels, height: pixels)
            let cr = try DrawingContext(surface: surface, scale: scale)
            let design = DoodleTile(side: Double(pixels) / scale, pattern: pattern)
            cr.strokeDoodles(design, ink: ink, in: Rect(x: 0, y: 0, width: design.side, height: design.side), showing: nil)
            try cr.check()
            surface.flush()
            return surface
        }
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        cairo_rectangle(pointer, rect.minX, rect.minY, rect.width, rect.height)
        let corner = (x: (rect.minX * scale).rounded(), y: (rect.minY * scale).rounded())
        guard let source else {
            cairo_identity_matrix(pointer)
            cairo_set_source_surface(pointer, tile.pointer, corner.x, corner.y)
            cairo_pattern_set_extend(cairo_get_source(pointer), CAIRO_EXTEND_REPEAT)
            cairo_pattern_set_filter(cairo_get_source(pointer), CAIRO_FILTER_NEAREST)
            cairo_fill(pointer)
            return
        }
        // The gradient, in device pixels, painted through the tile, placed in device pixels.
        cairo_clip(pointer)
        cairo_identity_matrix(pointer)
        cairo_set_source(pointer, source.pattern)
        guard let mask = cairo_pattern_create_for_surface(tile.pointer) else { throw .cairo("cairo_pattern_create_for_surface returned nothing") }
        defer { cairo_pattern_destroy(mask) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, -corner.x, -corner.y)
        cairo_pattern_set_matrix(mask, &matrix)
        cairo_pattern_set_extend(mask, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(mask, CAIRO_FILTER_NEAREST)
        cairo_mask(pointer, mask)
    }

    /// Strokes the lines of `tile`, repeated from `rect`'s corner, clipped to `rect`, in
    /// `ink` or in `source`.
    private func strokeDoodles(_ tile: DoodleTile, ink: RGBAColor, in rect: Rect, showing source: GradientSource?) {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        cairo_rectangle(pointer, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(pointer)
        if let source {
            cairo_set_source(pointer, source.pattern)
        } else {
            cairo_set_source_rgba(pointer, ink.redComponent, ink.greenComponent, ink.blueComponent, ink.alphaComponent)
        }
        cairo_set_line_width(pointer, tile.lineWidth)
        cairo_set_line_cap(pointer, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(pointer, CAIRO_LINE_JOIN_ROUND)
        var y = rect.minY
        while y < rect.maxY {
            var x = rect.minX
            while x < rect.maxX {
                replay(tile.lines.offsetBy(dx: x, dy: y))
                cairo_stroke(pointer)
                x += tile.side
            }
            y += tile.side
        }
    }
}
