/// A message's text as it is shown, with the spans drawn differently: what ``BubbleMessage``'s
/// ``BubbleMessage/styledText`` gives, its markers (if any) removed.
public struct StyledText: Sendable, Hashable {
    /// The text to show.
    public var text: String
    /// Spans of ``text``, in UTF-16 code units; they may nest and overlap.
    public var entities: [TextEntity]

    /// Creates a styled text.
    public init(text: String, entities: [TextEntity] = []) {
        self.text = text
        self.entities = entities
    }
}
