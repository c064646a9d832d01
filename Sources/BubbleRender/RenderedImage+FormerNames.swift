import CairoDrawing
import Raster

extension RenderedImage {
    /// Former name of ``bytes``, from when a rendered image was always a PNG.
    @available(*, deprecated, renamed: "bytes")
    public var png: [UInt8] { bytes }

    /// Former name of ``pixels``, from when a rendered image was always a PNG with its pixels
    /// at hand; empty for an SVG or PDF, which have none.
    @available(*, deprecated, message: "use pixels, which throws for an SVG or PDF")
    public var bitmap: RGBAImage {
        (try? pixels) ?? RGBAImage(validatedWidth: 0, height: 0, pixels: [])
    }
}
