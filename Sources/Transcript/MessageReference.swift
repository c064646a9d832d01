/// Which earlier message a reply answers: `"replyTo"` on a message (an extension to version 1).
public enum MessageReference: Sendable, Hashable {
    /// The entry at this index of `"messages"` (counting separators and other entries too).
    case index(Int)
    /// The message whose `"id"` is this.
    case id(String)
}
