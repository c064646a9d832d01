extension Transcript {
    /// What the bubble `message` shows of the message it answers: its ``BubbleMessage/quote``,
    /// or the sender, shown text and photo of the message its ``BubbleMessage/replyTo`` names.
    /// Nil when it answers nothing, or names no bubble (a decoded transcript never does).
    public func quote(answeredBy message: BubbleMessage) -> Quote? {
        if let quote = message.quote { return quote }
        guard let reference = message.replyTo, let index = index(of: reference),
              let quoted = messages[index].bubble else { return nil }
        return Quote(quoting: quoted)
    }

    /// The index in ``messages`` of the entry `reference` names: the index itself when in
    /// range, or the first bubble with that ``BubbleMessage/id``.
    public func index(of reference: MessageReference) -> Int? {
        switch reference {
        case .index(let index):
            return messages.indices.contains(index) ? index : nil
        case .id(let id):
            return messages.firstIndex { $0.bubble?.id == id }
        }
    }
}
