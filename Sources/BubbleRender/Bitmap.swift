/// Pixels in memory: straight (not premultiplied) RGBA, 8 bits a channel, rows without padding.
public struct Bitmap: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}
