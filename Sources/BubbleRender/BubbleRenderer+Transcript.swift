import CairoDrawing
import PNGCodec
import Transcript
import Raster
import WebPCodec

extension BubbleRenderer {
    /// Draws a whole conversation in memory as PNG, WebP, SVG or PDF, as
    /// ``render(transcript:file:to:format:maxPageHeight:allowOutsideFiles:imageLimits:compression:webpQuality:sticker:protecting:look:)``
    /// draws it to files: the same pages, the same bytes.
    ///
    /// The transcript is checked first with `Transcript.validate(limits:)`, so one built in
    /// code gets the errors a transcript file would, naming Swift properties. Relative image
    /// paths are resolved against its `baseDirectory` (the current directory when nil).
    ///
    /// - Parameters:
    ///   - transcript: the conversation to draw.
    ///   - format: PNG or WebP pages at the transcript's scale, or SVG or PDF sized in points.
    ///   - maxPageHeight: the tallest page in pixels; a taller conversation is split at
    ///     message boundaries.
    ///   - allowOutsideFiles: let images come from absolute paths and from outside
    ///     `baseDirectory`.
    ///   - imageLimits: bounds on each photo and avatar and on all of them decoded together.
    ///   - compression: PNG speed against size.
    ///   - webpQuality: WebP lossless (the default) or lossy at a quality.
    ///   - sticker: draw a sticker: one page, without the transcript's screen, on a
    ///     transparent background, its longer side 512 pixels (PNG or WebP only).
    ///   - limits: the limits the transcript is checked against.
    ///   - look: a look file's look to draw in instead of the transcript's `look` or `theme`.
    /// - Throws: `RenderError.invalidTranscript(_:)` for a transcript that breaks the
    ///   rules, `RenderError.transcript(_:)` for one that cannot be drawn (a missing image),
    ///   or another ``RenderError``.
    public func render(_ transcript: Transcript, format: OutputFormat = .png, maxPageHeight: Int = defaultMaxPageHeight,
                       allowOutsideFiles: Bool = false, imageLimits: ImageLimits = .transcriptImages,
                       compression: PNGCompression = .default, webpQuality: WebPQuality = .lossless, sticker: Bool = false,
                       limits: TranscriptLimits = .default, look: LookFile? = nil) throws(RenderError) -> RenderedConversation {
        try render(decoded: Self.validated(transcript, limits: limits), file: nil, format: format, maxPageHeight: maxPageHeight,
                   allowOutsideFiles: allowOutsideFiles, imageLimits: imageLimits, compression: compression,
                   webpQuality: webpQuality, sticker: sticker, look: look).conversation
    }

    /// Draws a decoded transcript (valid as decoded, so not checked again) in memory, as
    /// ``render(_:format:maxPageHeight:allowOutsideFiles:imageLimits:compression:webpQuality:sticker:limits:look:)``
    /// does, with the time each phase took; errors name the transcript as `file`. `checkPages`
    /// sees the number of pages once they are laid out, before any is drawn, and may refuse it.
    package func render(decoded transcript: Transcript, file: String?, format: OutputFormat, maxPageHeight: Int = defaultMaxPageHeight,
                        allowOutsideFiles: Bool = false, imageLimits: ImageLimits = .transcriptImages,
                        compression: PNGCompression = .default, webpQuality: WebPQuality = .lossless, sticker: Bool = false,
                        look: LookFile? = nil, checkPages: (Int) throws(RenderError) -> Void = { _ in }
    ) throws(RenderError) -> (conversation: RenderedConversation, times: PhaseTimes) {
        let clock = ContinuousClock()
        let start = clock.now
        var conversation = try ConversationPages(transcript: transcript, file: file, renderer: self, format: format,
                                                 maxPageHeight: maxPageHeight, allowOutsideFiles: allowOutsideFiles,
                                                 imageLimits: imageLimits, look: look, sticker: sticker)
        let layout = (clock.now - start).milliseconds
        try checkPages(conversation.pages.count)
        var sink = MemoryPages()
        let drawn = try conversation.rows.draw(format: format, width: conversation.width, compression: compression,
                                               webpQuality: webpQuality, bandBuffers: &bandBuffers,
                                               compressingWhereDrawn: compressesBandsWhereDrawn, into: &sink)
        let sizes = conversation.pageSizes
        let images = sink.documents.enumerated().map { page, bytes in
            RenderedImage(format: format, bytes: bytes, width: sizes[page].width, height: sizes[page].height)
        }
        var rendered = RenderedConversation(images: images, pageCount: conversation.pages.count, missingGlyphs: conversation.missingGlyphs)
        rendered.fontFiles = conversation.fontFiles
        return (rendered, PhaseTimes(layout: layout, drawing: drawn.drawing, encoding: drawn.encoding))
    }
}

extension BubbleRenderer {
    /// Draws a transcript built in code (or decoded) into `path`, checking it first with
    /// `Transcript.validate(limits:)`; otherwise exactly
    /// ``render(transcript:file:to:format:maxPageHeight:allowOutsideFiles:imageLimits:compression:webpQuality:sticker:protecting:look:)``
    /// (pages `OUT-1.png`, `OUT-2.png`, ... when the conversation is split).
    @discardableResult
    public func render(_ transcript: Transcript, to path: String, format: OutputFormat? = nil,
                       maxPageHeight: Int = defaultMaxPageHeight, allowOutsideFiles: Bool = false,
                       imageLimits: ImageLimits = .transcriptImages, compression: PNGCompression = .default,
                       webpQuality: WebPQuality = .lossless, sticker: Bool = false,
                       limits: TranscriptLimits = .default, look: LookFile? = nil) throws(RenderError) -> ConversationResult {
        return try render(transcript: Self.validated(transcript, limits: limits), file: nil, to: path, format: format, maxPageHeight: maxPageHeight,
                          allowOutsideFiles: allowOutsideFiles, imageLimits: imageLimits, compression: compression,
                          webpQuality: webpQuality, sticker: sticker, look: look)
    }
}

extension BubbleRenderer {
    /// `transcript` checked with `Transcript.validate(limits:)` (its `theme` against the
    /// built-in looks unless `limits` name others) and held as its JSON form would be, so
    /// code and files draw alike.
    static func validated(_ transcript: Transcript, limits: TranscriptLimits) throws(RenderError) -> Transcript {
        do {
            return try transcript.validated(limits: limits.withBuiltInLooks)
        } catch {
            throw .invalidTranscript(error)
        }
    }
}
