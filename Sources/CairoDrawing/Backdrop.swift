internal import CCairoPango
import BubbleGeometry
import ConversationLayout

/// What a translucent bar shows of the page beneath it (``BarMaterial``): that part of the
/// page drawn once at ``pixelsPerPoint`` (a blur of 15 points loses nothing to so coarse a
/// capture, and blurs a quarter of the pixels one per point would have), a little further
/// down too so that the blur near the bar's lower edge takes in what lies below it, blurred
/// and saturated as the material says. For a PNG page it is then scaled once into the device
/// pixels the bar covers, so every band of the page paints the very same pixels.
package final class Backdrop {
    /// The material and the bar it covers.
    package let material: BarMaterial
    /// The blurred capture at ``pixelsPerPoint``, from the bar's top-left corner.
    let blurred: ImageSurface
    /// The capture scaled into the device pixels of ``PixelBox(covering:scale:)`` of the bar
    /// at the page's scale; nil for vector pages.
    let placed: ImageSurface?

    /// The capture's pixels per point.
    static let pixelsPerPoint = 0.5

    /// Captures what `draw` paints (in points, on a context showing the page from the bar's
    /// top-left corner) under `material`'s bar, blurs it, and for a raster page of
    /// `pageScale` pixels per point scales it into the page's pixels. Photos come through
    /// `images`, the page's cache.
    package init(material: BarMaterial, pageScale: Double?, images: ImageCache,
                 draw: (DrawingContext) throws(RenderError) -> Void) throws(RenderError) {
        self.material = material
        let rect = material.rect
        let resolution = Self.pixelsPerPoint
        let margin = 3 * material.blur
        let capture = try ImageSurface(width: max(1, Int((rect.width * resolution).rounded(.up))),
                                       height: max(1, Int(((rect.height + margin) * resolution).rounded(.up))))
        let cr = try DrawingContext(surface: capture, scale: resolution, images: images)
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
        cairo_scale(scaler.pointer, 1 / resolution, 1 / resolution)
        cairo_set_source_surface(scaler.pointer, capture.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(scaler.pointer), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(scaler.pointer), CAIRO_EXTEND_PAD)
        cairo_paint(scaler.pointer)
        try scaler.check()
        target.flush()
        placed = target
    }

    /// Blurs `surface`'s premultiplied pixels by the material's blur (a ``BoxBlur`` of that
    /// many points in pixels of the capture) and saturates them, honouring the stride.
    private static func blur(_ surface: ImageSurface, material: BarMaterial) {
        surface.flush()
        guard let data = cairo_image_surface_get_data(surface.pointer) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        let width = surface.width, height = surface.height, count = width * height
        var alpha = [Int32](repeating: 0, count: count), red = alpha, green = alpha, blue = alpha
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = row[x], i = y * width + x
                alpha[i] = Int32(word >> 24)
                red[i] = Int32((word >> 16) & 0xFF)
                green[i] = Int32((word >> 8) & 0xFF)
                blue[i] = Int32(word & 0xFF)
            }
        }
        let blur = BoxBlur(radius: Int((material.blur * pixelsPerPoint).rounded()))
        blur.apply(to: &alpha, width: width, height: height)
        blur.apply(to: &red, width: width, height: height)
        blur.apply(to: &green, width: width, height: height)
        blur.apply(to: &blue, width: width, height: height)
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let i = y * width + x
                let (r, g, b) = material.saturated(red: Double(red[i]), green: Double(green[i]), blue: Double(blue[i]),
                                                   limit: Double(alpha[i]))
                row[x] = UInt32(alpha[i]) << 24 | UInt32(r.rounded()) << 16 | UInt32(g.rounded()) << 8 | UInt32(b.rounded())
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
    }
}
