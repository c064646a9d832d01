import StrictJSON

extension TranscriptDecoder {
    /// A message's `"reactions"`: at most ``TranscriptLimits/maxReactionsPerMessage``, each a
    /// different emoji. `participants` is nil when they could not be read: then senders are not
    /// checked. Nil when any reaction has a problem.
    mutating func decodeReactions(_ value: JSONCursor, participants: ParticipantList?) -> [Reaction]? {
        guard let array = problems.reading(try value.array(expected: "an array of reactions")) else { return nil }
        guard array.count <= limits.maxReactionsPerMessage else {
            return rejected(value.problem("too many reactions: \(array.count) (the limit is \(limits.maxReactionsPerMessage))"))
        }
        let start = problems.total
        var reactions: [Reaction] = []
        var seen: Set<String> = []
        for element in array {
            guard let (reaction, emoji) = decodeReaction(element, participants: participants) else { continue }
            if !seen.insert(reaction.emoji).inserted {
                report("another reaction has the emoji \(TextQuoting.quoted(reaction.emoji)) (list each emoji once)", at: emoji)
            }
            reactions.append(reaction)
        }
        return problems.total == start ? reactions : nil
    }

    /// The reaction, with its `"emoji"`.
    private mutating func decodeReaction(_ value: JSONCursor, participants: ParticipantList?) -> (Reaction, JSONCursor)? {
        guard let object = object(value) else { return nil }
        let start = problems.total
        checkKeys(of: object, allowed: Reaction.keys)
        var emoji: (text: String, value: JSONCursor)?
        if let value = problems.reading(try object.required("emoji")), let text = string(value) {
            if let problem = Reaction.problem(withEmoji: text) {
                report(problem, at: value)
            } else {
                emoji = (text, value)
            }
        }
        var senders: Reaction.Senders?
        switch (object["from"], object["count"]) {
        case (let from?, nil):
            senders = decodeSenders(from, participants: participants).map { .participants($0) }
        case (nil, let count?):
            senders = problems.reading(try count.wholeNumber(in: 1...Reaction.maxCount)).map { .count($0) }
        case (_?, let count?):
            report("a reaction has \"from\" or \"count\", not both", at: count)
        case (nil, nil):
            report("missing required key \"from\" or \"count\"", at: value)
        }
        guard problems.total == start, let emoji, let senders else { return nil }
        return (Reaction(emoji: emoji.text, senders: senders), emoji.value)
    }

    /// The participants' ids: at least one, each known and listed once.
    private mutating func decodeSenders(_ value: JSONCursor, participants: ParticipantList?) -> [String]? {
        guard let array = problems.reading(try value.array(expected: "an array of participant ids")) else { return nil }
        guard !array.isEmpty else {
            return rejected(value.problem("expected at least one participant id, found []"))
        }
        let start = problems.total
        var ids: [String] = []
        for element in array {
            guard let id = string(element) else { continue }
            if !reportUnknownParticipant(id, in: participants, at: element), ids.contains(id) {
                report("\(TextQuoting.quoted(id)) is listed twice", at: element)
            }
            ids.append(id)
        }
        return problems.total == start ? ids : nil
    }
}
