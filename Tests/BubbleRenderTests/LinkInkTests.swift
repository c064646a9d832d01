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
    static func transcript(_ sample: SampleText, theme: BubbleStyle, scale: Double, direction: Transcript.LayoutDirection) -> Transcript {
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
        let renderer = try BubbleRenderer()
        for theme in BubbleStyle.themes {
            for direction in Transcript.LayoutDirection.allCases {
                for scale in [1.0, 2.0, 3.0] {
                    let transcript = Self.transcript(sample, theme: theme, scale: scale, direction: direction)
                    try transcript.validate()
                    let (layout, _) = try renderer.layout(of: transcript, file: nil)
                    for spec in RowSpec.rows(of: transcript) {
                        let row = try layout.row(spec)
                        let bubble = try #require(row.items.compactMap { item -> MessageBubble<TextLayout>? in
                            if case .bubble(let bubble, _) = item { return bubble }
                            return nil
                        }.first)
                        let name = "\(sample.name) \(theme) \(direction) @\(scale)x row \(spec.index)"
                        try InkInsideBubbleTests.checkInk(of: bubble, scale: scale, name: name, textsOnly: true)
                        // The title (and the description, where the theme shows one) is cut
                        // with an ellipsis, the title at two lines.
                        let cut = bubble.content.texts.filter(\.isEllipsized)
                        #expect(cut.count >= (theme == .imessage ? 1 : 2), "\(name): \(cut.count) texts cut")
                        #expect(cut.contains { $0.lineCount == 2 }, "\(name): no title of two lines")
                        #expect(bubble.content.texts.allSatisfy { $0.lineCount <= 3 || !$0.isEllipsized }, "\(name)")
                    }
                }
            }
        }
    }
}
