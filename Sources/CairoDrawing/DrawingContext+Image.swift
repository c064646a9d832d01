import ConversationLayout
internal import CCairoPango
import BubbleGeometry

extension DrawingContext {
    /// Paints `image` scaled to cover `rect` (cropping what sticks out, centred), clipped to
    /// `clip` moved by `clipOffset`.
    ///
    /// On an image surface the photo is first scaled into the device pixels it covers on the
    /// whole page (``ImageCache/placed(_:covering:scale:)``) and then copied at a whole-pixel
    /// offset, so every band of a page gets the very pixels one tall surface would: scaling
    /// straight into a band samples the photo at positions rounded differently for each band
    /// offset. Vector surfaces get the original image, scaled by the viewer.
    package func drawImage(_ image: MessageImage, in rect: Rect, clip: Path, clipOffset: Point) throws(RenderError) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        self.clip(to: clip, movedBy: clipOffset)
        if surface is ImageSurface {
            let box = PixelBox(covering: rect, scale: scale)
            let scale = self.scale
            let placed = try images.placed(image, covering: rect, scale: scale) { source throws(RenderError) in
                try Self.scaled(source, covering: rect, box: box, scale: scale)
            }
            cairo_identity_matrix(pointer)
            cairo_set_source_surface(pointer, placed.pointer, Double(box.x), Double(box.y))
        } else {
            let source = try images.surface(for: image)
            Self.setCoveringSource(source, in: rect, on: pointer)
        }
        cairo_paint(pointer)
    }

    /// `source` scaled to cover `rect`, drawn into a surface of the device pixels `box`.
    private static func scaled(_ source: ImageSurface, covering rect: Rect, box: PixelBox, scale: Double) throws(RenderError) -> ImageSurface {
        let target = try ImageSurface(width: box.width, height: box.height)
        let cr = try DrawingContext(surface: target, scale: 1)
        cairo_translate(cr.pointer, -Double(box.x), -Double(box.y))
        cairo_scale(cr.pointer, scale, scale)
        setCoveringSource(source, in: rect, on: cr.pointer)
        cairo_paint(cr.pointer)
        try cr.check()
        target.flush()
        return target
    }

    /// Makes `source` the source of `cr`, scaled to cover `rect` (in the current user space)
    /// and centred, with Cairo's good filter.
    package static func setCoveringSource(_ source: ImageSurface, in rect: Rect, on cr: OpaquePointer) {
        let scale = max(rect.width / Double(source.width), rect.height / Double(source.height))
        cairo_translate(cr, rect.minX + (rect.width - Double(source.width) * scale) / 2,
                        rect.minY + (rect.height - Double(source.height) * scale) / 2)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, source.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    }
}
