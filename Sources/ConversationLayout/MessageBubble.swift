import BubbleGeometry

/// One bubble laid out: its outline and its content, in the bubble's own coordinates.
package struct MessageBubble<Text: MeasuredText> {
    /// The outline, or `nil` when the content is drawn bare (jumbo emoji in the imessage style).
    package let shape: BubbleShape?
    package let content: BubbleContent<Text>
    /// Where the content box's origin goes.
    package let contentOrigin: Point
    /// Everything drawing covers, border included, on whole points.
    package let bounds: Rect
    /// The reference design's frame, which lines bubbles up: bodies with and without tails
    /// share their edges, and bare content starts where they do.
    package let frame: Rect
    package let fill: RGBAColor
    /// The top colour of the vertical gradient over the page that fills the bubble, ``fill``
    /// its bottom (``ThemeColors/outgoingTop``); nil: ``fill`` alone.
    package let fillTop: RGBAColor?
    package let border: BubbleBorder?
    /// The colour of a hairline shadow under the outline (``shadowDrop`` lower), if any; it
    /// falls into the space below the bubble and is not part of ``bounds``.
    package let shadow: RGBAColor?
    /// How far below the outline its shadow is drawn, in points.
    package static var shadowDrop: Double { 1 }

    /// Wraps `content` in a bubble of `style` with `metrics` (nil: the reference outline's)
    /// touching the neighbours `joins` names in its run, filled with `fill` (or the gradient
    /// from `fillTop` down to it), with `shadow` under it unless it is `bare`; content smaller
    /// than the style's minimum is centred.
    package init(content: BubbleContent<Text>, style: BubbleStyle, metrics: OutlineMetrics?, side: BubbleSide, hasTail: Bool,
                 joins: BubbleShape.Joins = [], fill: RGBAColor, fillTop: RGBAColor? = nil, border: BubbleBorder?, shadow: RGBAColor? = nil,
                 bare: Bool = false) {
        self.content = content
        self.fill = fill
        self.fillTop = fillTop
        if bare {
            shape = nil
            self.border = nil
            self.shadow = nil
            contentOrigin = .zero
            bounds = Rect(origin: .zero, size: content.size)
            // Bare content lines up with the bodies of its neighbours' bubbles, not with a
            // frame that holds a tail's strip beside them (WhatsApp's).
            let probe = BubbleShape(style: style, side: side, contentSize: content.size, hasTail: hasTail, joins: joins, metrics: metrics)
            let left = probe.body.minX - probe.frame.minX, right = probe.frame.maxX - probe.body.maxX
            frame = Rect(x: -left, y: 0, width: content.size.width + left + right, height: content.size.height)
        } else {
            let outline = BubbleShape(style: style, side: side, contentSize: content.size, hasTail: hasTail, joins: joins, metrics: metrics)
            let box = outline.contentRect
            let lineWidth = border?.width ?? 0
            shape = outline
            self.border = border
            self.shadow = shadow
            contentOrigin = Point(x: box.minX + (box.width - content.size.width) / 2,
                                  y: box.minY + (box.height - content.size.height) / 2)
            bounds = outline.bounds.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2).integral
            frame = outline.frame
        }
    }

    /// The widest text a bubble of `style` with `metrics` can hold when the whole bubble may be
    /// `maxWidth` wide. Measured with the tail, whether or not this bubble has one, so a text
    /// wraps the same whichever bubble of its run carries the tail.
    package static func maxContentWidth(style: BubbleStyle, metrics: OutlineMetrics?, side: BubbleSide, maxWidth: Double,
                                        border: Double) -> Double {
        let probe = BubbleShape(style: style, side: side, contentSize: .zero, hasTail: true, metrics: metrics)
        return max(1, maxWidth - probe.outerInsets.horizontal - border)
    }
}
