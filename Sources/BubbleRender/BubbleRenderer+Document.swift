import ConversationLayout
import CairoDrawing
import BubbleGeometry
import WebPCodec

extension BubbleRenderer {
    /// Draws `text` in one bubble, as ``render(text:options:)`` does, as a file of `format`:
    /// a PNG or WebP (at `webpQuality`) at `options.scale`, or an SVG or PDF sized in points,
    /// its text kept as glyphs. A `sticker` is drawn on a transparent background at the scale
    /// that makes its longer side 512 pixels (PNG or WebP only).
    public func render(text: String, options: BubbleOptions, format: OutputFormat, webpQuality: WebPQuality = .lossless,
                       sticker: Bool = false) throws(RenderError) -> RenderedImage {
        var options = options
        if sticker {
            try StickerFit.check(format)
            let canvas = Self.canvas(for: try textBubble(text: text, options: options), margin: options.margin)
            var colors = options.colors(in: try options.chatLook())
            colors.background = .clear
            options.colors = colors
            options.scale = StickerFit.scale(width: canvas.width, height: canvas.height)
        }
        switch format {
        case .png:
            return try render(text: text, options: options)
        case .webp:
            let bubble = try textBubble(text: text, options: options)
            let canvas = Self.canvas(for: bubble, margin: options.margin)
            let surface = try ImageSurface(width: ImageSurface.pixels(canvas.width, scale: options.scale),
                                           height: ImageSurface.pixels(canvas.height, scale: options.scale))
            try draw(bubble, options: options, on: surface, scale: options.scale)
            return RenderedImage(format: .webp, bytes: try surface.webpData(quality: webpQuality), width: surface.width,
                                 height: surface.height, missingGlyphs: MissingGlyphs.of(bubble.content.texts, path: ""))
        case .svg, .pdf:
            let bubble = try textBubble(text: text, options: options)
            let canvas = Self.canvas(for: bubble, margin: options.margin)
            let surface = try VectorSurface(kind: format == .svg ? .svg : .pdf, file: nil, width: canvas.width, height: canvas.height)
            try draw(bubble, options: options, on: surface, scale: 1)
            try surface.finish()
            return RenderedImage(format: format, bytes: surface.bytes, width: ImageSurface.pixels(canvas.width, scale: 1),
                                 height: ImageSurface.pixels(canvas.height, scale: 1),
                                 missingGlyphs: MissingGlyphs.of(bubble.content.texts, path: ""))
        }
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
