/// A finished drawing as the bytes of one file: PNG, SVG or PDF.
public struct RenderedDocument: Sendable, Hashable {
    /// The kind of file `bytes` hold.
    public let format: OutputFormat
    /// The whole file.
    public let bytes: [UInt8]
    /// The characters drawn as boxes because no font has them, or nil when there were none.
    public let missingGlyphs: MissingGlyphs?

    /// A document of the given bytes, with no missing glyphs unless given.
    public init(format: OutputFormat, bytes: [UInt8], missingGlyphs: MissingGlyphs? = nil) {
        self.format = format
        self.bytes = bytes
        self.missingGlyphs = missingGlyphs
    }

    /// How many glyphs were drawn as boxes.
    public var unknownGlyphs: Int { missingGlyphs?.count ?? 0 }
}
