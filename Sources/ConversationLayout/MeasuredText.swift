import BubbleGeometry

/// A text laid out by a ``TextMeasuring`` engine, as layout sees it: its extents.
package protocol MeasuredText {
    /// The logical and ink rectangles of the whole text in points, relative to its origin.
    var extents: (logical: Rect, ink: Rect) { get }
    /// The logical rectangle of the first line in points, relative to the text's origin.
    var firstLineExtents: Rect? { get }
    /// The logical rectangle of the last line in points, relative to the text's origin.
    var lastLineExtents: Rect? { get }
}
