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
        #expect(AppLabels.keys.suffix(3) == ["viewVotes", "message", "votes"])
    }
}
