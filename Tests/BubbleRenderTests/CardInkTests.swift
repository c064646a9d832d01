import Testing
import BubbleGeometry
@testable import BubbleRender
import CairoDrawing
import ConversationLayout
import Transcript

/// The ink test for cards: a poll, a place, a contact, an embed and a generic card whose texts
/// are long Arabic, Hebrew and Japanese sentences stay inside their bubble (texts, bars, map and
/// avatar alike) in every theme, both layout directions and every scale, and their texts are
/// cut with an ellipsis (a map across a rich-link balloon's edges, clipped to its outline, is
/// not counted as ink).
@Suite("ink of cards stays inside the bubble")
struct CardInkTests {
    static let samples = QuoteInkTests.samples

    static func transcript(_ sample: SampleText, theme: LookName, scale: Double, direction: Transcript.LayoutDirection) -> Transcript {
        let text = sample.text
        let cards: [MessageCard] = [
            .poll(PollCard(question: text, options: [PollCard.Option(text: text, votes: 3, chosen: true), PollCard.Option(text: text, votes: 1)],
                           label: String(text.prefix(30)))),
            .location(LocationCard(name: text, address: text, latitude: 35.68, longitude: 139.76)),
            .contact(ContactCard(name: text, phone: "+81 3 0000 0000")),
            .embed(EmbedCard(color: .rgb(0x5865F2), author: text, title: text, description: text, fields: [EmbedCard.Field(name: text, value: text)],
                             footer: text)),
            .generic(GenericCard(icon: "🎲", title: text + " " + text, lines: [text])),
        ]
        let messages = cards.enumerated().map { index, card in
            Message.bubble(BubbleMessage(from: index % 2 == 0 ? "ann" : "me", time: "09:4\(index)", card: card))
        }
        return Transcript(theme: theme, width: 320, scale: scale, lang: sample.language, layoutDirection: direction,
                          participants: [Participant(id: "me", side: .outgoing), Participant(id: "ann", name: "Ann")], messages: messages)
    }

    @Test("every theme, direction and scale", arguments: samples)
    func cardInkIsInside(_ sample: SampleText) throws {
        let rows = try InkRow.all(renderer: try BubbleRenderer()) { theme, direction, scale in
            Self.transcript(sample, theme: theme, scale: scale, direction: direction)
        }
        #expect(rows.count >= 60, "every theme, direction and scale lays out rows")
        for row in rows {
            let name = "\(sample.name) \(row.name)"
            let bubble = try #require(row.bubbles.first)
            // A map that reaches the balloon's edges (iMessage's place, clipped to the outline
            // as a rich link's picture is) is drawn on both sides of the comparison.
            let bleeds = bubble.content.parts.contains { if case .bleedShape = $0 { true } else { false } }
            try InkInsideBubbleTests.checkInk(of: bubble, scale: row.scale, name: name, textsOnly: bleeds)
            let cut = bubble.content.texts.contains { $0.isEllipsized }
            #expect(cut, "\(name): no text cut")
        }
    }
}
