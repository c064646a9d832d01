import BubbleGeometry
import ConversationLayout

extension DrawingContext {
    /// Draws an avatar as a circle filling `rect`.
    package func draw(_ avatar: Avatar<TextLayout>, in rect: Rect) throws(RenderError) {
        let circle = Path.circle(center: Point(x: rect.minX + rect.width / 2, y: rect.minY + rect.height / 2),
                                 radius: min(rect.width, rect.height) / 2)
        switch avatar {
        case .image(let image):
            try drawImage(image, in: rect, clip: circle, clipOffset: .zero)
        case .initials(let block, let background):
            try fill(circle, top: background.top, bottom: background.bottom, across: rect)
            show(block.text, at: block.origin(centredIn: rect), color: .white)
        case .silhouette(let disc, let figure):
            let side = min(rect.width, rect.height)
            let corner = Point(x: rect.minX + (rect.width - side) / 2, y: rect.minY + (rect.height - side) / 2)
            fill(circle, at: .zero, color: disc)
            fill(.personSilhouette(diameter: side), at: corner, color: figure, clip: circle, clipOffset: .zero)
        }
    }
}
