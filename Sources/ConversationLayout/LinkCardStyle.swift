/// How a look draws a message's link preview.
package enum LinkCardStyle: Sendable, Hashable {
    /// WhatsApp: a tinted card at the top of the bubble, above the text: a wide picture across
    /// it or a thumbnail at its leading edge, the bold title, the description and the domain.
    case card
    /// iMessage's rich link: a balloon of its own, grey whoever sent it, the picture across its
    /// top edge to edge, then the bold title and the domain (without a picture, a grey compass
    /// after them, as Messages shows when a site gives no icon); the message's other text is
    /// a bubble of its own. A place shared alone is such a balloon too, its map across the top.
    case richLink
    /// Telegram: under the text, a tinted block with a bar at its leading edge like a quote,
    /// the site's name in the accent colour, the bold title and the description, then a wide
    /// picture (or a thumbnail at the trailing top corner).
    case sideBar
    /// LINE: the message's text in its bubble as sent, the URL kept, and under it the preview
    /// as a card of its own, in others' bubbles' colour whoever sent it: the picture across
    /// its top edge to edge, then the bold title, the description and the domain. A place
    /// shared alone is such a card too, its map across the top.
    case separateCard
}
