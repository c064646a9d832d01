import Testing
import BubbleGeometry
@testable import BubbleRender
import CairoDrawing
import ConversationLayout
import Transcript

/// The ink test for replies: quoted texts in Arabic, Hebrew and Japanese, long enough to be cut
/// at the look's lines (two; Telegram's one) with an ellipsis, stay inside the bubble that shows them (the reply's, or
/// iMessage's quoted bubble above it) in every theme, both layout directions and every scale.
@Suite("ink of quotes stays inside the bubble")
struct QuoteInkTests {
    static let samples = [
        SampleText(name: "arabic-quote", text: "مرحبا! كيف حالك اليوم؟ أراك في المقهى بعد الظهر، ثم نذهب معا إلى السوق القديم لنشتري الخبز والزيتون والجبن.",
                   language: "ar"),
        SampleText(name: "hebrew-quote", text: "שלום! מה שלומך היום? נתראה בבית הקפה אחרי הצהריים ואז נלך יחד לשוק הישן לקנות לחם, זיתים וגבינה.",
                   language: "he"),
        SampleText(name: "japanese-quote", text: "今日は「東京タワー」に行きました。とても綺麗でした！また行きたいです。次は友達と一緒に夜景を見に行く予定です。",
                   language: "ja"),
    ]

    /// A conversation where each side quotes the sample: a reply by id to the other side's
    /// message, and an inline quote of it.
    static func transcript(_ sample: SampleText, theme: LookName, scale: Double, direction: Transcript.LayoutDirection) -> Transcript {
        Transcript(theme: theme, width: 320, scale: scale, lang: sample.language, layoutDirection: direction,
                   participants: [Participant(id: "me", side: .outgoing), Participant(id: "ann", name: "Ann")],
                   messages: [
                       .bubble(BubbleMessage(from: "ann", text: sample.text, id: "first")),
                       .bubble(BubbleMessage(from: "me", text: "OK", replyTo: .id("first"))),
                       .bubble(BubbleMessage(from: "ann", text: "👍", quote: Quote(from: "me", text: sample.text))),
                       .bubble(BubbleMessage(from: "me", text: "Ja", replyTo: .index(2))),
                   ])
    }

    @Test("every theme, direction and scale", arguments: samples)
    func quotedInkIsInside(_ sample: SampleText) throws {
        let rows = try InkRow.all(renderer: try BubbleRenderer(), where: { $0.quote != nil }) { theme, direction, scale in
            Self.transcript(sample, theme: theme, scale: scale, direction: direction)
        }
        #expect(rows.count >= 24, "every theme, direction and scale lays out rows")
        for row in rows {
            // iMessage draws the quoted message as a bubble of its own above the reply.
            #expect(row.bubbles.count == (row.theme == .imessage ? 2 : 1))
            for (index, bubble) in row.bubbles.enumerated() {
                try InkInsideBubbleTests.checkInk(of: bubble, scale: row.scale, name: "\(sample.name) \(row.name) bubble \(index)")
            }
            // The quoted sample (the last text of the first bubble: the reply's, or iMessage's
            // quoted bubble) is cut at the look's lines with an ellipsis.
            let quoted = try #require(row.bubbles.first?.content.texts.last)
            let long = row.spec.quote?.text == sample.text
            let lines = try #require(ChatLook.named(row.theme)).quoteLines
            #expect(quoted.lineCount == (long ? lines : 1) && quoted.isEllipsized == long,
                    "\(sample.name) \(row.name): \(quoted.lineCount) lines")
        }
    }
}
