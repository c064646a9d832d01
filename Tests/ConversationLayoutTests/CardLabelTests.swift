import Testing
import Transcript
import ConversationLayout

/// The words cards end with are labels too: a chat in another language writes its own
/// "View votes", "Message" and vote count.
@Suite("card labels")
struct CardLabelTests {
    @Test func englishByDefault() {
        let labels = AppLabels()
        #expect(labels.pollFooter(voters: 0, button: nil) == "No votes")
        #expect(labels.pollFooter(voters: 1, button: nil) == "1 vote")
        #expect(labels.pollFooter(voters: 5, button: nil) == "5 votes")
        #expect(labels.pollFooter(voters: 5, button: "View votes") == "View votes")
        #expect(labels.contactButton("Message") == "Message")
    }

    @Test func theTranscriptsWords() throws {
        let chat = try Transcript.decode(from: """
            {"lang": "ar", "participants": {"omar": {}}, "labels": {"viewVotes": "عرض الأصوات", "message": "مراسلة", "votes": "{count} أصوات"},
             "messages": [{"from": "omar", "text": "مرحبا"}]}
            """, file: "t.json")
        let labels = chat.labels
        #expect(labels.pollFooter(voters: 5, button: "View votes") == "عرض الأصوات")
        #expect(labels.pollFooter(voters: 5, button: nil) == "5 أصوات")
        #expect(labels.contactButton("Message") == "مراسلة")
        #expect(AppLabels.keys.suffix(5) == ["viewVotes", "message", "votes", "anonymousPoll", "selectOneOrMore"])
    }

    /// Under a poll's question each look writes its own words when the poll gives no
    /// `label` (WhatsApp "Select one or more", Telegram "Anonymous Poll", the others none),
    /// translated by the transcript's labels; the poll's own `label` wins (review 19).
    @Test func eachLooksPollLabelUnlessThePollGivesOne() throws {
        func words(_ look: LookName, card: String, labels: String = "{}") throws -> [String] {
            var chat = try Transcript.decode(from: """
                {"participants": {"ann": {}}, "labels": \(labels),
                 "messages": [{"from": "ann", "card": {"kind": "poll", "question": "Where?", \(card)"options": [{"text": "Here"}]}}]}
                """, file: "t.json")
            chat.theme = look
            let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: QuoteAndStickerNameTests.FixedSizeImages())
            let row = try layout.row(try #require(RowSpec.rows(of: chat).first))
            return row.items.flatMap { item -> [String] in
                guard case .bubble(let bubble, _) = item else { return [] }
                return bubble.content.texts.map(\.string)
            }
        }
        #expect(try words(.whatsapp, card: "").contains("Select one or more"))
        #expect(try words(.whatsappAndroid, card: "").contains("Select one or more"))
        #expect(try words(.telegram, card: "").contains("Anonymous Poll"))
        for look in [LookName.imessage, .talk, .plain] {
            let shown = try words(look, card: "")
            #expect(!shown.contains { $0.hasPrefix("Select") || $0.hasPrefix("Anonymous") }, "\(look): \(shown)")
        }
        #expect(try words(.whatsapp, card: #""label": "Select one", "#).contains("Select one"))
        #expect(!(try words(.whatsapp, card: #""label": "Select one", "#)).contains("Select one or more"), "the poll's own label wins")
        #expect(try words(.telegram, card: "", labels: #"{"anonymousPoll": "تصويت مجهول"}"#).contains("تصويت مجهول"))
        #expect(ChatLook.telegram.cards.pollLabel == .anonymousPoll && ChatLook.imessage.cards.pollLabel == nil)
    }
}
