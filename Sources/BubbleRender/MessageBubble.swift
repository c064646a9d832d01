import CairoDrawing
import BubbleGeometry

/// One bubble laid out: its outline and its content, in the bubble's own coordinates.
struct MessageBubble {
    /// The outline, or `nil` when the content is drawn bare (jumbo emoji in the imessage style).
    let shape: BubbleShape?
    let content: BubbleContent
    /// Where the content box's origin goes.
    let contentOrigin: Point
    /// Everything drawing covers, border included, on whole points.
    let bounds: Rect
    /// The reference design's frame, which lines bubbles up: bodies with and without tails
    /// share their edges.
    let frame: Rect
    let fill: RGBAColor
    let border: BubbleBorder?

    /// Wraps `content` in a bubble of `style`; content smaller than the style's minimum is centred.
    init(content: BubbleContent, style: BubbleStyle, side: BubbleSide, hasTail: Bool, fill: RGBAColor,
         border: BubbleBorder?, bare: Bool = false) {
        self.content = content
        self.fill = fill
        if bare {
            shape = nil
            self.border = nil
            contentOrigin = .zero
            bounds = Rect(origin: .zero, size: content.size)
            frame = bounds
        } else {
            let outline = BubbleShape(style: style, side: side, contentSize: content.size, hasTail: hasTail)
            let box = outline.contentRect
            let lineWidth = border?.width ?? 0
            shape = outline
            self.border = border
            contentOrigin = Point(x: box.minX + (box.width - content.size.width) / 2,
                                  y: box.minY + (box.height - content.size.height) / 2)
            bounds = outline.bounds.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2).integral
            frame = outline.frame
        }
    }

    /// The widest text a bubble of `style` can hold when the whole bubble may be `maxWidth` wide.
    /// Measured with the tail, whether or not this bubble has one, so a text wraps the same
    /// whichever bubble of its run carries the tail.
    static func maxContentWidth(style: BubbleStyle, side: BubbleSide, maxWidth: Double, border: Double) -> Double {
        let probe = BubbleShape(style: style, side: side, contentSize: .zero, hasTail: true)
        return max(1, maxWidth - probe.outerInsets.horizontal - border)
    }
}

extension DrawingContext {
    /// Draws a laid-out bubble with its own origin at `offset`.
    func draw(_ bubble: MessageBubble, at offset: Point) throws(RenderError) {
        if let shape = bubble.shape {
            fill(shape.path, at: offset, color: bubble.fill)
        }
        let origin = Point(x: offset.x + bubble.contentOrigin.x, y: offset.y + bubble.contentOrigin.y)
        for part in bubble.content.parts {
            switch part {
            case .text(let block, let at, let color):
                show(block.layout, at: Point(x: origin.x + at.x, y: origin.y + at.y), color: color)
            case .image(let image, let rect, let radius):
                if let radius {
                    let target = rect.offsetBy(dx: origin.x, dy: origin.y)
                    try drawImage(image, in: target, clip: .roundedRect(target, radius: radius), clipOffset: .zero)
                } else if let shape = bubble.shape {
                    try drawImage(image, in: shape.bounds.offsetBy(dx: offset.x, dy: offset.y), clip: shape.path, clipOffset: offset)
                }
            case .shape(let path, let color):
                fill(path, at: origin, color: color)
            }
        }
        if let shape = bubble.shape, let border = bubble.border {
            stroke(shape.path, at: offset, color: border.color, width: border.width, dash: border.dash)
        }
    }
}
