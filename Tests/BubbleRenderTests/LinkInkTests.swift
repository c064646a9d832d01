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

    /// A card on each side: under a text with the URL in it, and (the message text being
    /// only the URL) alone, as iMessage draws it.
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
            let bubble = try #require(row.bubbles.first)
            let name = "\(sample.name) \(row.name)"
            try InkInsideBubbleTests.checkInk(of: bubble, scale: row.scale, name: name, textsOnly: true)
            // The title (and the description, where the theme shows one) is cut with an
            // ellipsis, the title at two lines.
            let cut = bubble.content.texts.filter(\.isEllipsized)
            #expect(cut.count >= (row.theme == .imessage ? 1 : 2), "\(name): \(cut.count) texts cut")
            #expect(cut.contains { $0.lineCount == 2 }, "\(name): no title of two lines")
            #expect(bubble.content.texts.allSatisfy { $0.lineCount <= 3 || !$0.isEllipsized }, "\(name)")
        }
    }
}
