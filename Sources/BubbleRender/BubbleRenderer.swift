import BubbleGeometry

/// Draws bubbles as images. Loads Bubbles' own font configuration once; keep one renderer
/// for many images. Not thread-safe: use one per thread.
public final class BubbleRenderer {
    let fontMap: FontMap

    /// Loads the fonts (see `Resources/fonts.conf`).
    public init() throws(RenderError) {
        fontMap = try FontMap(config: FontConfig())
    }

    /// The font families available to `font` descriptions.
    public var fontFamilies: [String] {
        fontMap.familyNames
    }

    /// Draws `text` in one bubble on a canvas just large enough for it plus `options.margin`.
    public func render(text: String, options: BubbleOptions) throws(RenderError) -> RenderedImage {
        let context = try TextContext(fontMap: fontMap, scale: options.scale)
        let font = try FontDescription(options.font, fontMap: fontMap)
        let border = options.border?.width ?? 0
        let probe = BubbleShape(style: options.style, side: options.side, contentSize: .zero, hasTail: options.hasTail)
        let maxTextWidth = max(1, options.maxWidth - probe.outerInsets.horizontal - border)
        let block = TextBlock(layout: try TextLayout(text: text, font: font, maxWidth: maxTextWidth,
                                                     language: options.language, context: context))
        let shape = BubbleShape(style: options.style, side: options.side, contentSize: block.size, hasTail: options.hasTail)

        let drawn = shape.bounds.insetBy(dx: -border / 2, dy: -border / 2).integral
        let canvas = Size(width: drawn.width + 2 * options.margin, height: drawn.height + 2 * options.margin)
        let offset = Point(x: options.margin - drawn.minX, y: options.margin - drawn.minY)
        let surface = try ImageSurface(width: Int((canvas.width * options.scale).rounded(.up)),
                                       height: Int((canvas.height * options.scale).rounded(.up)))
        let cr = try DrawingContext(surface: surface, scale: options.scale)
        let colors = options.resolvedColors
        cr.clear(to: colors.background)
        cr.fill(shape.path, at: offset, color: colors.fill)
        if let line = options.border {
            cr.stroke(shape.path, at: offset, color: line.color, width: line.width)
        }
        let content = shape.contentRect.offsetBy(dx: offset.x, dy: offset.y)
        cr.show(block.layout, at: block.origin(centredIn: content), color: colors.text)
        try cr.check()
        return RenderedImage(bitmap: surface.bitmap(), png: try surface.pngData())
    }
}
