/// A rectangle of pixels, `x` and `y` from the top-left corner: a region to leave out of a
/// comparison (a clock, an avatar, anything that changes on its own).
public struct PixelRegion: Sendable, Hashable {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns covered.
    public var width: Int
    /// Rows covered.
    public var height: Int

    /// The region from column `x` and row `y`, `width` by `height` pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The part of the region inside an image of `width` x `height`, as column and row ranges;
    /// nil when nothing of it is inside.
    func clipped(toWidth imageWidth: Int, height imageHeight: Int) -> (columns: Range<Int>, rows: Range<Int>)? {
        let (right, rightOverflow) = x.addingReportingOverflow(max(0, width))
        let (bottom, bottomOverflow) = y.addingReportingOverflow(max(0, height))
        let left = max(0, x), top = max(0, y)
        let end = min(imageWidth, rightOverflow ? Int.max : right), bottomEnd = min(imageHeight, bottomOverflow ? Int.max : bottom)
        guard left < end, top < bottomEnd else { return nil }
        return (left..<end, top..<bottomEnd)
    }
}
