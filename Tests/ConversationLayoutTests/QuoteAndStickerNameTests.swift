import Foundation
import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import FileSystem
import StrictJSON

/// Whose name a quote and a sticker show (issue #15's small gaps).
@Suite("names on quotes and stickers")
struct QuoteAndStickerNameTests {
    /// Image files of 320 × 320 pixels (or the size given) wherever they are said to be.
    struct FixedSizeImages: ImageMeasuring {
        var width = 320
        var height = 320

        func image(_ path: String) throws(Unreadable) -> MessageImage {
            MessageImage(file: .anywhere("/" + path), name: path, width: width, height: height)
        }
    }

    private func rows(_ json: String, theme: LookName) throws -> [Row<FixedTexts.Text>] {
        var chat = try Transcript.decode(from: json, file: "t.json")
        chat.theme = theme
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: FixedSizeImages())
        return try RowSpec.rows(of: chat).map { spec throws(Diagnostic) in try layout.row(spec) }
    }

    /// WhatsApp, LINE and the plain theme head a quote of the user's own message "You", as
    /// WhatsApp does (Telegram shows the user's name); a quote of anyone else keeps their name.
    @Test(arguments: [LookName.whatsapp, .talk, .plain])
    func aQuoteOfTheUsersOwnMessageSaysYou(_ theme: LookName) throws {
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

    /// A look file may head it with the user's name instead, as Telegram's look does.
    @Test func aLookFileMayHeadItWithTheName() throws {
        var chat = try Transcript.decode(from: """
            {"participants": {"me": {"name": "Maria", "side": "outgoing"}, "ann": {"name": "Ann"}},
             "messages": [{"from": "me", "text": "lunch?", "id": "q"}, {"from": "ann", "text": "yes", "replyTo": "q"}]}
            """, file: "t.json")
        chat.theme = .whatsapp
        let file = try LookFile.decode(from: Array(#"{"base": "whatsapp", "youInQuotes": false}"#.utf8))
        let theme = ConversationTheme.resolved(for: chat, look: file.look)
        let layout = TranscriptLayout(transcript: chat, file: "t.json", theme: theme, texts: FixedTexts(), images: FixedSizeImages())
        let strings = try layout.row(RowSpec.rows(of: chat, theme: theme)[1]).texts.map(\.string)
        #expect(strings.contains("Maria") && !strings.contains("You"))
    }

    /// A sticker in a group chat carries its sender's name as the theme's text messages do:
    /// WhatsApp (names inside bubbles) above the picture on a tag, in the sender's colour;
    /// the plain theme (names above bubbles) as for any message. Only the first of a run.
    @Test(arguments: [LookName.whatsapp, .plain])
    func aStickerInAGroupShowsItsSender(_ theme: LookName) throws {
        let rows = try rows("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}, "bob": {"name": "Bob"}},
             "messages": [{"from": "ann", "sticker": "cat.png"}, {"from": "ann", "sticker": "dog.png"}, {"from": "me", "sticker": "cow.png"},
                          {"from": "bob", "text": "hi"}]}
            """, theme: theme)
        #expect(rows[0].texts.map(\.string) == ["Ann"])
        #expect(rows[1].texts.isEmpty, "not the second of a run")
        #expect(rows[2].texts.isEmpty, "not the user's own")
        guard case .bubble(let bubble, _)? = rows[0].items.first(where: { if case .bubble = $0 { true } else { false } }) else {
            Issue.record("no sticker")
            return
        }
        if theme == .whatsapp {
            guard case .image(_, let rect, _)? = bubble.content.parts.first(where: { if case .image = $0 { true } else { false } }) else {
                Issue.record("no picture")
                return
            }
            #expect(rect.minY >= 20, "the picture under the name")
            #expect(bubble.content.size.height == rect.maxY)
        }
    }
}
