/// One entry of `"messages"`.
public enum Message: Sendable, Hashable {
    /// `{ "separator": "Today 09:41" }`: a centred label between bubbles.
    case separator(String)
    /// `{ "system": "Ann joined the group" }`: a service line, centred as the app draws it,
    /// and what it tells (`"kind"`, an extension to version 1, like the line itself).
    case system(String, kind: SystemLineKind = .event)
    /// `{ "typing": "ann" }`: the participant with this id is typing, drawn as the app's
    /// three-dot bubble (an extension to version 1).
    case typing(String)
    /// A chat bubble.
    case bubble(BubbleMessage)

    /// The JSON key of a separator entry, its only key.
    public static let separatorKey = "separator"
    /// The JSON key of a system line, which may have ``systemKindKey`` beside it.
    public static let systemKey = "system"
    /// The JSON key of a system line's kind (``SystemLineKind``), its only other key.
    public static let systemKindKey = "kind"
    /// The JSON key of a typing indicator, its only key.
    public static let typingKey = "typing"
    /// The keys that make an entry something other than a bubble, each the entry's only key
    /// (but for a system line's ``systemKindKey``).
    public static let singleKeys = [separatorKey, systemKey, typingKey]

    /// The bubble, when this is one; editable in place:
    /// `transcript.messages[2].bubble?.text = "See you at one"`. Assigning a message makes
    /// this entry that bubble; assigning nil leaves the entry as it is.
    public var bubble: BubbleMessage? {
        get {
            if case .bubble(let message) = self { return message }
            return nil
        }
        set {
            if let newValue { self = .bubble(newValue) }
        }
    }

    /// The separator's text, when this is one.
    public var separatorText: String? {
        if case .separator(let text) = self { return text }
        return nil
    }

    /// The system line's text, when this is one.
    public var systemText: String? {
        if case .system(let text, _) = self { return text }
        return nil
    }

    /// What the system line tells, when this is one.
    public var systemKind: SystemLineKind? {
        if case .system(_, let kind) = self { return kind }
        return nil
    }

    /// The id of the participant who is typing, when this is a typing indicator.
    public var typingParticipant: String? {
        if case .typing(let id) = self { return id }
        return nil
    }
}
