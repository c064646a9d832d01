import CairoDrawing

/// The size stickers are drawn at: the longer side 512 pixels, the aspect kept, which is what
/// Telegram's and WhatsApp's sticker formats take.
enum StickerFit {
    /// The longer side of a sticker, in pixels.
    static let side = 512

    /// The pixels per point at which `width` x `height` points cover ``side`` pixels on the
    /// longer side (a partly covered pixel counting whole, as surfaces are sized), never more.
    static func scale(width: Double, height: Double) -> Double {
        let longer = max(width, height, 1)
        var scale = Double(side) / longer
        while ImageSurface.pixels(longer, scale: scale) > side {
            scale = scale.nextDown
        }
        return scale
    }

    /// Throws unless `format` holds pixels: a sticker is a PNG or WebP image.
    static func check(_ format: OutputFormat) throws(RenderError) {
        guard format.isRaster else {
            throw .badImage("a sticker is a WebP or PNG image, not \(format.rawValue.uppercased())")
        }
    }
}
