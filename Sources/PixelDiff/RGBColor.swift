/// An opaque 8-bit-per-channel colour used to paint pixels of a diff image.
public struct RGBColor: Sendable, Hashable {
    /// Red channel, 0...255.
    public var red: UInt8
    /// Green channel, 0...255.
    public var green: UInt8
    /// Blue channel, 0...255.
    public var blue: UInt8

    /// Creates a colour from its three channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Pure red (255, 0, 0): pixelmatch's default colour for differing pixels.
    public static let red = RGBColor(red: 255, green: 0, blue: 0)

    /// Yellow (255, 255, 0): pixelmatch's default colour for anti-aliased pixels.
    public static let yellow = RGBColor(red: 255, green: 255, blue: 0)

    /// Blue (64, 128, 255): the colour of masked-out pixels in a diff image.
    public static let maskBlue = RGBColor(red: 64, green: 128, blue: 255)
}
