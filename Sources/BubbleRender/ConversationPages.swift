import ConversationLayout
import CairoDrawing
import FoundationEssentials
import Transcript
import StrictJSON
import Raster

/// A conversation measured and split into pages, ready to draw: what rendering to files and
/// to memory share.
struct ConversationPages {
    let layout: BubbleRenderer.Layout
    /// The user font files the texts may use: the renderer's, then the transcript's.
    let fontFiles: [FontFile]
    let specs: [RowSpec]
    /// Each row's height and the space above it, in points.
    let heights: [Double]
    let spacings: [Double]
    /// Rows of about the first four pages' height, kept for drawing; later ones are laid out
    /// again, so memory holds a few pages of rows however long the chat.
    var keptRows: [Int: Row<TextLayout>]
    let pages: [Pagination.Page]
    /// Pixels per point: the transcript's scale for PNG, 1 for SVG and PDF (sized in points).
    let scale: Double
    /// Each text with characters no font has, in transcript order.
    let missingGlyphs: [MissingGlyphs]
    /// The image files the rows show, with their names as written.
    let images: [URL: String]

    /// Lays out every row of `transcript` and splits the rows into pages at most
    /// `maxPageHeight` pixels tall.
    init(transcript: Transcript, file: String?, renderer: BubbleRenderer, format: OutputFormat, maxPageHeight: Int,
         allowOutsideFiles: Bool, imageLimits: ImageLimits) throws(RenderError) {
        let specs = RowSpec.rows(of: transcript)
        var heights: [Double] = []
        var spacings: [Double] = []
        var keptRows: [Int: Row<TextLayout>] = [:]
        var laidOutHeight = 0.0
        var missingGlyphs: [MissingGlyphs] = []
        var images: [URL: String] = [:]
        let layout: BubbleRenderer.Layout
        let fontFiles: [FontFile]
        do throws(Diagnostic) {
            let made = try renderer.layout(of: transcript, file: file, allowOutsideFiles: allowOutsideFiles, imageLimits: imageLimits)
            layout = made.0
            fontFiles = made.fontFiles
            heights.reserveCapacity(specs.count)
            var imageBytes: [URL: Int] = [:]
            for (index, spec) in specs.enumerated() {
                let row = try layout.row(spec)
                if let missing = MissingGlyphs.of(row.texts, path: ""), let first = missing.characters.first {
                    missingGlyphs.append(MissingGlyphs(path: spec.path(ofTextHolding: first).description,
                                                       count: missing.count, characters: missing.characters))
                }
                heights.append(row.height)
                spacings.append(spec.spacing(after: index > 0 ? specs[index - 1] : nil, theme: layout.theme))
                laidOutHeight += spacings[index] + row.height
                if laidOutHeight * transcript.scale <= 4 * Double(maxPageHeight) { keptRows[index] = row }
                for image in row.images {
                    imageBytes[image.url] = image.width * image.height * 4
                    images[image.url] = image.name
                }
                if imageBytes.values.reduce(0, +) > imageLimits.maxTotalBytes {
                    throw layout.problem("the images up to here would take more than \(imageLimits.maxTotalBytes >> 20) MiB decoded",
                                         at: ["messages", .index(spec.index)])
                }
            }
        } catch {
            throw .transcript(error)
        }
        let separators = specs.map { spec in
            if case .separator = spec.kind { return true }
            return false
        }
        self.layout = layout
        self.fontFiles = fontFiles
        self.specs = specs
        self.heights = heights
        self.spacings = spacings
        self.keptRows = keptRows
        self.missingGlyphs = missingGlyphs
        self.images = images
        scale = format == .png ? transcript.scale : 1
        pages = Pagination.pages(heights: heights, spacings: spacings, keepWithNext: separators,
                                 padding: ConversationMetrics.padding, maxHeight: Double(maxPageHeight) / transcript.scale)
    }
}
