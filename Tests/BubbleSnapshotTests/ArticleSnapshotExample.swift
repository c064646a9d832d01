// The Snapshot testing article's example, verbatim between the markers
// (DocumentedSnapshotExampleTests checks that the article shows exactly this code); the suite
// runs against the references in __Snapshots__/ArticleSnapshotExample.
// README example begins
import Bubbles
import BubbleSnapshot
import Testing

@Suite(.snapshots(threshold: 0.1))   // settings for every test inside; BUBBLES_RECORD picks the record mode
struct ConversationTests {
    let chat = Transcript(participants: [Participant(id: "ann"), Participant(id: "me", side: .outgoing)],
                          messages: [.bubble(BubbleMessage(from: "ann", text: "Lunch?", time: "12:01")),
                                     .bubble(BubbleMessage(from: "me", text: "Yes! 🍜", time: "12:02"))])

    @Test func welcome() throws {
        assertBubbleSnapshot(of: "Welcome to the team! 👋", options: BubbleOptions(theme: .whatsapp), named: "whatsapp")
        assertBubbleSnapshot(of: chat, named: "chat", masks: [.times])   // a Transcript value, its times left out
        assertLayoutSnapshot(of: chat, named: "chat")          // its rows, lines and runs as JSON text
        let png = try BubbleRenderer().render(text: "Any PNG", options: BubbleOptions()).bytes
        assertBubbleSnapshot(ofPNG: png, masks: [PixelRegion(x: 0, y: 0, width: 40, height: 20)])
    }
}
// README example ends
