/// How a look draws a typing indicator.
package enum TypingStyle: Sendable, Hashable {
    /// iMessage's own capsule with a thought-bubble tail (`TypingBubble` in BubbleGeometry).
    case capsule
    /// Three dots in the look's usual bubble.
    case bubble
    /// No bubble on a screen: typing entries at the end of the chat become the header's
    /// subtitle, "typing…" (``AppLabels/typing``) in the bar's accent colour, as Telegram for
    /// iOS shows them; without a screen, three dots in the look's usual bubble.
    case subtitle
}
