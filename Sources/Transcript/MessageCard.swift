/// What a message shares that the apps draw as a card in its bubble rather than as text: a
/// poll, a place on a map, a contact, a bot's embed, or anything else with an icon, a title
/// and a few lines (an extension to version 1). Nothing is fetched: the card shows exactly
/// what the transcript gives.
public enum MessageCard: Sendable, Hashable {
    /// A poll or quiz with its options and their votes.
    case poll(PollCard)
    /// A location or venue: a map placeholder with a pin, the place's name and address under it.
    case location(LocationCard)
    /// A shared contact: an avatar with initials, the name and the phone number.
    case contact(ContactCard)
    /// A bot's embed (Discord): a colour bar, the author, title, description, fields and footer.
    case embed(EmbedCard)
    /// Anything else (a dice, a game, an invoice, a checklist): an icon, a title and lines.
    case generic(GenericCard)

    /// The most options a poll may have, fields an embed, and lines a generic card.
    public static let maxItems = 30

    /// The `"kind"` of each card, as written in a transcript.
    public static let kinds = ["poll", "location", "contact", "embed", "generic"]

    /// The `"kind"` of this card.
    public var kind: String {
        switch self {
        case .poll: "poll"
        case .location: "location"
        case .contact: "contact"
        case .embed: "embed"
        case .generic: "generic"
        }
    }

    /// The JSON keys a card of `kind` may have, `"kind"` first.
    public static func keys(of kind: String) -> [String] {
        let own = switch kind {
        case "poll": PollCard.keys
        case "location": LocationCard.keys
        case "contact": ContactCard.keys
        case "embed": EmbedCard.keys
        default: GenericCard.keys
        }
        return ["kind"] + own
    }
}
