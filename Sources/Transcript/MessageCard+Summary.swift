extension MessageCard {
    /// The card in a few words, led by an emoji as the apps write one in a reply's quote and
    /// a chat list: `📊 Dinner where?`, `📍 Miradouro`, `👤 Cy Placeholder`, an embed's title.
    public var summary: String {
        switch self {
        case .poll(let poll): "📊 " + poll.question
        case .location(let place): "📍 " + (place.name ?? place.address ?? "Location")
        case .contact(let contact): "👤 " + contact.name
        case .embed(let embed): embed.title ?? embed.author ?? embed.description ?? embed.footer ?? embed.fields.first?.name ?? "Embed"
        case .generic(let card): [card.icon, card.title].compactMap { $0 }.joined(separator: " ")
        }
    }
}
