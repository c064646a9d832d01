/// One entry of `"messages"`.
public enum Message: Sendable, Hashable {
    /// `{ "separator": "Today 09:41" }`: a centred label between bubbles.
    case separator(String)
    /// A chat bubble.
    case bubble(BubbleMessage)

    /// The JSON key of a separator entry, its only key.
    public static let separatorKey = "separator"

    /// The bubble, when this is one.
    public var bubble: BubbleMessage? {
        if case .bubble(let message) = self { return message }
        return nil
    }

    /// The separator's text, when this is one.
    public var separatorText: String? {
        if case .separator(let text) = self { return text }
        return nil
    }
}
