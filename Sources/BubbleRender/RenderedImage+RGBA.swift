import CairoDrawing
import PNGCodec
import Raster
import WebPCodec

extension RenderedImage {
    /// The pixels of a PNG or WebP image as straight 8-bit RGBA, decoded from ``bytes`` within
    /// `limits`.
    ///
    /// - Throws: `RenderError.badImage(_:)` when the image is an SVG or PDF (those have
    ///   no pixels), or is larger than `limits` allow.
    public func rgbaImage(limits: ImageLimits = .pngFiles) throws(RenderError) -> RGBAImage {
        do {
            switch format {
            case .png:
                return try PNGDecoder.decode(bytes, limits: limits).image
            case .webp:
                return try WebPDecoder.decode(bytes, limits: limits).image
            case .svg, .pdf:
                throw RenderError.badImage("a\(format == .svg ? "n SVG" : " PDF") document has no pixels; render as PNG or WebP for them")
            }
        } catch let error as RenderError {
            throw error
        } catch {
            throw .badImage("\(error)")
        }
    }
}
