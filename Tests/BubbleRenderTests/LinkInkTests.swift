import Testing
import BubbleGeometry
@testable import BubbleRender
import CairoDrawing
import ConversationLayout
import Transcript

/// The ink test for link cards: titles, descriptions and site names in Arabic, Hebrew and
/// Japanese, long enough to be cut with an ellipsis, stay inside the bubble in every theme,
/// both layout directions and every scale; the title is cut at two lines.
@Suite("ink of link cards stays inside the bubble")
struct LinkInkTests {
    static let samples = QuoteInkTests.samples

    /// A card on each side: with a text that ends in the URL (iMessage's words and rich link
    /// are then two bubbles), and (the message text being only the URL) alone.
    static func transcript(_ sample: SampleText, theme: LookName, scale: Double, direction: Transcript.LayoutDirection) -> Transcript {
        let url = "https://www.example.com/\(sample.name)"
        let link = LinkPreview(url: url, title: sample.text, description: sample.text, site: String(sample.text.prefix(40)))
        return Transcript(theme: theme, width: 320, scale: scale, lang: sample.language, layoutDirection: direction,
                          participants: [Participant(id: "me", side: .outgoing), Participant(id: "ann", name: "Ann")],
                          messages: [
                              .bubble(BubbleMessage(from: "ann", text: "\(sample.text.prefix(12)) \(url)", time: "09:41", link: link)),
                              .bubble(BubbleMessage(from: "me", text: url, time: "09:42", link: link)),
                          ])
    }

    @Test("every theme, direction and scale", arguments: samples)
    func linkInkIsInside(_ sample: SampleText) throws {
        let rows = try InkRow.all(renderer: try BubbleRenderer()) { theme, direction, scale in
            Self.transcript(sample, theme: theme, scale: scale, direction: direction)
        }
        #expect(rows.count >= 24, "every theme, direction and scale lays out rows")
        for row in rows {
            let name = "\(sample.name) \(row.name)"
            // iMessage shows the words and the rich link as two bubbles.
            try #require(!row.bubbles.isEmpty)
            for bubble in row.bubbles {
                try InkInsideBubbleTests.checkInk(of: bubble, scale: row.scale, name: name, textsOnly: true)
            }
            // The title (and the description, where the theme shows one) is cut with an
            // ellipsis, the title at two lines.
            let texts = row.bubbles.flatMap(\.content.texts)
            let cut = texts.filter(\.isEllipsized)
            #expect(cut.count >= (row.theme == .imessage ? 1 : 2), "\(name): \(cut.count) texts cut")
            #expect(cut.contains { $0.lineCount == 2 }, "\(name): no title of two lines")
            #expect(texts.allSatisfy { $0.lineCount <= 3 || !$0.isEllipsized }, "\(name)")
        }
    }
}
