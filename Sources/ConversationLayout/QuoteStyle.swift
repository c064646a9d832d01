/// How a look shows the message a reply answers.
package enum QuoteStyle: Sendable, Hashable {
    /// Inside the bubble above the reply: a tinted block with a bar and the name in the quoted
    /// sender's colour, as WhatsApp and Telegram draw it.
    case block
    /// Inside the bubble above the reply: the name and text in the bubble's text colour on a
    /// faint block of it, without a bar.
    case header
    /// Inside the bubble above the reply: the name and the faded text in the bubble's text
    /// colour without a block, a thin rule of that colour under them (LINE).
    case ruled
    /// Above the bubble: the quoted message as a small faded bubble joined to the reply by a
    /// line, as iMessage draws it.
    case above
}
