import Testing
import BubbleRender
import BubbleSnapshot
import ChatStrings

@Suite struct WelcomeTests {
    @Test func welcome() throws {
        try assertBubbleSnapshot(of: ChatStrings.welcome, options: BubbleOptions(style: .imessage, side: .incoming), named: "incoming")
        try assertBubbleSnapshot(of: ChatStrings.welcome, options: BubbleOptions(style: .whatsapp, side: .outgoing), named: "whatsapp")
    }

    @Test func reminder() throws {
        try assertBubbleSnapshot(of: ChatStrings.reminder, options: BubbleOptions(style: .talk, side: .outgoing))
    }
}
