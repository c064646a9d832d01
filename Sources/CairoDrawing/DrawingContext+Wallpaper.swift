internal import CCairoPango
import BubbleGeometry
import ConversationLayout

extension DrawingContext {
    /// Draws a screen's wallpaper over its rect. A photo goes through
    /// ``drawImage(_:in:clip:clipOffset:)``, so its bands match one tall surface. On an
    /// image surface the doodles are drawn once into a tile a whole number of device pixels
    /// wide (kept in ``images`` for the page's other bands) and repeated from the rect's
    /// corner pixel for pixel; vector surfaces get every doodle's lines.
    package func draw(_ wallpaper: ScreenWallpaper) throws(RenderError) {
        let rect = wallpaper.rect
        switch wallpaper.fill {
        case .color(let color):
            fillRect(rect, color: color)
        case .image(let image, let veil):
            try drawImage(image, in: rect, clip: .rect(rect), clipOffset: Point(x: 0, y: 0))
            if let veil { fillRect(rect, color: veil) }
        case .doodle(let ink):
            if surface is ImageSurface {
                try paintDoodles(ink: ink, in: rect)
            } else {
                strokeDoodles(DoodleTile(), ink: ink, in: rect)
            }
        }
    }

    private func paintDoodles(ink: RGBAColor, in rect: Rect) throws(RenderError) {
        let scale = self.scale
        let pixels = max(1, Int((DoodleTile.designSide * scale).rounded()))
        let tile = try images.doodleTile(ink: ink, pixels: pixels, scale: scale) { () throws(RenderError) in
            let surface = try ImageSurface(width: pixels, height: pixels)
            let cr = try DrawingContext(surface: surface, scale: scale)
            let design = DoodleTile(side: Double(pixels) / scale)
            cr.strokeDoodles(design, ink: ink, in: Rect(x: 0, y: 0, width: design.side, height: design.side))
            try cr.check()
            surface.flush()
            return surface
        }
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        cairo_rectangle(pointer, rect.minX, rect.minY, rect.width, rect.height)
        let corner = (x: (rect.minX * scale).rounded(), y: (rect.minY * scale).rounded())
        cairo_identity_matrix(pointer)
        cairo_set_source_surface(pointer, tile.pointer, corner.x, corner.y)
        cairo_pattern_set_extend(cairo_get_source(pointer), CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(cairo_get_source(pointer), CAIRO_FILTER_NEAREST)
        cairo_fill(pointer)
    }

    /// Strokes the lines of `tile`, repeated from `rect`'s corner, clipped to `rect`.
    private func strokeDoodles(_ tile: DoodleTile, ink: RGBAColor, in rect: Rect) {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        cairo_rectangle(pointer, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(pointer)
        cairo_set_source_rgba(pointer, ink.redComponent, ink.greenComponent, ink.blueComponent, ink.alphaComponent)
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
