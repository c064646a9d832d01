import CairoDrawing

/// A conversation drawn in memory: its images, page by page.
public struct RenderedConversation: Sendable, Hashable {
    /// The images: one per page for PNG, WebP and SVG (in page order), one holding every page
    /// for PDF.
    public var images: [RenderedImage]
    /// How many pages the conversation took (split at message boundaries).
    public var pageCount: Int
    /// Each text with characters no font has (drawn as boxes), in transcript order.
    public var missingGlyphs: [MissingGlyphs]
    /// The user font files the render admitted besides the built-in fonts, for the render
    /// fingerprint (`RenderEnvironment.userFontLines(_:)`).
    public var fontFiles: [FontFile] = []

    /// Creates a value.
    public init(images: [RenderedImage], pageCount: Int, missingGlyphs: [MissingGlyphs] = []) {
        self.images = images
        self.pageCount = pageCount
        self.missingGlyphs = missingGlyphs
    }

    /// How many glyphs were drawn as boxes, in all texts.
    public var unknownGlyphs: Int { missingGlyphs.reduce(0) { $0 + $1.count } }
}
