/// One entry of `"messages"`.
public enum Message: Sendable, Hashable {
    /// `{ "separator": "Today 09:41" }`: a centred label between bubbles.
    case separator(String)
    /// `{ "system": "Ann joined the group" }`: a service line, centred as the app draws it
    /// (an extension to version 1).
    case system(String)
    /// `{ "typing": "ann" }`: the participant with this id is typing, drawn as the app's
    /// three-dot bubble (an extension to version 1).
    case typing(String)
    /// A chat bubble.
    case bubble(BubbleMessage)

    /// The JSON key of a separator entry, its only key.
    public static let separatorKey = "separator"
    /// The JSON key of a system line, its only key.
    public static let systemKey = "system"
    /// The JSON key of a typing indicator, its only key.
    public static let typingKey = "typing"
    /// The keys that make an entry something other than a bubble, each the entry's only key.
    public static let singleKeys = [separatorKey, systemKey, typingKey]

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

    /// The system line's text, when this is one.
    public var systemText: String? {
        if case .system(let text) = self { return text }
        return nil
    }

    /// The id of the participant who is typing, when this is a typing indicator.
    public var typingParticipant: String? {
        if case .typing(let id) = self { return id }
        return nil
    }
}
