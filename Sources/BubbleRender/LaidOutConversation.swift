import BubbleGeometry
import CairoDrawing
import ConversationLayout
import Transcript

/// A transcript's first page as layout placed it, in points from the page's top-left corner:
/// each row with its entry and its place, and a screen's frame and bars. Layout snapshots
/// write it as text, and masks by meaning find times, avatars, the status bar and messages in it.
package struct LaidOutConversation {
    /// One row of the page.
    package struct PlacedRow {
        /// The transcript entry the row shows.
        package let spec: RowSpec
        /// The row's top-left corner on the page.
        package let origin: Point
        package let row: Row<TextLayout>
    }

    package let rows: [PlacedRow]
    /// A screen's frame and its bars, drawn over the rows; nil without a screen.
    package let screen: ScreenFrame?
    package let chrome: Row<TextLayout>?
    /// The page's size in points, and its pixels per point.
    package let size: Size
    package let scale: Double
    /// The user font files the texts may use: the renderer's, then the transcript's.
    package let fontFiles: [FontFile]
}

extension BubbleRenderer {
    /// The first page of `transcript` laid out as ``render(transcript:file:to:format:maxPageHeight:allowOutsideFiles:imageLimits:compression:webpQuality:sticker:protecting:look:)``
    /// draws it as PNG with pages up to `maxPageHeight` pixels tall.
    package func laidOut(_ transcript: Transcript, file: String?, maxPageHeight: Int = defaultMaxPageHeight) throws(RenderError) -> LaidOutConversation {
        let conversation = try ConversationPages(transcript: transcript, file: file, renderer: self, format: .png, maxPageHeight: maxPageHeight,
                                                 allowOutsideFiles: false, imageLimits: .transcriptImages)
        let paged = conversation.rows
        guard let page = paged.pages.first else {
            return LaidOutConversation(rows: [], screen: conversation.screen, chrome: paged.content.chrome,
                                       size: Size(width: conversation.width, height: 0), scale: paged.scale,
                                       fontFiles: conversation.fontFiles)
        }
        let placed = PageRows(page: page, heights: paged.heights, spacings: paged.spacings, origin: paged.origin)
        var rows: [LaidOutConversation.PlacedRow] = []
        for (offset, index) in page.rows.enumerated() {
            let row: Row<TextLayout>
            if let kept = paged.keptRows[index] {
                row = kept
            } else {
                row = try paged.content.row(index)
            }
            rows.append(LaidOutConversation.PlacedRow(spec: paged.content.specs[index], origin: Point(x: placed.left, y: placed.tops[offset]),
                                                      row: row))
        }
        return LaidOutConversation(rows: rows, screen: conversation.screen, chrome: paged.content.chrome,
                                   size: Size(width: conversation.width, height: page.height), scale: paged.scale,
                                   fontFiles: conversation.fontFiles)
    }
}
