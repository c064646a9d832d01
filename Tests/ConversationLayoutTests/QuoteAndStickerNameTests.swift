import Foundation
import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// Whose name a quote shows.
@Suite("names on quotes")
struct QuoteAndStickerNameTests {
    /// Image files of 320 × 320 pixels wherever they are said to be.
    struct SquareImages: ImageMeasuring {
        func image(_ path: String) throws(Unreadable) -> MessageImage {
            MessageImage(url: URL(fileURLWithPath: "/" + path), name: path, width: 320, height: 320)
        }
    }

    private func rows(_ json: String, theme: BubbleStyle) throws -> [Row<FixedTexts.Text>] {
        var chat = try Transcript.decode(from: json, file: "t.json")
        chat.theme = theme
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: SquareImages())
        return try RowSpec.rows(of: chat).map { spec throws(Diagnostic) in try layout.row(spec) }
    }

    /// WhatsApp, LINE and the plain theme head a quote of the user's own message "You", as
    /// WhatsApp and Telegram do; a quote of anyone else keeps their name.
    @Test(arguments: [BubbleStyle.whatsapp, .talk, .plain])
    func aQuoteOfTheUsersOwnMessageSaysYou(_ theme: BubbleStyle) throws {
        let rows = try rows("""
            {"participants": {"me": {"name": "Maria", "side": "outgoing"}, "ann": {"name": "Ann"}},
             "messages": [{"from": "me", "text": "lunch?", "id": "q"}, {"from": "ann", "text": "yes", "replyTo": "q"},
                          {"from": "me", "text": "ok", "quote": {"from": "ann", "text": "yes"}},
                          {"from": "ann", "text": "!", "quote": {"from": "me", "text": "ok"}}]}
            """, theme: theme)
        #expect(rows[1].texts.map(\.string).contains("You"))
        #expect(!rows[1].texts.map(\.string).contains("Maria"))
        #expect(rows[2].texts.map(\.string).contains("Ann"))
        #expect(rows[3].texts.map(\.string).contains("You"))
    }
}
