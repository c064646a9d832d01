import BubbleGeometry
import ConversationLayout

extension DrawingContext {
    /// Draws a row with its top-left corner at `origin`, its bubbles' gradients spanning
    /// `gradientSpan` (as ``draw(_:at:gradientSpan:)`` draws a bubble); on a `transparent`
    /// page, the rings of reaction marks cut through what lies beneath them instead of
    /// painting the background.
    package func draw(_ row: Row<TextLayout>, at origin: Point, transparent: Bool = false,
                      gradientSpan: ClosedRange<Double>? = nil) throws(RenderError) {
        for item in row.items {
            switch item {
            case .bubble(let bubble, let at):
                try draw(bubble, at: Point(x: origin.x + at.x, y: origin.y + at.y), gradientSpan: gradientSpan)
            case .text(let block, let at, let color):
                show(block.text, at: Point(x: origin.x + at.x, y: origin.y + at.y), color: color)
            case .pill(let rect, let color):
                fill(.roundedRect(rect, radius: rect.height / 2), at: origin, color: color)
            case .avatar(let avatar, let rect):
                try draw(avatar, in: rect.offsetBy(dx: origin.x, dy: origin.y))
            case .shape(let path, let color):
                fill(path, at: origin, color: color)
            case .reaction(let mark):
                if let ring = mark.ring {
                    if transparent { erase(ring.path, at: origin) } else { fill(ring.path, at: origin, color: ring.color) }
                }
                for outline in mark.outlines {
                    fill(outline.path, at: origin, color: outline.color)
                }
                for text in mark.texts {
                    show(text.block.text, at: Point(x: origin.x + text.origin.x, y: origin.y + text.origin.y), color: text.color)
                }
            }
        }
    }
}
