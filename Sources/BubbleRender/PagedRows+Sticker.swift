import ConversationLayout

extension PagedRows {
    /// Every row of `measured` on one page `width` points wide, never split, drawn at the
    /// scale that makes the page's longer side ``StickerFit/side`` pixels: a sticker.
    init(sticker content: Content, measured: MeasuredRows, width: Double) {
        self.content = content
        heights = measured.heights
        spacings = measured.spacings
        keptRows = measured.kept
        origin = nil
        pages = Pagination.pages(heights: heights, spacings: spacings, padding: ConversationMetrics.padding, maxHeight: .infinity)
        scale = StickerFit.scale(width: width, height: pages.map(\.height).max() ?? 0)
    }
}
