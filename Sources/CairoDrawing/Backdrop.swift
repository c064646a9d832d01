internal import CCairoPango
import BubbleGeometry
import ConversationLayout

/// What a translucent bar shows of the page beneath it (``BarMaterial``): that part of the
/// page drawn once at one pixel per point, a little further down too so that the blur near
/// the bar's lower edge takes in what lies below it, blurred and saturated as the material
/// says. For a PNG page it is then scaled once into the device pixels the bar covers, so every
/// band of the page paints the very same pixels.
package final class Backdrop {
    /// The material and the bar it covers.
    package let material: BarMaterial
    /// The blurred capture at one pixel per point, from the bar's top-left corner.
    let blurred: ImageSurface
    /// The capture scaled into the device pixels of ``PixelBox(covering:scale:)`` of the bar
    /// at the page's scale; nil for vector pages.
    let placed: ImageSurface?

    /// Captures what `draw` paints (in points, on a context showing the page from the bar's
    /// top-left corner) under `material`'s bar, blurs it, and for a raster page of
    /// `pageScale` pixels per point scales it into the page's pixels. Photos come through
    /// `images`, the page's cache.
    package init(material: BarMaterial, pageScale: Double?, images: ImageCache,
                 draw: (DrawingContext) throws(RenderError) -> Void) throws(RenderError) {
        self.material = material
        let rect = material.rect
        let margin = (3 * material.blur).rounded(.up)
        let capture = try ImageSurface(width: max(1, Int(rect.width.rounded(.up))), height: max(1, Int((rect.height + margin).rounded(.up))))
        let cr = try DrawingContext(surface: capture, scale: 1, images: images)
        cairo_translate(cr.pointer, -rect.minX, -rect.minY)
        try draw(cr)
        try cr.check()
        Self.blur(capture, material: material)
        blurred = capture
        guard let pageScale else {
            placed = nil
            return
        }
        let box = PixelBox(covering: rect, scale: pageScale)
        let target = try ImageSurface(width: box.width, height: box.height)
        let scaler = try DrawingContext(surface: target, scale: 1)
        cairo_translate(scaler.pointer, -Double(box.x), -Double(box.y))
        cairo_scale(scaler.pointer, pageScale, pageScale)
        cairo_translate(scaler.pointer, rect.minX, rect.minY)
        cairo_set_source_surface(scaler.pointer, capture.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(scaler.pointer), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(scaler.pointer), CAIRO_EXTEND_PAD)
        cairo_paint(scaler.pointer)
        try scaler.check()
        target.flush()
        placed = target
    }

    /// Blurs `surface`'s premultiplied pixels by the material's blur (a ``BoxBlur`` of that
    /// radius, one pixel per point) and saturates them, honouring the stride.
    private static func blur(_ surface: ImageSurface, material: BarMaterial) {
        surface.flush()
        guard let data = cairo_image_surface_get_data(surface.pointer) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        let width = surface.width, height = surface.height
        var planes = [[Int32]](repeating: [Int32](repeating: 0, count: width * height), count: 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = row[x]
                for channel in 0..<4 { planes[channel][y * width + x] = Int32((word >> (24 - 8 * channel)) & 0xFF) }
            }
        }
        let blur = BoxBlur(radius: Int(material.blur.rounded()))
        for channel in 0..<4 { blur.apply(to: &planes[channel], width: width, height: height) }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let i = y * width + x
                let alpha = Double(planes[0][i])
                let (red, green, blue) = material.saturated(red: Double(planes[1][i]), green: Double(planes[2][i]),
                                                            blue: Double(planes[3][i]), limit: alpha)
                row[x] = UInt32(alpha) << 24 | UInt32(red.rounded()) << 16 | UInt32(green.rounded()) << 8 | UInt32(blue.rounded())
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
    }
}
