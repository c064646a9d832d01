import BubbleGeometry

/// How a ``QuoteStyle/block`` inside a reply is coloured.
package enum QuoteTint: Sendable, Hashable {
    /// A shade of black over the bubble, deeper on dark bubbles, the quoted text faded, the
    /// bar and name in the quoted sender's colour (WhatsApp).
    case shade
    /// The accent over the bubble at `opacity` (0 to 1), the quoted text in the bubble's own
    /// colour: the accent is the quoted sender's colour in others' bubbles and `outgoing` in
    /// the user's (Telegram), whose link previews take `outgoing` for their bar and site name.
    case accent(opacity: Double, outgoing: ByAppearance<RGBAColor>)
}
