import BubbleGeometry
import CairoDrawing
import ConversationLayout
import PNGCodec
import WebPCodec

/// Rows split into pages and drawn page by page as PNG, WebP, SVG or PDF: the page loop that
/// conversations and preview sheets share.
struct PagedRows<Content: PageContent> {
    let content: Content
    /// Each row's height and the space above it, in points.
    let heights: [Double]
    let spacings: [Double]
    /// Rows laid out while measuring, kept for drawing (see ``MeasuredRows``).
    var keptRows: [Int: Row<TextLayout>]
    let pages: [Pagination.Page]
    /// Pixels per point: the content's scale for PNG and WebP, 1 for SVG and PDF (sized in points).
    let scale: Double
    /// Where the first row of a screen's one page goes; nil for pages of rows below their padding.
    let origin: Point?

    /// Splits the `measured` rows of `content` into pages at most `maxHeight` points tall
    /// (see ``Pagination/pages(heights:spacings:keepWithNext:padding:maxHeight:)``), to be
    /// drawn at `scale`.
    init(_ content: Content, measured: MeasuredRows, keepWithNext: [Bool] = [], maxHeight: Double, scale: Double) {
        self.content = content
        heights = measured.heights
        spacings = measured.spacings
        keptRows = measured.kept
        self.scale = scale
        origin = nil
        pages = Pagination.pages(heights: heights, spacings: spacings, keepWithNext: keepWithNext,
                                 padding: ConversationMetrics.padding, maxHeight: maxHeight)
    }

    /// One page the size of `frame`'s screen showing the end of the `measured` rows of
    /// `content`, as a chat scrolled to its end: the last row just above the composer, the
    /// rows above it up to the header (see `ScreenFrame.visibleRows`),
    /// to be drawn at `scale`.
    init(_ content: Content, measured: MeasuredRows, screen frame: ScreenFrame, scale: Double) {
        self.content = content
        heights = measured.heights
        spacings = measured.spacings
        keptRows = measured.kept
        self.scale = scale
        let visible = frame.visibleRows(heights: heights, spacings: spacings, padding: ConversationMetrics.padding)
        origin = Point(x: frame.messages.minX, y: visible.top)
        pages = [Pagination.Page(rows: visible.rows, height: frame.size.height)]
    }
}

extension PagedRows {
    /// Milliseconds spent drawing the pages, and encoding and writing them.
    struct DrawingTimes {
        var drawing = 0.0
        var encoding = 0.0
    }

    /// Draws every page as `format` into `sink`, in page order, and finishes the PDF. PNG pages
    /// are drawn in bands (see ``BandedPNGPage``) unless `compression` is `.best`; a banded
    /// page is finished while the next one is drawn. A WebP page is drawn whole, then encoded
    /// at `webpQuality`. Banded pages draw in `bandBuffers` when
    /// they fit (the last image's, already touched and filled), which then holds the last
    /// page's buffers; with `compressingWhereDrawn`, their bands are compressed on this thread.
    mutating func draw(format: OutputFormat, width: Double, compression: PNGCompression, webpQuality: WebPQuality = .lossless,
                       bandBuffers: inout BandBufferPool?, compressingWhereDrawn: Bool,
                       into sink: inout some PageSink) throws(RenderError) -> DrawingTimes {
        let clock = ContinuousClock()
        var start = clock.now
        var times = DrawingTimes()
        var pdf: VectorSurface?
        if format == .pdf {
            pdf = try VectorSurface(kind: .pdf, file: sink.vectorFile(page: nil), width: width, height: pages[0].height)
        }
        var pending: (page: BandedPNGPage, number: Int)?
        func finishPending() throws(RenderError) {
            guard let (page, number) = pending else { return }
            start = clock.now
            try sink.take(page.finish(), page: number)
            times.encoding += (clock.now - start).milliseconds
            pending = nil
        }
        for (number, page) in pages.enumerated() {
            // Only a single row taller than the page limit makes a page this tall: name it.
            if ImageSurface.pixels(page.height, scale: scale) > ImageSurface.maximumSide,
               let tallest = page.rows.max(by: { heights[$0] < heights[$1] }) {
                throw content.tooTall(tallest, pixels: ImageSurface.pixels(heights[tallest], scale: scale), scale: scale)
            }
            var rows = PageRows(page: page, heights: heights, spacings: spacings, laidOut: keptRows, origin: origin)
            for index in page.rows { keptRows[index] = nil }
            let images = ImageCache()
            let backdrop = try content.backdrop(beneath: rows, pageScale: format.isRaster ? scale : nil, images: images)
            if format == .png && compression != .best {
                start = clock.now
                let banded = try BandedPNGPage(rows: &rows, width: width, scale: scale, content: content, backdrop: backdrop, images: images,
                                               compression: compression, reusing: pending?.page.pool ?? bandBuffers,
                                               compressingHere: compressingWhereDrawn)
                bandBuffers = banded.pool
                times.drawing += (clock.now - start).milliseconds
                try finishPending()
                pending = (banded, number)
                continue
            }
            let surface: any CairoSurface
            switch format {
            case .png, .webp:
                surface = try ImageSurface(width: ImageSurface.pixels(width, scale: scale),
                                           height: ImageSurface.pixels(page.height, scale: scale))
            case .svg:
                surface = try VectorSurface(kind: .svg, file: sink.vectorFile(page: number), width: width, height: page.height)
            case .pdf:
                guard let pdf else { throw .cairo("no PDF surface") }
                pdf.setPageSize(width: width, height: page.height)
                surface = pdf
            }
            start = clock.now
            let cr = try DrawingContext(surface: surface, scale: scale, images: images)
            cr.clear(to: content.background)
            try content.drawUnderlay(on: cr)
            try rows.draw(visible: nil, content: content, on: cr)
            try content.drawOverlay(on: cr, backdrop: backdrop)
            try cr.check()
            times.drawing += (clock.now - start).milliseconds
            start = clock.now
            defer { times.encoding += (clock.now - start).milliseconds }
            switch surface {
            case let image as ImageSurface:
                try sink.take(format == .webp ? image.webpData(quality: webpQuality) : image.pngData(compression: compression), page: number)
            case let vector as VectorSurface where vector.kind == .svg:
                try vector.finish()
                if !vector.writesFile { try sink.take(vector.bytes, page: number) }
            default:
                cr.showPage()
            }
        }
        try finishPending()
        start = clock.now
        if let pdf {
            try pdf.finish()
            if !pdf.writesFile { try sink.take(pdf.bytes, page: nil) }
        }
        times.encoding += (clock.now - start).milliseconds
        return times
    }
}
