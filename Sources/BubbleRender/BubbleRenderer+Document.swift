import ConversationLayout
import CairoDrawing
import BubbleGeometry

extension BubbleRenderer {
    /// Draws `text` in one bubble, as ``render(text:options:)`` does, as a file of `format`:
    /// a PNG at `options.scale`, or an SVG or PDF sized in points, its text kept as glyphs.
    public func render(text: String, options: BubbleOptions, format: OutputFormat) throws(RenderError) -> RenderedDocument {
        guard format != .png else {
            let image = try render(text: text, options: options)
            return RenderedDocument(format: .png, bytes: image.png, missingGlyphs: image.missingGlyphs)
        }
        let bubble = try textBubble(text: text, options: options)
        let canvas = Self.canvas(for: bubble, margin: options.margin)
        let surface = try VectorSurface(kind: format == .svg ? .svg : .pdf, file: nil, width: canvas.width, height: canvas.height)
        try draw(bubble, options: options, on: surface, scale: 1)
        try surface.finish()
        return RenderedDocument(format: format, bytes: surface.bytes,
                                missingGlyphs: MissingGlyphs.of(bubble.content.texts, path: ""))
    }

    /// The canvas around `bubble`: its bounds and `margin` on every side, in points.
    static func canvas(for bubble: MessageBubble<TextLayout>, margin: Double) -> Size {
        Size(width: bubble.bounds.width + 2 * margin, height: bubble.bounds.height + 2 * margin)
    }

    /// Paints the background and draws `bubble` `options.margin` from the canvas's edges.
    func draw(_ bubble: MessageBubble<TextLayout>, options: BubbleOptions, on surface: any CairoSurface, scale: Double) throws(RenderError) {
        let cr = try DrawingContext(surface: surface, scale: scale)
        cr.clear(to: options.colors(in: try options.chatLook()).background)
        try cr.draw(bubble, at: Point(x: options.margin - bubble.bounds.minX, y: options.margin - bubble.bounds.minY))
        try cr.check()
    }
}
