import BubblesCore

extension RGBAColor {
    /// Blue (64, 128, 255): the colour of masked-out pixels in a diff image.
    public static let maskBlue = RGBAColor(red: 64, green: 128, blue: 255)
}
