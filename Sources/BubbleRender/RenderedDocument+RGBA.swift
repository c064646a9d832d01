import CairoDrawing
import PNGCodec
import Raster

extension RenderedDocument {
    /// The pixels of a PNG document as straight 8-bit RGBA, decoded from ``bytes``.
    ///
    /// - Throws: `RenderError.badImage(_:)` when the document is an SVG or PDF (those have
    ///   no pixels), or is larger than `limits` allow.
    public func rgbaImage(limits: ImageLimits = .pngFiles) throws(RenderError) -> RGBAImage {
        guard format == .png else {
            throw .badImage("a\(format == .svg ? "n SVG" : " PDF") document has no pixels; render as PNG for them")
        }
        do {
            return try PNGDecoder.decode(bytes, limits: limits).image
        } catch {
            throw .badImage(error.description)
        }
    }
}
