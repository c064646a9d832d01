import BubbleGeometry
import ConversationLayout

extension DrawingContext {
    /// Draws a laid-out bubble with its own origin at `offset`; a bubble with a gradient
    /// (``MessageBubble/fillTop``) shows the part of it that lies behind it when the gradient
    /// spans `gradientSpan` (the page's top to its bottom, in the same coordinates as
    /// `offset`), and its bottom colour alone without a span.
    package func draw(_ bubble: MessageBubble<TextLayout>, at offset: Point, gradientSpan: ClosedRange<Double>? = nil) throws(RenderError) {
        if let shape = bubble.shape {
            if let shadow = bubble.shadow {
                fill(shape.path, at: Point(x: offset.x, y: offset.y + MessageBubble<TextLayout>.shadowDrop), color: shadow)
            }
            if let top = bubble.fillTop, let span = gradientSpan, span.upperBound > span.lowerBound {
                try fill(shape.path.offsetBy(dx: offset.x, dy: offset.y), top: top, bottom: bubble.fill,
                         across: Rect(x: 0, y: span.lowerBound, width: 1, height: span.upperBound - span.lowerBound))
            } else {
                fill(shape.path, at: offset, color: bubble.fill)
            }
        }
        let origin = Point(x: offset.x + bubble.contentOrigin.x, y: offset.y + bubble.contentOrigin.y)
        for part in bubble.content.parts {
            switch part {
            case .text(let block, let at, let color):
                show(block.text, at: Point(x: origin.x + at.x, y: origin.y + at.y), color: color)
            case .image(let image, let rect, let radius):
                if let radius {
                    let target = rect.offsetBy(dx: origin.x, dy: origin.y)
                    try drawImage(image, in: target, clip: .roundedRect(target, radius: radius), clipOffset: .zero)
                } else if let shape = bubble.shape {
                    try drawImage(image, in: shape.bounds.offsetBy(dx: offset.x, dy: offset.y), clip: shape.path, clipOffset: offset)
                }
            case .shape(let path, let color):
                fill(path, at: origin, color: color)
            case .bleedImage(let image, let rect):
                if let shape = bubble.shape {
                    try drawImage(image, in: rect.offsetBy(dx: origin.x, dy: origin.y), clip: shape.path, clipOffset: offset)
                }
            case .insetImage(let image, let rect, let inset):
                if let shape = bubble.shape {
                    try drawImage(image, in: rect.offsetBy(dx: origin.x, dy: origin.y), clip: shape.outline(insetBy: inset), clipOffset: offset)
                }
            case .avatar(let avatar, let rect):
                try draw(avatar, in: rect.offsetBy(dx: origin.x, dy: origin.y))
            case .bleedShape(let path, let color):
                if let shape = bubble.shape {
                    fill(path, at: origin, color: color, clip: shape.path, clipOffset: offset)
                }
            case .shadedShape(let path, let top, let bottom):
                let moved = path.offsetBy(dx: origin.x, dy: origin.y)
                if let box = moved.bounds { try fill(moved, top: top, bottom: bottom, across: box) }
            case .insetShade(let rect, let inset, let top, let bottom):
                if let shape = bubble.shape {
                    let box = rect.offsetBy(dx: origin.x, dy: origin.y)
                    try fill(.rect(box), top: top, bottom: bottom, across: box, clip: shape.outline(insetBy: inset), clipOffset: offset)
                }
            }
        }
        if let shape = bubble.shape, let border = bubble.border {
            stroke(shape.path, at: offset, color: border.color, width: border.width, dash: border.dash)
        }
    }
}
