import CairoDrawing
import FoundationEssentials
import FileSystem
import PNGCodec
import BubbleGeometry
import Transcript
import StrictJSON
import Raster
import WebPCodec

extension BubbleRenderer {
    /// The tallest page, in pixels, before a conversation is split.
    public static let defaultMaxPageHeight = 16384

    /// Draws a whole conversation into `path` (PNG, WebP, SVG or PDF by its extension). A
    /// conversation taller than `maxPageHeight` pixels is split at message boundaries into
    /// `OUT-1.png`, `OUT-2.png`, ... (pages of one file for PDF). Pages are laid out and drawn
    /// one at a time; files appear only when all are written. Then the pages an earlier
    /// render left under that name and not written now are removed (`StalePages`). Returns
    /// the paths written, the stale pages removed, the texts with characters no font has and
    /// the time each phase took.
    ///
    /// The transcript is drawn as given, as decoded transcripts are valid; for one built in
    /// code, ``render(_:to:format:maxPageHeight:allowOutsideFiles:imageLimits:compression:webpQuality:sticker:limits:look:)``
    /// checks it first.
    ///
    /// - Parameters:
    ///   - transcript: the conversation to draw.
    ///   - file: the transcript's name as the user gave it, for error messages.
    ///   - path: the output; `-` is standard output (one page, or a PDF), written only once
    ///     everything is drawn.
    ///   - format: the output's format; nil to take it from `path`'s extension.
    ///   - maxPageHeight: the tallest page in pixels before the conversation is split.
    ///   - allowOutsideFiles: let images come from absolute paths and from outside the
    ///     transcript's folder.
    ///   - imageLimits: bounds on each photo and avatar and on all of them decoded together.
    ///   - compression: PNG speed against size.
    ///   - webpQuality: WebP lossless (the default) or lossy at a quality.
    ///   - sticker: draw a sticker: one page, without the transcript's screen, on a
    ///     transparent background, its longer side 512 pixels (PNG or WebP only).
    ///   - inputs: files the output must not replace (the transcript); the images it shows
    ///     are protected too.
    ///   - look: a look file's look to draw in instead of the transcript's `look` or `theme`.
    public func render(transcript: Transcript, file: String?, to path: String, format: OutputFormat? = nil,
                       maxPageHeight: Int = defaultMaxPageHeight, allowOutsideFiles: Bool = false,
                       imageLimits: ImageLimits = .transcriptImages,
                       compression: PNGCompression = .default, webpQuality: WebPQuality = .lossless, sticker: Bool = false,
                       protecting inputs: [String] = [], look: LookFile? = nil) throws(RenderError) -> ConversationResult {
        let clock = ContinuousClock()
        let start = clock.now
        guard let format = format ?? OutputFormat(path: path) else {
            throw .write(path: path, reason: "the name must end in \(OutputFormat.extensionList)")
        }
        var conversation = try ConversationPages(transcript: transcript, file: file, renderer: self, format: format,
                                                 maxPageHeight: maxPageHeight, allowOutsideFiles: allowOutsideFiles,
                                                 imageLimits: imageLimits, look: look, sticker: sticker)
        let pageCount = conversation.pages.count
        let paths = path == StagedOutput.standardOutput ? [path] : format.pagePaths(for: path, count: pageCount)
        if path == StagedOutput.standardOutput, format != .pdf, pageCount > 1 {
            throw .write(path: StagedOutput.standardOutputName, reason: "the conversation takes \(pageCount) pages and standard output "
                         + "holds one; write to a file, or raise the page height")
        }
        let protected = InputFiles(inputs.map { (path: $0, name: $0) } + conversation.images.map { (path: $0.key.description, name: $0.value) })
        for pagePath in paths {
            if let input = protected.name(of: pagePath) { throw RenderError(FileError(path: pagePath, problem: .isInput(input))) }
        }
        var result = ConversationResult(paths: paths, layoutMilliseconds: (clock.now - start).milliseconds)
        result.missingGlyphs = conversation.missingGlyphs
        result.fontFiles = conversation.fontFiles
        let stage = StagedOutput()
        var sink = FilePages(stage: stage, paths: paths, pdfPath: path)
        let times = try conversation.rows.draw(format: format, width: conversation.width, compression: compression,
                                               webpQuality: webpQuality, bandBuffers: &bandBuffers, compressingWhereDrawn: compressesBandsWhereDrawn, into: &sink)
        result.drawingMilliseconds = times.drawing
        let commitStart = clock.now
        try stage.renderCommit()
        result.encodingMilliseconds = times.encoding + (clock.now - commitStart).milliseconds
        result.removedStalePages = StalePages.remove(besides: paths, target: path, format: format, keeping: protected)
        return result
    }
}
