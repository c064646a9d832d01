import CairoDrawing
import ConversationLayout

/// Rows measured one after the other for ``PagedRows``: each row's height and the space
/// above it, in points. The rows of about the first four pages' height are kept laid out;
/// later ones are laid out again when their page is drawn, so memory holds a few pages of
/// rows however long the content.
struct MeasuredRows {
    private(set) var heights: [Double] = []
    private(set) var spacings: [Double] = []
    private(set) var kept: [Int: Row<TextLayout>] = [:]
    /// The height of the rows so far, spacing included, in points.
    private var height = 0.0
    /// Pixels per point, and the tallest page in pixels, which together decide what is kept.
    let scale: Double
    let maxPageHeight: Int

    /// Room for `count` rows, kept while their height at `scale` is at most four pages of
    /// `maxPageHeight` pixels.
    init(scale: Double, maxPageHeight: Int, count: Int = 0) {
        self.scale = scale
        self.maxPageHeight = maxPageHeight
        heights.reserveCapacity(count)
        spacings.reserveCapacity(count)
    }

    /// Adds `row`, `spacing` points below the one before.
    mutating func append(_ row: Row<TextLayout>, spacing: Double) {
        height += spacing + row.height
        if height * scale <= 4 * Double(maxPageHeight) { kept[heights.count] = row }
        heights.append(row.height)
        spacings.append(spacing)
    }
}
