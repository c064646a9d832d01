import CairoDrawing
import BubbleGeometry

/// One laid-out entry of a conversation: a separator, or a bubble with its name, time and
/// avatar. Items are placed relative to the row's top-left corner; the row spans the canvas.
struct Row {
    enum Item {
        /// A bubble with its own origin at `origin`.
        case bubble(MessageBubble, origin: Point)
        /// A text with its layout origin at `origin`.
        case text(TextBlock, origin: Point, color: RGBAColor)
        /// A rounded pill behind a separator label.
        case pill(Rect, color: RGBAColor)
        /// A sender's picture, or initials on a colour, in a circle.
        case avatar(Avatar, rect: Rect)
        /// A filled outline in the row's coordinates: a system line's pill, a typing
        /// indicator, an icon.
        case shape(Path, color: RGBAColor)
    }

    var height: Double
    var items: [Item]
}

extension Row {
    /// The image files the row shows.
    var images: [MessageImage] {
        items.flatMap { item -> [MessageImage] in
            switch item {
            case .bubble(let bubble, _):
                bubble.content.parts.compactMap { part in
                    if case .image(let image, _, _) = part { return image }
                    return nil
                }
            case .avatar(.image(let image), _): [image]
            default: []
            }
        }
    }
}

extension Row {
    /// The layouts of every text the row shows: bubbles' text, names, times, labels.
    var textLayouts: [TextLayout] {
        items.flatMap { item -> [TextLayout] in
            switch item {
            case .bubble(let bubble, _): bubble.content.textLayouts
            case .text(let block, _, _): [block.layout]
            default: []
            }
        }
    }
}

extension DrawingContext {
    /// Draws a row with its top-left corner at `origin`.
    func draw(_ row: Row, at origin: Point) throws(RenderError) {
        for item in row.items {
            switch item {
            case .bubble(let bubble, let at):
                try draw(bubble, at: Point(x: origin.x + at.x, y: origin.y + at.y))
            case .text(let block, let at, let color):
                show(block.layout, at: Point(x: origin.x + at.x, y: origin.y + at.y), color: color)
            case .pill(let rect, let color):
                fill(.roundedRect(rect, radius: rect.height / 2), at: origin, color: color)
            case .avatar(let avatar, let rect):
                try draw(avatar, in: rect.offsetBy(dx: origin.x, dy: origin.y))
            case .shape(let path, let color):
                fill(path, at: origin, color: color)
            }
        }
    }
}
