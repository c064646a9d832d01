import Raster

extension PNGEncoder {
    /// Encodes an image; the same as ``encode(width:height:rgba:compression:)`` with its
    /// size and pixels.
    public static func encode(_ image: RGBAImage, compression: PNGCompression = .default) throws(PNGError) -> [UInt8] {
        try encode(width: image.width, height: image.height, rgba: image.pixels, compression: compression)
    }
}
