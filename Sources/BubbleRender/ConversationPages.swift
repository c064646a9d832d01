import ConversationLayout
import CairoDrawing
import FileSystem
import FoundationEssentials
import Transcript
import StrictJSON
import Raster
import WebPCodec

/// A conversation measured and split into pages, ready to draw: what rendering to files and
/// to memory share.
struct ConversationPages {
    /// The rows, their pages and the page loop.
    var rows: PagedRows<TranscriptRows>
    /// The user font files the texts may use: the renderer's, then the transcript's.
    let fontFiles: [FontFile]
    /// Each text with characters no font has, in transcript order.
    let missingGlyphs: [MissingGlyphs]
    /// The image files the rows show, with their names as written.
    let images: [FileLocation: String]
    /// The width of the pages in points: the transcript's, or its screen's.
    let width: Double
    /// Where a screen's parts go; nil without a screen.
    let screen: ScreenFrame?

    /// Lays out every row of `transcript` (in `look` when given, else its own) and splits the
    /// rows into pages at most `maxPageHeight` pixels tall (for WebP at most
    /// `WebPEncoder.maximumSide`); with a screen, makes the one page the screen shows. A
    /// `sticker` is one page without the screen, on a transparent background, fitted into
    /// ``StickerFit/side`` pixels.
    init(transcript: Transcript, file: String?, renderer: BubbleRenderer, format: OutputFormat, maxPageHeight: Int,
         allowOutsideFiles: Bool, imageLimits: ImageLimits, look: LookFile? = nil, sticker: Bool = false) throws(RenderError) {
        if sticker { try StickerFit.check(format) }
        var transcript = transcript
        if sticker { transcript.screen = nil }
        transcript = transcript.onScreen
        let maxPageHeight = format == .webp ? min(maxPageHeight, WebPEncoder.maximumSide) : maxPageHeight
        var specs: [RowSpec] = []
        var measured = MeasuredRows(scale: transcript.scale, maxPageHeight: maxPageHeight)
        var missingGlyphs: [MissingGlyphs] = []
        var images: [FileLocation: String] = [:]
        let layout: BubbleRenderer.Layout
        let fontFiles: [FontFile]
        var chrome: Row<TextLayout>?
        var wallpaper: ScreenWallpaper?
        let frame: ScreenFrame?
        do throws(Diagnostic) {
            let made = try renderer.layout(of: transcript, file: file, allowOutsideFiles: allowOutsideFiles, imageLimits: imageLimits,
                                           look: look)
            layout = made.0
            fontFiles = made.fontFiles
            specs = RowSpec.rows(of: transcript, theme: layout.theme)
            measured = MeasuredRows(scale: transcript.scale, maxPageHeight: maxPageHeight, count: specs.count)
            let screen = try layout.screen()
            frame = screen?.frame
            chrome = try screen.map { screen throws(Diagnostic) in try layout.screenChrome(screen.frame, composer: screen.composer) }
            wallpaper = try frame.flatMap { frame throws(Diagnostic) in try layout.wallpaper(frame) }
            // Every image file the page shows counts once towards the decoded-bytes limit.
            var imageBytes = 0
            func count(_ image: MessageImage) {
                if images.updateValue(image.name, forKey: image.file) == nil { imageBytes += image.width * image.height * 4 }
            }
            func checkTotal(at path: JSONPath) throws(Diagnostic) {
                guard imageBytes > imageLimits.maxTotalBytes else { return }
                throw layout.problem("the images up to here would take more than \(imageLimits.maxTotalBytes >> 20) MiB decoded", at: path)
            }
            if case .image(let image, _)? = wallpaper?.fill { count(image) }
            (chrome?.images ?? []).forEach(count)
            try checkTotal(at: ["screen"])
            for (index, spec) in specs.enumerated() {
                let row = try layout.row(spec)
                if let missing = MissingGlyphs.of(row.texts, path: ""), let first = missing.characters.first {
                    missingGlyphs.append(MissingGlyphs(path: spec.path(ofTextHolding: first).description,
                                                       count: missing.count, characters: missing.characters))
                }
                measured.append(row, spacing: spec.spacing(after: index > 0 ? specs[index - 1] : nil, theme: layout.theme))
                row.images.forEach(count)
                try checkTotal(at: ["messages", .index(spec.index)])
            }
        } catch {
            throw .transcript(error)
        }
        let keptWithNext = specs.map(\.kind.keepsWithNext)
        let scale = format.isRaster ? transcript.scale : 1
        if sticker {
            rows = PagedRows(sticker: TranscriptRows(layout: layout, specs: specs, isTransparent: true), measured: measured,
                             width: transcript.width)
            width = transcript.width
        } else if let frame {
            let content = TranscriptRows(layout: layout, specs: specs, chrome: chrome, wallpaper: wallpaper, material: frame.headerMaterial)
            rows = PagedRows(content, measured: measured, screen: frame, scale: scale)
            width = frame.size.width
        } else {
            rows = PagedRows(TranscriptRows(layout: layout, specs: specs), measured: measured, keepWithNext: keptWithNext,
                             maxHeight: Double(maxPageHeight) / transcript.scale, scale: scale)
            width = transcript.width
        }
        screen = sticker ? nil : frame
        self.fontFiles = fontFiles
        self.missingGlyphs = missingGlyphs
        self.images = images
    }

    /// The pages, in order.
    var pages: [Pagination.Page] {
        rows.pages
    }

    /// Each page's size as drawn: in pixels for PNG and WebP, in points rounded up for SVG
    /// and PDF (whose pages are drawn at scale 1).
    var pageSizes: [(width: Int, height: Int)] {
        pages.map { (ImageSurface.pixels(width, scale: rows.scale), ImageSurface.pixels($0.height, scale: rows.scale)) }
    }
}
