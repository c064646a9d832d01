import Transcript

extension Transcript {
    /// The typing entries `look` shows as the header's subtitle: those at the end of the
    /// chat, after its last other entry, on a screen of a look whose ``ChatLook/typing`` is
    /// ``TypingStyle/subtitle`` (which draws no typing bubble anywhere).
    package func typingInHeader(look: ChatLook) -> Range<Int> {
        guard screen != nil, look.typing == .subtitle else { return messages.endIndex..<messages.endIndex }
        let start = (messages.lastIndex { $0.typingParticipant == nil } ?? -1) + 1
        return start..<messages.endIndex
    }

    /// The header's subtitle for someone typing ("typing…", or `labels.typing`), when the
    /// look shows a trailing typing entry there; nil otherwise.
    package func typingSubtitle(look: ChatLook) -> String? {
        typingInHeader(look: look).isEmpty ? nil : labels.typing ?? "typing…"
    }
}
