import BubbleGeometry

/// A sender's avatar: their picture, or their initials on a colour derived from their name.
package enum Avatar<Text: MeasuredText> {
    case image(MessageImage)
    case initials(TextBlock<Text>, background: RGBAColor)
}
