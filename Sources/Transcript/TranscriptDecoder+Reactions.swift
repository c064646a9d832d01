import StrictJSON

extension TranscriptDecoder {
    /// A message's `"reactions"`: at most ``TranscriptLimits/maxReactionsPerMessage``, each a
    /// different emoji. `participants` is nil when they could not be read: then senders are not
    /// checked. Nil when any reaction has a problem.
    mutating func decodeReactions(_ value: JSONValue, at path: JSONPath, participants: ParticipantList?) -> [Reaction]? {
        guard let array = value.arrayValue else {
            return typeMismatch(expected: "an array of reactions", value, at: path)
        }
        guard array.count <= limits.maxReactionsPerMessage else {
            return rejected("too many reactions: \(array.count) (the limit is \(limits.maxReactionsPerMessage))", at: path, value.position)
        }
        let start = problems.total
        var reactions: [Reaction] = []
        var seen: Set<String> = []
        for (index, element) in array.enumerated() {
            let elementPath = path.appending(index: index)
            guard let reaction = decodeReaction(element, at: elementPath, participants: participants) else { continue }
            if !seen.insert(reaction.emoji).inserted {
                report("another reaction has the emoji \(TextQuoting.quoted(reaction.emoji)) (list each emoji once)",
                       at: elementPath.appending(key: "emoji"), element.objectValue?["emoji"]?.position)
            }
            reactions.append(reaction)
        }
        return problems.total == start ? reactions : nil
    }

    private mutating func decodeReaction(_ value: JSONValue, at path: JSONPath, participants: ParticipantList?) -> Reaction? {
        guard let object = object(value, at: path) else { return nil }
        let start = problems.total
        checkKeys(of: object, at: path, allowed: Reaction.keys)
        var emoji: String?
        if let value = object["emoji"] {
            let emojiPath = path.appending(key: "emoji")
            if let text = string(value, at: emojiPath) {
                if let problem = Reaction.problem(withEmoji: text) {
                    report(problem, at: emojiPath, value.position)
                } else {
                    emoji = text
                }
            }
        } else {
            report("missing required key \"emoji\"", at: path, value.position)
        }
        var senders: Reaction.Senders?
        switch (object["from"], object["count"]) {
        case (let from?, nil):
            senders = decodeSenders(from, at: path.appending(key: "from"), participants: participants).map { .participants($0) }
        case (nil, let count?):
            senders = decodeCount(count, at: path.appending(key: "count")).map { .count($0) }
        case (_?, let count?):
            report("a reaction has \"from\" or \"count\", not both", at: path.appending(key: "count"), count.position)
        case (nil, nil):
            report("missing required key \"from\" or \"count\"", at: path, value.position)
        }
        guard problems.total == start, let emoji, let senders else { return nil }
        return Reaction(emoji: emoji, senders: senders)
    }

    /// The participants' ids: at least one, each known and listed once.
    private mutating func decodeSenders(_ value: JSONValue, at path: JSONPath, participants: ParticipantList?) -> [String]? {
        guard let array = value.arrayValue else {
            return typeMismatch(expected: "an array of participant ids", value, at: path)
        }
        guard !array.isEmpty else {
            return rejected("expected at least one participant id, found []", at: path, value.position)
        }
        let start = problems.total
        var ids: [String] = []
        for (index, element) in array.enumerated() {
            let idPath = path.appending(index: index)
            guard let id = string(element, at: idPath) else { continue }
            if !reportUnknownParticipant(id, in: participants, at: idPath, element.position), ids.contains(id) {
                report("\(TextQuoting.quoted(id)) is listed twice", at: idPath, element.position)
            }
            ids.append(id)
        }
        return problems.total == start ? ids : nil
    }

    /// A whole number from 1 to ``Reaction/maxCount``.
    private mutating func decodeCount(_ value: JSONValue, at path: JSONPath) -> Int? {
        guard let number = value.numberValue else {
            return typeMismatch(expected: "an integer", value, at: path)
        }
        let double = number.doubleValue
        guard double == double.rounded(), double >= 1, double <= Double(Reaction.maxCount) else {
            return rejected("expected an integer from 1 to \(Reaction.maxCount), found \(value.foundDescription)", at: path, value.position)
        }
        return Int(double)
    }
}
