import FoundationEssentials
import FileSystem
import PNGCodec
import BubbleGeometry
import Transcript
import StrictJSON
import Raster

extension BubbleRenderer {
    /// The tallest page, in pixels, before a conversation is split.
    public static let defaultMaxPageHeight = 16384

    /// Draws a whole conversation into `path` (PNG, SVG or PDF by its extension). A
    /// conversation taller than `maxPageHeight` pixels is split at message boundaries into
    /// `OUT-1.png`, `OUT-2.png`, ... (pages of one file for PDF). Pages are laid out and drawn
    /// one at a time; files appear only when all are written. Then the pages an earlier
    /// render left under that name and not written now are removed (``StalePages``). Returns
    /// the paths written, the stale pages removed, the texts with characters no font has and
    /// the time each phase took.
    ///
    /// - Parameters:
    ///   - file: the transcript's name as the user gave it, for error messages.
    ///   - path: the output; `-` is standard output (one page, or a PDF), written only once
    ///     everything is drawn.
    ///   - format: the output's format; nil to take it from `path`'s extension.
    ///   - allowOutsideFiles: let images come from absolute paths and from outside the
    ///     transcript's folder.
    ///   - compression: PNG speed against size.
    ///   - inputs: files the output must not replace (the transcript); the images it shows
    ///     are protected too.
    public func render(transcript: Transcript, file: String?, to path: String, format: OutputFormat? = nil,
                       maxPageHeight: Int = defaultMaxPageHeight, allowOutsideFiles: Bool = false,
                       imageLimits: ImageLimits = .transcriptImages,
                       compression: PNGCompression = .default, protecting inputs: [String] = []) throws(RenderError) -> ConversationResult {
        let clock = ContinuousClock()
        var start = clock.now
        guard let format = format ?? OutputFormat(path: path) else {
            throw .write(path: path, reason: "the name must end in .png, .svg or .pdf")
        }
        let layout: ConversationLayout
        let specs = RowSpec.rows(of: transcript)
        var heights: [Double] = []
        var spacings: [Double] = []
        // Rows of about the first four pages' height are kept for drawing; later ones are laid
        // out again, so memory holds a few pages of rows however long the chat.
        var keptRows: [Int: Row] = [:]
        var laidOutHeight = 0.0
        var missingGlyphs: [MissingGlyphs] = []
        var images: [URL: String] = [:]
        do throws(Diagnostic) {
            layout = try ConversationLayout(transcript: transcript, file: file, renderer: self,
                                            allowOutsideFiles: allowOutsideFiles, imageLimits: imageLimits)
            heights.reserveCapacity(specs.count)
            var imageBytes: [URL: Int] = [:]
            for (index, spec) in specs.enumerated() {
                let row = try layout.row(spec)
                if let missing = MissingGlyphs.of(row.textLayouts, path: ""), let first = missing.characters.first {
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
        let scale = format == .png ? transcript.scale : 1
        let separators = specs.map { spec in
            if case .separator = spec.kind { return true }
            return false
        }
        let pages = Pagination.pages(heights: heights, spacings: spacings, keepWithNext: separators,
                                     padding: ConversationLayout.padding, maxHeight: Double(maxPageHeight) / transcript.scale)
        let paths = path == StagedOutput.standardOutput ? [path] : format.pagePaths(for: path, count: pages.count)
        if path == StagedOutput.standardOutput, format != .pdf, pages.count > 1 {
            throw .write(path: StagedOutput.standardOutputName, reason: "the conversation takes \(pages.count) pages and standard output "
                         + "holds one; write to a file, or raise the page height")
        }
        let protected = InputFiles(inputs.map { (path: $0, name: $0) } + images.map { (path: $0.key.path, name: $0.value) })
        for pagePath in paths {
            if let input = protected.name(of: pagePath) { throw RenderError(FileError(path: pagePath, problem: .isInput(input))) }
        }
        var result = ConversationResult(paths: paths, layoutMilliseconds: (clock.now - start).milliseconds)
        result.missingGlyphs = missingGlyphs
        let stage = StagedOutput()
        var pdf: VectorSurface?
        if format == .pdf {
            pdf = try VectorSurface(kind: .pdf, file: stage.renderFile(for: path), width: transcript.width, height: pages[0].height)
        }
        // A banded PNG page is finished (its last bands compressed and the file written) while
        // the next page is drawn.
        var pending: (page: BandedPNGPage, path: String)?
        func finishPending() throws(RenderError) {
            guard let (page, path) = pending else { return }
            start = clock.now
            try stage.renderWrite(page.finish(), to: path)
            result.encodingMilliseconds += (clock.now - start).milliseconds
            pending = nil
        }
        for (number, page) in pages.enumerated() {
            let pagePath = format == .pdf ? path : paths[number]
            // Only a single row taller than the page limit makes a page this tall: name it.
            if ImageSurface.pixels(page.height, scale: scale) > ImageSurface.maximumSide,
               let tallest = page.rows.max(by: { heights[$0] < heights[$1] }) {
                throw .transcript(layout.problem(
                    "this entry is \(ImageSurface.pixels(heights[tallest], scale: scale)) pixels tall at scale \(scale.shortText), "
                        + "more than the \(ImageSurface.maximumSide) an image can be; shorten it or lower the scale",
                    at: ["messages", .index(specs[tallest].index)]))
            }
            var rows = PageRows(page: page, heights: heights, spacings: spacings, laidOut: keptRows)
            for index in page.rows { keptRows[index] = nil }
            if format == .png && compression != .best {
                start = clock.now
                let banded = try BandedPNGPage(rows: &rows, width: transcript.width, scale: scale, specs: specs,
                                               layout: layout, compression: compression, reusing: pending?.page.pool)
                result.drawingMilliseconds += (clock.now - start).milliseconds
                try finishPending()
                pending = (banded, pagePath)
                continue
            }
            let surface: any CairoSurface
            switch format {
            case .png:
                surface = try ImageSurface(width: ImageSurface.pixels(transcript.width, scale: scale),
                                           height: ImageSurface.pixels(page.height, scale: scale))
            case .svg:
                surface = try VectorSurface(kind: .svg, file: stage.renderFile(for: pagePath), width: transcript.width, height: page.height)
            case .pdf:
                guard let pdf else { throw .cairo("no PDF surface") }
                pdf.setPageSize(width: transcript.width, height: page.height)
                surface = pdf
            }
            start = clock.now
            let cr = try DrawingContext(surface: surface, scale: scale)
            cr.clear(to: layout.theme.colors.background)
            try rows.draw(visible: nil, specs: specs, layout: layout, on: cr)
            try cr.check()
            result.drawingMilliseconds += (clock.now - start).milliseconds
            start = clock.now
            defer { result.encodingMilliseconds += (clock.now - start).milliseconds }
            switch surface {
            case let image as ImageSurface:
                try stage.renderWrite(image.pngData(compression: compression), to: pagePath)
            case let vector as VectorSurface where vector.kind == .svg:
                try vector.finish()
            default:
                cr.showPage()
            }
        }
        try finishPending()
        start = clock.now
        try pdf?.finish()
        try stage.renderCommit()
        result.encodingMilliseconds += (clock.now - start).milliseconds
        result.removedStalePages = StalePages.remove(besides: paths, target: path, format: format, keeping: protected)
        return result
    }
}
