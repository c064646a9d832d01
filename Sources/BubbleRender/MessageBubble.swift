import BubbleGeometry

/// One message laid out: its text and the bubble around it, in the bubble's own coordinates.
struct MessageBubble {
    /// The outline, or `nil` when the message is drawn bare (jumbo emoji in the imessage style).
    let shape: BubbleShape?
    let text: TextBlock
    /// Where the text layout's origin goes.
    let textOrigin: Point
    /// Everything drawing covers, border included, on whole points.
    let bounds: Rect
    let colors: BubbleColors
    let border: BubbleBorder?

    /// Lays out `text` in a bubble as `options` describe. One to three emoji alone are drawn
    /// `JumboEmoji.scale` times larger, and without a bubble in the imessage style.
    init(text: String, options: BubbleOptions, fontMap: FontMap, context: TextContext) throws(RenderError) {
        let jumbo = JumboEmoji.applies(to: text)
        var font = try FontDescription(options.font, fontMap: fontMap)
        if jumbo { font = font.scaled(by: JumboEmoji.scale) }
        let bare = jumbo && options.style == .imessage
        let lineWidth = bare ? 0 : options.border?.width ?? 0
        let probe = BubbleShape(style: options.style, side: options.side, contentSize: .zero, hasTail: options.hasTail)
        let insets = bare ? 0 : probe.outerInsets.horizontal
        let block = TextBlock(layout: try TextLayout(text: text, font: font, maxWidth: max(1, options.maxWidth - insets - lineWidth),
                                                     language: options.language, context: context))
        self.text = block
        self.colors = options.resolvedColors
        self.border = bare ? nil : options.border
        if bare {
            shape = nil
            let box = Rect(origin: .zero, size: block.size)
            textOrigin = block.origin(centredIn: box)
            bounds = box
        } else {
            let outline = BubbleShape(style: options.style, side: options.side, contentSize: block.size, hasTail: options.hasTail)
            shape = outline
            textOrigin = block.origin(centredIn: outline.contentRect)
            bounds = outline.bounds.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2).integral
        }
    }
}

extension DrawingContext {
    /// Draws a laid-out message with its own origin at `offset`.
    func draw(_ bubble: MessageBubble, at offset: Point) {
        if let shape = bubble.shape {
            fill(shape.path, at: offset, color: bubble.colors.fill)
            if let border = bubble.border {
                stroke(shape.path, at: offset, color: border.color, width: border.width)
            }
        }
        show(bubble.text.layout, at: Point(x: offset.x + bubble.textOrigin.x, y: offset.y + bubble.textOrigin.y),
             color: bubble.colors.text)
    }
}
