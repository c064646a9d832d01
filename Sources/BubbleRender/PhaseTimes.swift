/// Where the time of one in-memory render went, in milliseconds.
package struct PhaseTimes: Sendable, Hashable {
    /// Measuring rows and splitting pages.
    package var layout: Double
    /// Laying out and drawing the pages' rows.
    package var drawing: Double
    /// Encoding the pages.
    package var encoding: Double

    package init(layout: Double = 0, drawing: Double = 0, encoding: Double = 0) {
        self.layout = layout
        self.drawing = drawing
        self.encoding = encoding
    }
}
