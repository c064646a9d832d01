import BubbleGeometry

/// How a look draws the cards a message shares (`MessageCard`): a poll's
/// options, its accent, and whether its cards end in a button.
package struct CardStyle: Sendable, Hashable {
    /// How a poll shows each option's share of the votes.
    package enum PollShares: Sendable, Hashable {
        /// Telegram: the percentage in bold before the option, a bar in the accent under the
        /// option's text, a check mark under the percentage of the option the user chose.
        case percentBefore
        /// WhatsApp: a round check box before the option (filled when the user chose it), the
        /// number of votes after it, a bar on a faint track under it.
        case countAfter
    }

    /// The words a look writes under a poll's question when the poll gives none (`label`).
    package enum PollLabel: Sendable, Hashable {
        /// "Anonymous Poll": Telegram's default poll.
        case anonymousPoll
        /// "Select one or more": WhatsApp's, whose polls allow several answers unless their
        /// maker says otherwise.
        case selectOneOrMore
    }

    /// How a poll shows its options' shares.
    package var pollShares: PollShares
    /// The colour of a poll's bars and check marks, an embed's title and a card's button, per
    /// appearance and side; nil: the colour of links in that bubble.
    package var accent: ByAppearance<BySide<RGBAColor?>>
    /// The words of the button under a hairline that ends a poll ("View votes"), in the
    /// accent, as WhatsApp draws it; nil: the poll ends in its number of votes in the time's
    /// colour, as Telegram's does.
    package var pollButton: String?
    /// The words of the button under a hairline that ends a contact ("Message"); nil: none.
    package var contactButton: String?
    /// The words under a poll's question when the poll gives none; nil: none.
    package var pollLabel: PollLabel?

    /// Telegram's shares and no buttons, in the links' colour.
    package static let standard = CardStyle(pollShares: .percentBefore)

    package init(pollShares: PollShares, accent: ByAppearance<BySide<RGBAColor?>> = ByAppearance(BySide(nil)), pollButton: String? = nil,
                 contactButton: String? = nil, pollLabel: PollLabel? = nil) {
        self.pollShares = pollShares
        self.accent = accent
        self.pollButton = pollButton
        self.contactButton = contactButton
        self.pollLabel = pollLabel
    }
}
