import BubbleGeometry

/// One drawn reaction: an iMessage tapback badge, a WhatsApp pill or a Telegram-style pill,
/// in its row's coordinates. Drawn as its outlines, in order, then its texts.
package struct ReactionMark<Text: MeasuredText> {
    /// The band around the mark that parts it from what it overlaps, in the chat's background
    /// colour; on a transparent page (a sticker) it is cut out of what lies beneath instead.
    package var ring: (path: Path, color: RGBAColor)?
    /// The filled outlines, back to front, over the ring.
    package var outlines: [(path: Path, color: RGBAColor)]
    /// The emoji and the count, each with its layout origin.
    package var texts: [(block: TextBlock<Text>, origin: Point, color: RGBAColor)]
    /// The badge's or pill's own outline (ring excluded), which its texts stay inside.
    package var area: Path

    /// A mark of a `ring`, `outlines` (back to front), `texts` and its own outline `area`.
    package init(ring: (path: Path, color: RGBAColor)? = nil, outlines: [(path: Path, color: RGBAColor)],
                 texts: [(block: TextBlock<Text>, origin: Point, color: RGBAColor)], area: Path) {
        self.ring = ring
        self.outlines = outlines
        self.texts = texts
        self.area = area
    }

    /// Everything the mark covers, ring included.
    package var bounds: Rect {
        (outlines.map(\.path) + [ring?.path].compactMap { $0 }).compactMap(\.bounds).reduce(area.bounds ?? .zero) { $0.union($1) }
    }
}
