import BubbleGeometry

/// Draws bubbles as images. Loads Bubbles' own font configuration once; keep one renderer
/// for many images. Not thread-safe: use one per thread.
public final class BubbleRenderer {
    let fontMap: FontMap
    let textContext: TextContext

    /// Loads the fonts (see `Resources/fonts.conf`).
    public init() throws(RenderError) {
        fontMap = try FontMap(config: FontConfig.shared.get())
        textContext = try TextContext(fontMap: fontMap)
    }

    /// The argument an error about an image outside the transcript's folder tells Swift code
    /// to pass (`allowOutsideFiles: true`); the command line shows its option instead.
    package static let outsideFilesPermission = "allowOutsideFiles: true"

    /// The widest and tallest image, in pixels, Cairo can draw.
    public static let maxImageSide = ImageSurface.maximumSide

    /// The font families available to `font` descriptions.
    public var fontFamilies: [String] {
        fontMap.familyNames
    }

    /// Draws `text` in one bubble on a canvas just large enough for it plus `options.margin`.
    public func render(text: String, options: BubbleOptions) throws(RenderError) -> RenderedImage {
        let bubble = try textBubble(text: text, options: options)
        let canvas = Self.canvas(for: bubble, margin: options.margin)
        let surface = try ImageSurface(width: ImageSurface.pixels(canvas.width, scale: options.scale),
                                       height: ImageSurface.pixels(canvas.height, scale: options.scale))
        try draw(bubble, options: options, on: surface, scale: options.scale)
        let missing = MissingGlyphs.of(bubble.content.textLayouts, path: "")
        return RenderedImage(bitmap: surface.straightImage(), png: try surface.pngData(), missingGlyphs: missing)
    }

    /// Lays out `text` in a bubble as `options` describe. One to three emoji alone are drawn
    /// `JumboEmoji.scale` times larger, and without a bubble in the imessage style.
    func textBubble(text: String, options: BubbleOptions) throws(RenderError) -> MessageBubble {
        let (font, jumbo) = messageFont(try FontDescription(options.font, fontMap: fontMap), for: text)
        let bare = jumbo && options.style == .imessage
        let maxWidth = bare ? options.maxWidth : MessageBubble.maxContentWidth(
            style: options.style, side: options.side, maxWidth: options.maxWidth, border: options.border?.width ?? 0)
        let block = TextBlock(layout: try TextLayout(text: text, font: font, maxWidth: maxWidth,
                                                     language: options.language, context: textContext))
        let colors = options.resolvedColors
        return MessageBubble(content: BubbleContent(text: block, color: colors.text), style: options.style,
                             side: options.side, hasTail: options.hasTail, fill: colors.fill,
                             border: options.border, bare: bare)
    }

    /// The font for a message's text: `font`, or twice its size for jumbo emoji.
    func messageFont(_ font: FontDescription, for text: String) -> (FontDescription, jumbo: Bool) {
        let jumbo = JumboEmoji.applies(to: text)
        return (jumbo ? font.scaled(by: JumboEmoji.scale) : font, jumbo)
    }
}
