import CairoDrawing
import FoundationEssentials
import Raster

/// A rendered image: one bubble, or one page of a conversation (for a PDF, the document with
/// every page), as the bytes of its file (a PNG unless another format was asked for), its size,
/// its pixels and the characters no font could draw. It is the one result of rendering, in
/// memory as in files: ``write(to:)`` writes what `bubbles render` and `bubbles bubble` write.
///
/// Its pixels are an `RGBAImage`, the package's pixel buffer, which the PNG, JPEG and WebP
/// decoders also produce and the image comparison takes.
public struct RenderedImage: Sendable, Hashable {
    /// The kind of file ``bytes`` hold.
    public let format: OutputFormat
    /// The whole file: the PNG's bytes for a PNG image.
    public let bytes: [UInt8]
    /// The width in pixels; for SVG and PDF, in points (rounded up).
    public let width: Int
    /// The height in pixels; for SVG and PDF, in points (rounded up; a PDF's first page).
    public let height: Int
    /// The characters drawn as boxes because no font has them, or nil when there were none.
    public let missingGlyphs: MissingGlyphs?
    /// The pixels when the renderer had them at hand (one bubble as PNG), so that ``pixels``
    /// does not decode them again.
    private let drawn: RGBAImage?

    /// An image of `bytes` in `format`, `width` by `height`, whose pixels are `drawn` when
    /// known.
    package init(format: OutputFormat, bytes: [UInt8], width: Int, height: Int, drawn: RGBAImage? = nil,
                 missingGlyphs: MissingGlyphs? = nil) {
        self.format = format
        self.bytes = bytes
        self.width = width
        self.height = height
        self.drawn = drawn
        self.missingGlyphs = missingGlyphs
    }

    /// How many glyphs were drawn as boxes.
    public var unknownGlyphs: Int { missingGlyphs?.count ?? 0 }

    /// The pixels as straight 8-bit RGBA: those the renderer kept, else decoded from ``bytes``
    /// (``rgbaImage(limits:)`` with its default limits, which every rendered image is within).
    ///
    /// - Throws: `RenderError.badImage(_:)` for an SVG or PDF, which have no pixels.
    public var pixels: RGBAImage {
        get throws(RenderError) {
            if let drawn { return drawn }
            return try rgbaImage()
        }
    }

    /// Writes ``bytes`` to the file `url` names, all at once: a failed write leaves no file
    /// behind and an existing one untouched.
    ///
    /// - Throws: `RenderError.write(path:reason:)` naming the file, or for a URL that is not
    ///   a file's.
    public func write(to url: URL) throws(RenderError) {
        guard url.isFileURL else { throw .write(path: url.absoluteString, reason: "not a local file") }
        try OutputFile.write(bytes, to: url.path)
    }

    /// Hashes and compares the file and what is known of it, not whether its pixels were kept.
    public static func == (left: RenderedImage, right: RenderedImage) -> Bool {
        left.format == right.format && left.bytes == right.bytes && left.width == right.width && left.height == right.height
            && left.missingGlyphs == right.missingGlyphs
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(format)
        hasher.combine(bytes)
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(missingGlyphs)
    }
}
