extension BubbleMessage {
    /// The text as shown and its spans: ``text`` with ``entities`` for the plain format, or
    /// ``text`` read by ``WhatsAppMarkdown`` (markers removed) for the markdown format. Nil
    /// when the message has no text.
    public var styledText: StyledText? {
        guard let text else { return nil }
        switch format {
        case .plain: return StyledText(text: text, entities: entities)
        case .markdown: return WhatsAppMarkdown.parse(text)
        }
    }
}
