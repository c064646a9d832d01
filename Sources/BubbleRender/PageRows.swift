import ConversationLayout
import CairoDrawing
import BubbleGeometry

/// The rows of one page with their positions, laid out on demand and kept only while the
/// bands of the page still reach them, so that a row spanning two bands is laid out once.
struct PageRows {
    let page: Pagination.Page
    /// The top of each row of the page, in points from the top of the page.
    let tops: [Double]
    let heights: [Double]
    /// How far from the page's left edge the rows start, in points.
    let left: Double
    private var cache: [Int: Row<TextLayout>]

    /// - Parameters:
    ///   - laidOut: rows already laid out, by row index; those of this page are used.
    ///   - origin: the top-left corner of the page's first row; nil for the page's padding
    ///     below its top-left corner.
    init(page: Pagination.Page, heights: [Double], spacings: [Double], laidOut: [Int: Row<TextLayout>] = [:],
         origin: Point? = nil) {
        self.page = page
        left = origin?.x ?? 0
        var tops: [Double] = []
        var y = origin?.y ?? ConversationMetrics.padding
        for index in page.rows {
            if index > page.rows.lowerBound { y += spacings[index] }
            tops.append(y)
            y += heights[index]
        }
        self.tops = tops
        self.heights = page.rows.map { heights[$0] }
        cache = laidOut.filter { page.rows.contains($0.key) }
    }

    /// Draws the rows that reach into `visible` (points; `nil` for all), laying out those not
    /// kept, then forgets the rows that end above `visible` and so cannot reach later bands.
    mutating func draw(
        visible: ClosedRange<Double>?, content: some PageContent, on cr: DrawingContext
    ) throws(RenderError) {
        for (offset, index) in page.rows.enumerated() {
            let top = tops[offset] - content.overdraw
            let bottom = tops[offset] + heights[offset] + content.overdraw
            if let visible, bottom < visible.lowerBound || top > visible.upperBound { continue }
            let row: Row<TextLayout>
            if let kept = cache[index] {
                row = kept
            } else {
                row = try content.row(index)
            }
            do {
                try cr.draw(row, at: Point(x: left, y: tops[offset]), transparent: content.background.alpha == 0, gradientSpan: 0...page.height)
            } catch {
                throw content.problem(error, drawing: index)
            }
            if let visible, bottom > visible.upperBound { cache[index] = row } else { cache[index] = nil }
        }
    }
}
