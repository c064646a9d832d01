/// Splitting a conversation into pages at row boundaries.
enum Pagination {
    /// A page: the rows it holds and its height in points, padding included.
    struct Page: Hashable {
        var rows: Range<Int>
        var height: Double
    }

    /// Groups rows into pages no taller than `maxHeight` points. A row's `spacing` (the gap
    /// above it) is dropped when it starts a page; `padding` goes above and below every page.
    /// A row too tall for any page gets a page of its own, taller than the limit.
    static func pages(heights: [Double], spacings: [Double], padding: Double, maxHeight: Double) -> [Page] {
        guard !heights.isEmpty else { return [Page(rows: 0..<0, height: 2 * padding)] }
        var pages: [Page] = []
        var start = 0
        var height = 2 * padding
        for index in heights.indices {
            let gap = index == start ? 0 : spacings[index]
            if index > start, height + gap + heights[index] > maxHeight {
                pages.append(Page(rows: start..<index, height: height))
                start = index
                height = 2 * padding + heights[index]
            } else {
                height += gap + heights[index]
            }
        }
        pages.append(Page(rows: start..<heights.count, height: height))
        return pages
    }
}
