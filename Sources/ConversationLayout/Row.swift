import BubbleGeometry

/// One laid-out entry of a conversation: a separator, or a bubble with its name, time and
/// avatar. Items are placed relative to the row's top-left corner; the row spans the canvas.
package struct Row<Text: MeasuredText> {
    package enum Item {
        /// A bubble with its own origin at `origin`.
        case bubble(MessageBubble<Text>, origin: Point)
        /// A text with its origin at `origin`.
        case text(TextBlock<Text>, origin: Point, color: RGBAColor)
        /// A rounded pill behind a separator label.
        case pill(Rect, color: RGBAColor)
        /// A sender's picture, or initials on a colour, in a circle.
        case avatar(Avatar<Text>, rect: Rect)
        /// A filled outline in the row's coordinates: a system line's pill, a typing
        /// indicator, an icon.
        case shape(Path, color: RGBAColor)
        /// A reaction's badge or pill with its emoji.
        case reaction(ReactionMark<Text>)
    }

    package var height: Double
    package var items: [Item]

    package init(height: Double, items: [Item]) {
        self.height = height
        self.items = items
    }
}

extension Row {
    /// The image files the row shows.
    package var images: [MessageImage] {
        items.flatMap { item -> [MessageImage] in
            switch item {
            case .bubble(let bubble, _):
                bubble.content.parts.compactMap { part in
                    switch part {
                    case .image(let image, _, _), .bleedImage(let image, _), .insetImage(let image, _, _), .avatar(.image(let image), _): image
                    default: nil
                    }
                }
            case .avatar(.image(let image), _): [image]
            default: []
            }
        }
    }
}

extension Row {
    /// Every text the row shows: bubbles' text, names, times, labels.
    package var texts: [Text] {
        items.flatMap { item -> [Text] in
            switch item {
            case .bubble(let bubble, _): bubble.content.texts
            case .text(let block, _, _): [block.text]
            case .reaction(let mark): mark.texts.map(\.block.text)
            default: []
            }
        }
    }
}
