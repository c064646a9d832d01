import BubbleGeometry

/// A sender's avatar: their picture, or their initials on the look's monogram fill.
package enum Avatar<Text: MeasuredText> {
    case image(MessageImage)
    case initials(TextBlock<Text>, fill: AvatarFill)
}
