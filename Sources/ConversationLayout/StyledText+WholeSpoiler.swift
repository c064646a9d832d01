import Transcript

extension StyledText {
    /// The same text with every spoiler widened to the whole text, as Messages' Invisible Ink
    /// hides a whole balloon; unchanged when no span is a spoiler.
    package func spoilingAll() -> StyledText {
        guard entities.contains(where: { $0.type == .spoiler }) else { return self }
        var whole = self
        whole.entities.removeAll { $0.type == .spoiler }
        whole.entities.append(TextEntity(type: .spoiler, offset: 0, length: text.utf16.count))
        return whole
    }
}
