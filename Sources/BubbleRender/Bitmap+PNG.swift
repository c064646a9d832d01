public import PNGCodec

extension Bitmap {
    /// Decodes a PNG file of any colour type and bit depth into straight 8-bit RGBA
    /// (`PNGCodec.PNGDecoder`; 16-bit samples are rounded to 8).
    public init(png bytes: [UInt8], limits: PNGLimits = PNGLimits()) throws(RenderError) {
        do {
            let image = try PNGDecoder.decode(bytes, limits: limits)
            self.init(width: image.width, height: image.height, rgba: image.rgba)
        } catch {
            throw .badImage(error.description)
        }
    }

    /// The bitmap encoded as PNG (`PNGCodec.PNGEncoder`).
    public func png(compression: PNGCompression = .default) throws(RenderError) -> [UInt8] {
        do {
            return try PNGEncoder.encode(width: width, height: height, rgba: rgba, compression: compression)
        } catch {
            throw .badImage(error.description)
        }
    }
}
