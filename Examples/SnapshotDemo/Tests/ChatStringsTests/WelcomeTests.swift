import Testing
import Bubbles
import BubbleSnapshot
import ChatStrings

@Suite struct WelcomeTests {
    @Test func welcome() {
        assertBubbleSnapshot(of: ChatStrings.welcome, options: BubbleOptions(theme: .imessage, side: .incoming), named: "incoming")
        assertBubbleSnapshot(of: ChatStrings.welcome, options: BubbleOptions(theme: .whatsapp, side: .outgoing), named: "whatsapp")
    }

    @Test func reminder() {
        assertBubbleSnapshot(of: ChatStrings.reminder, options: BubbleOptions(theme: .talk, side: .outgoing))
    }

    @Test func conversation() {
        assertBubbleSnapshot(of: ChatStrings.conversation)
    }
}
