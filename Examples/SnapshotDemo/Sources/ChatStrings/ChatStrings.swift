import Bubbles

/// The strings an app shows in chat bubbles, and a conversation built from them: what the
/// snapshot tests guard and what `RenderChat` draws.
public enum ChatStrings {
    /// The first message a new team member gets.
    public static let welcome = "Welcome to the team! 👋 Ask me anything."
    /// A reminder the app sends the day before.
    public static let reminder = "Your appointment is tomorrow at 10:30."

    /// A WhatsApp-style chat between the app's assistant and the user, built in code.
    public static let conversation = Transcript(
        theme: .whatsapp,
        participants: [
            Participant(id: "assistant", name: "Assistant"),
            Participant(id: "me", name: "Me", side: .outgoing),
        ],
        messages: [
            .separator("Today"),
            .bubble(BubbleMessage(from: "assistant", text: welcome, time: "09:41")),
            .bubble(BubbleMessage(from: "me", text: "Thanks! Where do I find the calendar?", time: "09:42")),
            .bubble(BubbleMessage(from: "assistant", text: "Under Settings › Calendar.", time: "09:42")),
            .bubble(BubbleMessage(from: "assistant", text: reminder, time: "09:43")),
        ]
    )
}
