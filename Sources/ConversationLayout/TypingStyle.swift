/// How a look draws a typing indicator.
package enum TypingStyle: Sendable, Hashable {
    /// iMessage's own capsule with a thought-bubble tail (`TypingBubble` in BubbleGeometry).
    case capsule
    /// Three dots in the look's usual bubble.
    case bubble
    /// No bubble: typing entries at the end of the chat become the header's subtitle on a
    /// screen, "typing…" (``AppLabels/typing``) in the bar's accent colour, as Telegram shows
    /// them; the others are not drawn.
    case subtitle
    /// Nothing: the app shows no typing indicator (LINE), so typing entries are left out.
    case hidden
}
