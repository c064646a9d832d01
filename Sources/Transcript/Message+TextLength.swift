extension Message {
    /// The characters (Unicode scalars) laying out this entry may take, following `previous`:
    /// its text, time, separator or system line, an inline quote's text, a link card's and a card's texts, and its sender's name when
    /// the sender changes (where a group chat shows it). A reply's quoted message is counted by
    /// the reader, which knows it. Counted against ``TranscriptLimits/maxTotalTextLength``.
    func textLength(after previous: Message?, participants: ParticipantList) -> Int {
        switch self {
        case .separator(let text), .system(let text, _):
            return text.unicodeScalars.count
        case .typing:
            return 0
        case .bubble(let message):
            var length = (message.text?.unicodeScalars.count ?? 0) + (message.time?.unicodeScalars.count ?? 0)
                + (message.quote?.text?.unicodeScalars.count ?? 0)
            length += (message.link?.textLength ?? 0) + (message.card?.textLength ?? 0)
            if previous?.bubble?.from != message.from {
                length += participants[id: message.from]?.displayName.unicodeScalars.count ?? 0
            }
            return length
        }
    }
}

extension LinkPreview {
    /// The characters the card shows: its title, description, site name and domain.
    var textLength: Int {
        [title, description, site, domain].reduce(0) { $0 + ($1?.unicodeScalars.count ?? 0) }
    }
}
