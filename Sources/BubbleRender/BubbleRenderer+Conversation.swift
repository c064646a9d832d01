import Foundation
import PNGCodec
import BubbleGeometry
import Transcript

extension BubbleRenderer {
    /// The tallest page, in pixels, before a conversation is split.
    public static let defaultMaxPageHeight = 16384

    /// Draws a whole conversation into `path` (PNG, SVG or PDF by its extension). A
    /// conversation taller than `maxPageHeight` pixels is split at message boundaries into
    /// `OUT-1.png`, `OUT-2.png`, ... (pages of one file for PDF). Pages are laid out and drawn
    /// one at a time; files appear only when all are written. Returns the paths written and
    /// the time each phase took.
    ///
    /// - Parameters:
    ///   - file: the transcript's name as the user gave it, for error messages.
    ///   - allowOutsideFiles: let images come from absolute paths and from outside the
    ///     transcript's folder.
    ///   - compression: PNG speed against size.
    public func render(transcript: Transcript, file: String?, to path: String,
                       maxPageHeight: Int = defaultMaxPageHeight, allowOutsideFiles: Bool = false,
                       imageLimits: ImageLimits = ImageLimits(),
                       compression: PNGCompression = .default) throws(RenderError) -> ConversationResult {
        let clock = ContinuousClock()
        var start = clock.now
        guard let format = OutputFormat(path: path) else {
            throw .write(path: path, reason: "the name must end in .png, .svg or .pdf")
        }
        let layout: ConversationLayout
        let specs = RowSpec.rows(of: transcript)
        var heights: [Double] = []
        var spacings: [Double] = []
        // Rows that fit on the first page are kept for drawing it; later pages lay out again,
        // so memory holds about one page of rows.
        var firstPageRows: [Int: Row] = [:]
        var laidOutHeight = 0.0
        do throws(TranscriptError) {
            layout = try ConversationLayout(transcript: transcript, file: file, renderer: self,
                                            allowOutsideFiles: allowOutsideFiles, imageLimits: imageLimits)
            heights.reserveCapacity(specs.count)
            var imageBytes: [URL: Int] = [:]
            for (index, spec) in specs.enumerated() {
                let row = try layout.row(spec)
                heights.append(row.height)
                spacings.append(spec.spacing(after: index > 0 ? specs[index - 1] : nil, theme: layout.theme))
                laidOutHeight += spacings[index] + row.height
                if laidOutHeight * transcript.scale <= Double(maxPageHeight) { firstPageRows[index] = row }
                for image in row.images {
                    imageBytes[image.url] = image.width * image.height * 4
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
        let paths = format.pagePaths(for: path, count: pages.count)
        var result = ConversationResult(paths: paths, layoutMilliseconds: (clock.now - start).milliseconds)
        let stage = StagedOutput()
        var pdf: VectorSurface?
        if format == .pdf {
            pdf = try VectorSurface(kind: .pdf, path: stage.temporaryPath(for: path), width: transcript.width, height: pages[0].height)
        }
        for (number, page) in pages.enumerated() {
            let pagePath = format == .pdf ? path : paths[number]
            var rows = PageRows(page: page, heights: heights, spacings: spacings, laidOut: number == 0 ? firstPageRows : [:])
            if format == .png && compression != .best {
                let png = try drawInBands(&rows, width: transcript.width, scale: scale, specs: specs, layout: layout,
                                          compression: compression, result: &result)
                start = clock.now
                try stage.write(png, to: pagePath)
                result.encodingMilliseconds += (clock.now - start).milliseconds
                continue
            }
            let surface: any CairoSurface
            switch format {
            case .png:
                surface = try ImageSurface(width: Int((transcript.width * scale).rounded(.up)),
                                           height: Int((page.height * scale).rounded(.up)))
            case .svg:
                surface = try VectorSurface(kind: .svg, path: stage.temporaryPath(for: pagePath), width: transcript.width, height: page.height)
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
                try stage.write(image.pngData(compression: compression), to: pagePath)
            case let vector as VectorSurface where vector.kind == .svg:
                try vector.finish()
            default:
                cr.showPage()
            }
        }
        start = clock.now
        try pdf?.finish()
        try stage.commit()
        result.encodingMilliseconds += (clock.now - start).milliseconds
        return result
    }

    /// Draws a page as PNG one band of rows at a time into a few reused buffers, while
    /// other cores compress the bands already drawn (``PNGBandEncoder``): the page's pixels
    /// never exist all at once. Drawing time is what this thread spends drawing; encoding
    /// time is what it then waits for the last bands and the file.
    private func drawInBands(
        _ rows: inout PageRows, width: Double, scale: Double, specs: [RowSpec], layout: ConversationLayout,
        compression: PNGCompression, result: inout ConversationResult
    ) throws(RenderError) -> [UInt8] {
        let clock = ContinuousClock()
        var start = clock.now
        let pixelWidth = Int((width * scale).rounded(.up))
        let pixelHeight = Int((rows.page.height * scale).rounded(.up))
        guard pixelWidth <= ImageSurface.maximumSide, pixelHeight <= ImageSurface.maximumSide else {
            throw .imageTooLarge(width: pixelWidth, height: pixelHeight)
        }
        let background = layout.theme.colors.background
        let encoder: PNGBandEncoder
        do {
            encoder = try PNGBandEncoder(width: pixelWidth, height: pixelHeight, hasAlpha: background.alpha != 255, compression: compression)
        } catch {
            throw .imageTooLarge(width: pixelWidth, height: pixelHeight)
        }
        let bandRows = (0..<encoder.bandCount).map { encoder.rows(forBand: $0).count }.max() ?? 1
        let pool = BandBufferPool(count: ProcessInfo.processInfo.activeProcessorCount + 1,
                                  stride: ImageSurface.stride(forWidth: pixelWidth), rows: bandRows)
        let encoding = DispatchGroup()
        defer { encoding.wait() }
        for band in 0..<encoder.bandCount {
            let range = encoder.rows(forBand: band)
            let buffer = pool.take()
            do {
                let surface = try ImageSurface(width: pixelWidth, height: range.count, buffer: buffer)
                let cr = try DrawingContext(surface: surface, scale: scale, originY: range.lowerBound)
                cr.clear(to: background)
                try rows.draw(visible: Double(range.lowerBound) / scale...Double(range.upperBound) / scale,
                              specs: specs, layout: layout, on: cr)
                try cr.check()
                surface.flush()
            } catch {
                pool.give(buffer)
                throw error
            }
            DispatchQueue.global().async(group: encoding) {
                encoder.encode(band: band, premultipliedARGB32: buffer.pixels, stride: buffer.stride)
                pool.give(buffer)
            }
        }
        result.drawingMilliseconds += (clock.now - start).milliseconds
        start = clock.now
        encoding.wait()
        defer { result.encodingMilliseconds += (clock.now - start).milliseconds }
        do {
            return try encoder.finish()
        } catch {
            throw .badImage(error.description)
        }
    }
}
