import BubbleGeometry
import ConversationLayout

extension TextLayout: MeasuredText {
    /// The logical rectangle of the first line in points (see ``lineExtents``).
    package var firstLineExtents: Rect? {
        lineExtents.first
    }

    /// The logical rectangle of the last line in points (see ``lineExtents``).
    package var lastLineExtents: Rect? {
        lineExtents.last
    }
}
