import BubbleGeometry
import CairoDrawing
import ConversationLayout

/// A preview sheet's rows as the page loop draws them: each section's title, then one row
/// per item; errors name the key and the item's label.
struct PreviewRows: PageContent {
    let renderer: BubbleRenderer
    let sections: [PreviewSection]
    /// What each row shows, in order.
    let owners: [PreviewRowOwner]
    let options: BubbleOptions
    let colors: ThemeColors
    /// The sheet's width in points.
    let width: Double

    var background: RGBAColor {
        colors.background
    }

    /// A label sits 6 points down its row, and its ink may overhang 4 more.
    var overdraw: Double {
        10
    }

    func row(_ index: Int) throws(RenderError) -> Row<TextLayout> {
        try renderer.previewSheetRow(owners[index], of: sections, options: options, colors: colors, width: width).0
    }

    func problem(_ error: RenderError, drawing index: Int) -> RenderError {
        error
    }

    func tooTall(_ index: Int, pixels: Int, scale: Double) -> RenderError {
        owners[index].error(in: sections, reason: "the bubble is \(pixels) pixels tall at scale \(scale.shortText), "
            + "more than the \(ImageSurface.maximumSide) an image can be; shorten it or lower the scale")
    }
}
