import Transcript

extension ChatImporter {
    /// A message's reactions as the transcript holds them: those whose emoji is one Unicode
    /// emoji (a lone emoji with a text default, like Telegram's `❤`, gets U+FE0F so it is drawn
    /// in colour), the same emoji merged, at most ``TranscriptLimits/maxReactionsPerMessage``.
    /// Who reacted is kept when the export names everyone and each is a participant (`ids`:
    /// author keys to participant ids); otherwise the count. What is left out is added to
    /// `dropped`.
    static func transcriptReactions(_ reactions: [ImportedChat.Reaction], ids: [String: String], dropped: inout Int) -> [Reaction] {
        var kept: [Reaction] = []
        for reaction in reactions where reaction.count > 0 {
            let emoji = reaction.emoji.presentedAsEmoji
            guard Reaction.problem(withEmoji: emoji) == nil else {
                dropped += reaction.count
                continue
            }
            let count = min(reaction.count, Reaction.maxCount)
            let participants = reaction.authors.compactMap { ids[$0] }
            let named = participants.count == count && reaction.authors.count == count && Set(participants).count == count
            if let index = kept.firstIndex(where: { $0.emoji == emoji }) {
                let merged = kept[index].participants + participants
                kept[index].senders = named && Set(merged).count == merged.count && !kept[index].participants.isEmpty
                    ? .participants(merged) : .count(min(kept[index].count + count, Reaction.maxCount))
            } else if kept.count < TranscriptLimits.default.maxReactionsPerMessage {
                kept.append(Reaction(emoji: emoji, senders: named ? .participants(participants) : .count(count)))
            } else {
                dropped += reaction.count
            }
        }
        return kept
    }
}
