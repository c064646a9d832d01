import BubbleGeometry

/// A sender's avatar: their picture, or their initials on the look's monogram fill, or the
/// look's silhouette.
package enum Avatar<Text: MeasuredText> {
    case image(MessageImage)
    case initials(TextBlock<Text>, fill: AvatarFill)
    /// A person's silhouette in `figure` on a `disc`.
    case silhouette(disc: RGBAColor, figure: RGBAColor)
}
