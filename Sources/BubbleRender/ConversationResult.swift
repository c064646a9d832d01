import CairoDrawing

/// What rendering a conversation produced: the files and where the time went.
public struct ConversationResult: Sendable, Hashable {
    /// The files written, in page order.
    public var paths: [String]
    /// Milliseconds spent measuring rows and splitting pages.
    public var layoutMilliseconds: Double
    /// Milliseconds spent laying out and drawing the pages' rows.
    public var drawingMilliseconds: Double
    /// Milliseconds spent encoding and writing the files.
    public var encodingMilliseconds: Double
    /// Each text with characters no font has (drawn as boxes), in transcript order.
    public var missingGlyphs: [MissingGlyphs] = []

    /// How many glyphs were drawn as boxes, in all texts.
    public var unknownGlyphs: Int { missingGlyphs.reduce(0) { $0 + $1.count } }
    /// The user font files the render admitted besides the built-in fonts (the renderer's and
    /// the transcript's), for the render fingerprint (`RenderEnvironment.userFontLines(_:)`).
    public var fontFiles: [FontFile] = []
    /// Pages of an earlier render under the same name removed after this one (`StalePages`).
    public var removedStalePages = 0

    /// A result with the given paths and timings, no missing glyphs and no pages removed.
    public init(paths: [String], layoutMilliseconds: Double = 0, drawingMilliseconds: Double = 0, encodingMilliseconds: Double = 0) {
        self.paths = paths
        self.layoutMilliseconds = layoutMilliseconds
        self.drawingMilliseconds = drawingMilliseconds
        self.encodingMilliseconds = encodingMilliseconds
    }
}

extension Duration {
    /// The duration in milliseconds.
    public var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
