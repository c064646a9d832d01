import BubbleGeometry

/// How a theme shows the message a reply answers.
package enum QuoteStyle: Hashable {
    /// Inside the bubble above the reply: a tinted block with a bar and the name in the quoted
    /// sender's colour, as WhatsApp and Telegram draw it.
    case block
    /// Inside the bubble above the reply: the name and text in the faded text colour over a
    /// hairline, as LINE draws it.
    case header
    /// Above the bubble: the quoted message as a small faded bubble joined to the reply by a
    /// line, as iMessage draws it.
    case above
}

extension ConversationTheme {
    /// How this theme shows a reply's quoted message: iMessage above the bubble, talk as
    /// LINE's header, WhatsApp and plain as a block inside.
    package var quoteStyle: QuoteStyle {
        switch style {
        case .imessage: .above
        case .talk: .header
        case .whatsapp, .plain: .block
        }
    }
}
