import BubbleGeometry

/// Draws bubbles as images. Loads Bubbles' own font configuration once; keep one renderer
/// for many images. Not thread-safe: use one per thread.
public final class BubbleRenderer {
    let fontMap: FontMap
    let textContext: TextContext

    /// Loads the fonts (see `Resources/fonts.conf`).
    public init() throws(RenderError) {
        fontMap = try FontMap(config: FontConfig())
        textContext = try TextContext(fontMap: fontMap)
    }

    /// The font families available to `font` descriptions.
    public var fontFamilies: [String] {
        fontMap.familyNames
    }

    /// Draws `text` in one bubble on a canvas just large enough for it plus `options.margin`.
    public func render(text: String, options: BubbleOptions) throws(RenderError) -> RenderedImage {
        let bubble = try MessageBubble(text: text, options: options, fontMap: fontMap, context: textContext)
        let canvas = Size(width: bubble.bounds.width + 2 * options.margin, height: bubble.bounds.height + 2 * options.margin)
        let surface = try ImageSurface(width: Int((canvas.width * options.scale).rounded(.up)),
                                       height: Int((canvas.height * options.scale).rounded(.up)))
        let cr = try DrawingContext(surface: surface, scale: options.scale)
        cr.clear(to: bubble.colors.background)
        cr.draw(bubble, at: Point(x: options.margin - bubble.bounds.minX, y: options.margin - bubble.bounds.minY))
        try cr.check()
        return RenderedImage(bitmap: surface.bitmap(), png: try surface.pngData())
    }
}
