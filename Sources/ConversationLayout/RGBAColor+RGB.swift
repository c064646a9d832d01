import BubbleGeometry

extension RGBAColor {
    /// The opaque colour written `0xRRGGBB`, as the looks give their colours.
    package static func rgb(_ value: UInt32) -> RGBAColor {
        RGBAColor(red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
                  blue: UInt8(truncatingIfNeeded: value))
    }
}
