/// Which font a conversation's text is set in, relative to the message font.
package enum TextFont: Hashable {
    /// The message font.
    case message
    /// The message font ``JumboEmoji/scale`` times larger, for one to three emoji alone.
    case jumbo
    /// The message font's family at `size` points in `weight`, italic or upright.
    case sized(Double, weight: FontWeight, italic: Bool)
}
