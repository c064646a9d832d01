import BubbleGeometry
import StrictJSON
import Transcript

/// A rich embed as DiscordChatExporter writes one (`title`, `description`, `color` as
/// `#RRGGBB`, `author.name`, `fields[]` of `name` and `value`, `footer.text`; empty strings
/// where Discord had nothing), as the card a transcript draws for it.
enum DiscordEmbed {
    /// The card of `embed`, its markdown read as text (mentions, channels, roles, emoji and
    /// times as `tokens` shows them); nil when it has no text to show (an image or a video alone).
    static func card(of embed: JSONCursor, tokens: DiscordTokens) throws(Diagnostic) -> MessageCard? {
        func plain(_ text: String?) -> String? {
            guard let text else { return nil }
            let read = DiscordMarkdown(tokens: tokens).read(text).text
            return read.allSatisfy(\.isWhitespace) ? nil : read
        }
        var card = EmbedCard(author: plain(try embed.member("author")?.string("name")), title: plain(try embed.string("title")),
                             description: plain(try embed.string("description")), footer: plain(try embed.member("footer")?.string("text")))
        for field in try embed.elements("fields").prefix(MessageCard.maxItems) {
            guard let name = plain(try field.string("name")), let value = plain(try field.string("value")) else { continue }
            card.fields.append(EmbedCard.Field(name: name, value: value))
        }
        card.color = try embed.string("color").flatMap { RGBAColor(hex: $0) }
        guard card.author != nil || card.title != nil || card.description != nil || !card.fields.isEmpty || card.footer != nil else {
            return nil
        }
        return .embed(card)
    }
}
