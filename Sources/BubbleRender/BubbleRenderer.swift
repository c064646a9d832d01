import ConversationLayout
import CairoDrawing
import BubbleGeometry

/// Draws bubbles as images. Loads Bubbles' own font configuration once; keep one renderer
/// for many images. Not thread-safe: use one per thread.
public final class BubbleRenderer {
    let fontMap: FontMap
    let textContext: TextContext
    /// The user font files every image of this renderer may use, beside the built-in fonts.
    public let fontFiles: [FontFile]
    /// The text contexts of the last transcripts that brought fonts of their own, by their
    /// whole font set (``fontFiles`` and the transcript's).
    private var transcriptContexts: [[FontFile.Identity]: TextContext] = [:]
    /// The font descriptions of bubbles and preview labels, by their text, checked against
    /// ``fontMap`` once and each measuring its line height once.
    private var fontDescriptions: [String: FontDescription] = [:]
    /// The band buffers of the last PNG page drawn in bands, for the next image of that
    /// width to draw in instead of touching fresh memory: a few bands of pixels (some 4 MB
    /// at 1170 pixels wide) kept between images.
    var bandBuffers: BandBufferPool?
    /// Whether PNG bands are compressed on the thread that draws them, one after the other,
    /// instead of on the other cores while the next band is drawn: for a renderer among as
    /// many workers as cores (`render --jobs`), which keep the cores busy themselves. Each band
    /// is then compressed while it is still in that core's cache. The files are the same.
    package var compressesBandsWhereDrawn = false

    /// Loads the fonts (see `Resources/fonts.conf`), and `fontFiles` besides, whose families
    /// `font` descriptions may then name; Noto draws what they lack. Without font files, it
    /// draws exactly as before they existed.
    public init(fontFiles: [FontFile] = []) throws(RenderError) {
        self.fontFiles = FontFile.distinct(fontFiles)
        fontMap = try FontMap(config: FontConfig.admitting(self.fontFiles))
        textContext = try TextContext(fontMap: fontMap)
    }

    /// The argument an error about an image outside the transcript's folder tells Swift code
    /// to pass (`allowOutsideFiles: true`); the command line shows its option instead.
    package static let outsideFilesPermission = "allowOutsideFiles: true"

    /// The context for text in the built-in fonts, ``fontFiles`` and `extra` (a transcript's
    /// fonts): this renderer's own when `extra` adds nothing. A few are kept for the next
    /// transcripts with the same fonts.
    func textContext(adding extra: [FontFile]) throws(RenderError) -> TextContext {
        let files = FontFile.distinct(fontFiles + extra)
        guard files.count > fontFiles.count else { return textContext }
        let key = files.map(\.identity)
        if let known = transcriptContexts[key] { return known }
        let context = try TextContext(fontMap: FontMap(config: FontConfig.admitting(files)))
        if transcriptContexts.count >= Self.keptTranscriptContexts { transcriptContexts.removeAll() }
        transcriptContexts[key] = context
        return context
    }

    /// `text` as a font description of this renderer's fonts, made once per renderer.
    func fontDescription(_ text: String) throws(RenderError) -> FontDescription {
        if let known = fontDescriptions[text] { return known }
        let font = try FontDescription(text, fontMap: fontMap)
        fontDescriptions[text] = font
        return font
    }

    /// How many font sets of transcripts a renderer keeps ready.
    static let keptTranscriptContexts = 4

    /// The widest and tallest image, in pixels, Cairo can draw.
    public static let maxImageSide = ImageSurface.maximumSide

    /// The font families available to `font` descriptions.
    public var fontFamilies: [String] {
        fontMap.familyNames
    }

    /// Checks that `description` (such as `"Noto Sans 17"`) is a font this renderer can set
    /// text in: a size from 1 to 1000 points and families it has; throws `.badFont` saying why
    /// not.
    public func checkFont(_ description: String) throws(RenderError) {
        _ = try FontDescription(description, fontMap: fontMap)
    }

    /// Draws `text` in one bubble on a canvas just large enough for it plus `options.margin`:
    /// a PNG at `options.scale`, its pixels kept at hand.
    public func render(text: String, options: BubbleOptions) throws(RenderError) -> RenderedImage {
        let bubble = try textBubble(text: text, options: options)
        let canvas = Self.canvas(for: bubble, margin: options.margin)
        let surface = try ImageSurface(width: ImageSurface.pixels(canvas.width, scale: options.scale),
                                       height: ImageSurface.pixels(canvas.height, scale: options.scale))
        try draw(bubble, options: options, on: surface, scale: options.scale)
        let missing = MissingGlyphs.of(bubble.content.texts, path: "")
        return RenderedImage(format: .png, bytes: try surface.pngData(), width: surface.width, height: surface.height,
                             drawn: surface.straightImage(), missingGlyphs: missing)
    }

    /// Lays out `text` in a bubble as `options` describe. One to three emoji alone are drawn
    /// `JumboEmoji.scale` times larger, and without a bubble in a look that draws them bare
    /// (iMessage's).
    func textBubble(text: String, options: BubbleOptions, styling: TextStyling? = nil) throws(RenderError) -> MessageBubble<TextLayout> {
        let fonts = MessageFonts(font: try fontDescription(options.resolvedFont), context: textContext)
        let jumbo = JumboEmoji.applies(to: text)
        let look = try options.chatLook()
        let bare = jumbo && look.bareJumboEmoji
        // One bubble is the reference design's shape, whatever the look's own numbers (and
        // whatever outline its conversations draw instead).
        let outline = look.referenceOutline ?? look.outline
        let maxWidth = bare ? options.maxWidth : MessageBubble<TextLayout>.maxContentWidth(
            style: outline, metrics: nil, side: options.side, maxWidth: options.maxWidth, border: options.border?.width ?? 0)
        let font: TextFont = jumbo ? .jumbo : .message
        let laidOut = if let styling {
            try fonts.text(text, styling: styling, font: font, maxWidth: maxWidth, language: options.lang)
        } else {
            try fonts.text(text, font: font, maxWidth: maxWidth, language: options.lang, centred: false)
        }
        let block = TextBlock(laidOut)
        let colors = options.colors(in: look)
        return MessageBubble(content: BubbleContent(text: block, color: colors.text), style: outline, metrics: nil,
                             side: options.side, hasTail: options.hasTail, fill: colors.fill,
                             border: options.border, bare: bare)
    }
}
