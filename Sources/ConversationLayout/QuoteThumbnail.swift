/// Where a ``QuoteStyle/block`` shows the quoted message's photo.
package enum QuoteThumbnail: Sendable, Hashable {
    /// A square of ``QuoteBlock/thumbnailSide`` at the block's trailing edge (WhatsApp).
    case trailing
    /// Just after the bar, before the texts: a square two of the name's lines high with
    /// corners of radius 4 (Telegram's `ChatMessageReplyInfoNode`).
    case leading
}
