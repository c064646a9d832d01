import BubbleGeometry
import CairoDrawing
import ConversationLayout

/// A transcript's rows as the page loop draws them: laid out again from their specs, with
/// errors that name the JSON path.
struct TranscriptRows: PageContent {
    let layout: BubbleRenderer.Layout
    let specs: [RowSpec]
    /// A screen's bars, drawn over the rows; nil without a screen.
    var chrome: Row<TextLayout>?
    /// A screen's wallpaper, drawn under the rows; nil without a screen or with none.
    var wallpaper: ScreenWallpaper?
    /// A screen's translucent header (iOS's), showing the rows beneath it; nil without.
    var material: BarMaterial?
    /// Whether the rows are drawn on nothing (a sticker) rather than on the look's background.
    var isTransparent = false

    var background: RGBAColor {
        isTransparent ? .clear : layout.theme.colors.background
    }

    /// Tails and ink overhangs.
    var overdraw: Double {
        4
    }

    func row(_ index: Int) throws(RenderError) -> Row<TextLayout> {
        do {
            return try layout.row(specs[index])
        } catch {
            throw .transcript(error)
        }
    }

    /// An image that could not be decoded names the message's `image` or the sender's
    /// `avatar`; other errors stay as they are.
    func problem(_ error: RenderError, drawing index: Int) -> RenderError {
        guard case .image(let name, let reason) = error else { return error }
        return .transcript(layout.imageProblem(name: name, reason: reason, in: specs[index]))
    }

    /// A wallpaper photo that cannot be decoded names `screen.wallpaper`.
    func drawUnderlay(on cr: DrawingContext) throws(RenderError) {
        guard let wallpaper else { return }
        do {
            try cr.draw(wallpaper)
        } catch .image(let name, let reason) {
            throw .transcript(layout.problem("\(name): \(reason)", at: ["screen", "wallpaper"]))
        }
    }

    /// Draws the screen's bars, the translucent header over `backdrop`; a picture in the
    /// header that cannot be decoded names `screen.avatar` (or the participant it came from).
    func drawOverlay(on cr: DrawingContext, backdrop: Backdrop?) throws(RenderError) {
        guard let chrome else { return }
        if let backdrop { cr.paint(backdrop) }
        do {
            try cr.draw(chrome, at: Point(x: 0, y: 0))
        } catch .image(let name, let reason) {
            throw .transcript(layout.headerImageProblem(name: name, reason: reason))
        }
    }

    func tooTall(_ index: Int, pixels: Int, scale: Double) -> RenderError {
        .transcript(layout.problem(
            "this entry is \(pixels) pixels tall at scale \(scale.shortText), "
                + "more than the \(ImageSurface.maximumSide) an image can be; shorten it or lower the scale",
            at: ["messages", .index(specs[index].index)]))
    }
}
