/// Splitting a conversation into pages at row boundaries.
package enum Pagination {
    /// A page: the rows it holds and its height in points, padding included.
    package struct Page: Hashable {
        package var rows: Range<Int>
        package var height: Double

        package init(rows: Range<Int>, height: Double) {
            self.rows = rows
            self.height = height
        }
    }

    /// Groups rows into pages no taller than `maxHeight` points. A row's `spacing` (the gap
    /// above it) is dropped when it starts a page; `padding` goes above and below every page.
    /// A row marked in `keepWithNext` (a separator) moves to the next page with the row after
    /// it rather than end a page alone. A row too tall for any page gets a page of its own,
    /// taller than the limit.
    package static func pages(heights: [Double], spacings: [Double], keepWithNext: [Bool] = [], padding: Double, maxHeight: Double) -> [Page] {
        guard !heights.isEmpty else { return [Page(rows: 0..<0, height: 2 * padding)] }
        func kept(_ index: Int) -> Bool { index < keepWithNext.count && keepWithNext[index] }
        var pages: [Page] = []
        var start = 0
        var height = 2 * padding
        var index = 0
        while index < heights.count {
            let gap = index == start ? 0 : spacings[index]
            if index > start, height + gap + heights[index] > maxHeight {
                var end = index
                while end - 1 > start, kept(end - 1) { end -= 1 }
                pages.append(Page(rows: start..<end, height: Self.height(of: start..<end, heights, spacings, padding)))
                start = end
                height = Self.height(of: start..<index, heights, spacings, padding)
                continue
            }
            height += gap + heights[index]
            index += 1
        }
        pages.append(Page(rows: start..<heights.count, height: height))
        return pages
    }

    /// The height of a page holding `rows`, padding included.
    private static func height(of rows: Range<Int>, _ heights: [Double], _ spacings: [Double], _ padding: Double) -> Double {
        rows.reduce(2 * padding) { total, index in total + (index == rows.lowerBound ? 0 : spacings[index]) + heights[index] }
    }
}
