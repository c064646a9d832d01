/// How a look draws a typing indicator.
package enum TypingStyle: Sendable, Hashable {
    /// iMessage's own capsule with a thought-bubble tail (`TypingBubble` in BubbleGeometry).
    case capsule
    /// Three dots in the look's usual bubble.
    case bubble
}
