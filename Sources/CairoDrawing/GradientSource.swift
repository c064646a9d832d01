internal import CCairoPango
import BubbleGeometry
import Raster

/// A ``SoftGradient`` as a Cairo source over a rect: its colours worked out on a small grid
/// (``side`` across, as many down as keep its cells square) and blended bilinearly between
/// the grid's points, as Telegram stretches its small gradient image over the screen.
///
/// On an image surface the source is the blend worked out for each device pixel of the part
/// of the rect the surface shows, in device space (set it with an identity matrix): a pixel's
/// colour depends on nothing but its place on the page, so the bands of a page, which
/// overlap, draw the rows they share alike. Vector surfaces get the grid as an image pattern
/// in points, filtered bilinearly by the viewer. Owns the `cairo_pattern_t`
/// (`cairo_pattern_create_for_surface`, released with `cairo_pattern_destroy`), which holds
/// its own reference to the pixels.
final class GradientSource {
    /// The pattern.
    let pattern: OpaquePointer
    /// Whether the pattern is in device pixels (set it while the matrix is the identity) or
    /// in points.
    let inDevicePixels: Bool

    /// The grid's points across.
    static let side = 48
    /// The most points down, for a very tall rect.
    static let maxRows = 512

    /// `gradient` over `rect` as `context` draws it, every colour's alpha multiplied by
    /// `opacity` (0 to 1); nil when the context's surface shows none of the rect.
    static func over(_ rect: Rect, _ gradient: SoftGradient, opacity: Double, in context: DrawingContext) throws(RenderError) -> GradientSource? {
        let grid = Grid(gradient, rect: rect, opacity: opacity)
        guard let band = context.surface as? ImageSurface else {
            return try GradientSource(image: grid.image, matrix: grid.pointsToPixels(rect), filter: CAIRO_FILTER_BILINEAR, inDevicePixels: false)
        }
        let scale = context.scale
        let left = Int((rect.minX * scale).rounded()), right = Int((rect.maxX * scale).rounded())
        let top = max(Int((rect.minY * scale).rounded()), context.originY)
        let bottom = min(Int((rect.maxY * scale).rounded()), context.originY + band.height)
        guard right > left, bottom > top else { return nil }
        var pixels = [UInt8](repeating: 0, count: (right - left) * (bottom - top) * 4)
        var offset = 0
        for y in top..<bottom {
            let v = ((Double(y) + 0.5) / scale - rect.minY) / rect.height
            for x in left..<right {
                let color = grid.blend(u: ((Double(x) + 0.5) / scale - rect.minX) / rect.width, v: v)
                pixels[offset] = color.red
                pixels[offset + 1] = color.green
                pixels[offset + 2] = color.blue
                pixels[offset + 3] = color.alpha
                offset += 4
            }
        }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, -Double(left), -Double(top))
        return try GradientSource(image: RGBAImage(validatedWidth: right - left, height: bottom - top, pixels: pixels), matrix: matrix,
                                  filter: CAIRO_FILTER_NEAREST, inDevicePixels: true)
    }

    private init(image: RGBAImage, matrix: cairo_matrix_t, filter: cairo_filter_t, inDevicePixels: Bool) throws(RenderError) {
        let surface = try ImageSurface(straight: image)
        guard let pattern = cairo_pattern_create_for_surface(surface.pointer) else {
            throw .cairo("cairo_pattern_create_for_surface returned nothing")
        }
        var matrix = matrix
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, inDevicePixels ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, filter)
        self.pattern = pattern
        self.inDevicePixels = inDevicePixels
    }

    deinit {
        cairo_pattern_destroy(pattern)
    }

    /// The gradient's colours at the points of a grid over the unit square, the first and
    /// last half a cell in from the edges.
    private struct Grid {
        let width: Int
        let height: Int
        /// Straight RGBA, row by row.
        let colors: [RGBAColor]

        init(_ gradient: SoftGradient, rect: Rect, opacity: Double) {
            width = GradientSource.side
            height = min(GradientSource.maxRows, max(1, Int((Double(width) * rect.height / max(rect.width, 1)).rounded())))
            let fraction = min(1, max(0, opacity))
            var colors: [RGBAColor] = []
            colors.reserveCapacity(width * height)
            for row in 0..<height {
                for column in 0..<width {
                    var color = gradient.color(at: Point(x: (Double(column) + 0.5) / Double(width), y: (Double(row) + 0.5) / Double(height)))
                    color.alpha = UInt8((Double(color.alpha) * fraction).rounded())
                    colors.append(color)
                }
            }
            self.colors = colors
        }

        /// The grid as an image, one pixel a point.
        var image: RGBAImage {
            RGBAImage(validatedWidth: width, height: height, pixels: colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
        }

        /// The matrix taking points in `rect` to the grid's pixels.
        func pointsToPixels(_ rect: Rect) -> cairo_matrix_t {
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, Double(width) / max(rect.width, 1), Double(height) / max(rect.height, 1))
            cairo_matrix_translate(&matrix, -rect.minX, -rect.minY)
            return matrix
        }

        /// The colour at (`u`, `v`) of the unit square, blended from the four nearest grid
        /// points (the edge ones beyond the outermost points).
        func blend(u: Double, v: Double) -> RGBAColor {
            let gx = min(max(u * Double(width) - 0.5, 0), Double(width - 1))
            let gy = min(max(v * Double(height) - 0.5, 0), Double(height - 1))
            let x0 = Int(gx), y0 = Int(gy)
            let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
            let fx = gx - Double(x0), fy = gy - Double(y0)
            let a = colors[y0 * width + x0], b = colors[y0 * width + x1], c = colors[y1 * width + x0], d = colors[y1 * width + x1]
            func channel(_ p: UInt8, _ q: UInt8, _ r: UInt8, _ s: UInt8) -> UInt8 {
                let top = Double(p) + (Double(q) - Double(p)) * fx
                let bottom = Double(r) + (Double(s) - Double(r)) * fx
                return UInt8(min(255, max(0, (top + (bottom - top) * fy).rounded())))
            }
            return RGBAColor(red: channel(a.red, b.red, c.red, d.red), green: channel(a.green, b.green, c.green, d.green),
                             blue: channel(a.blue, b.blue, c.blue, d.blue), alpha: channel(a.alpha, b.alpha, c.alpha, d.alpha))
        }
    }
}
