import StrictJSON

/// The entries of `"messages"` as a reply sees them before they are read: which are bubbles a
/// reply can answer (a deleted one cannot: nothing of it is left to quote), and where each
/// message `"id"` first appears.
struct ReplyTargets {
    /// For each entry, what it is when it is not a bubble a reply can answer ("a separator", "a
    /// deleted message"), or nil for one.
    let kinds: [String?]
    /// The index of the first entry with each id.
    let firstIndex: [String: Int]

    init(_ entries: [JSONValue]) {
        var kinds: [String?] = []
        var firstIndex: [String: Int] = [:]
        kinds.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            guard let object = entry.objectValue else {
                kinds.append("not a message")
                continue
            }
            let single = Message.singleKeys.first { object[$0] != nil }
            kinds.append(single.map(Message.kindDescription(ofKey:)) ?? (object["deleted"]?.boolValue == true ? "a deleted message" : nil))
            if single == nil, let id = object["id"]?.stringValue, firstIndex[id] == nil {
                firstIndex[id] = index
            }
        }
        self.kinds = kinds
        self.firstIndex = firstIndex
    }
}

extension TranscriptDecoder {
    /// The `"id"` of the message at `index`: a non-empty string no earlier message has.
    mutating func decodeMessageID(_ value: JSONCursor, index: Int, targets: ReplyTargets) -> String? {
        guard let id = nonEmptyString(value, expected: "a non-empty message id") else { return nil }
        if let first = targets.firstIndex[id], first != index {
            return rejected(value.problem("another message has the id \(TextQuoting.quoted(id)) (messages[\(first)])"))
        }
        return id
    }

    /// The `"replyTo"` of the message at `index`: the index or id of an earlier bubble.
    mutating func decodeReplyTo(_ value: JSONCursor, index: Int, targets: ReplyTargets) -> MessageReference? {
        if let number = value.value.numberValue {
            guard number.isInteger, let target = number.intValue, target >= 0 else {
                return rejected(value.unexpected("the index of an earlier message or its id"))
            }
            guard target < index else {
                let detail = target == index ? "a message cannot reply to itself"
                    : target >= targets.kinds.count ? "there is no messages[\(target)] (the last is messages[\(targets.kinds.count - 1)])"
                    : "messages[\(target)] comes after this message; a reply names an earlier one"
                return rejected(value.problem(detail))
            }
            if let kind = targets.kinds[target] {
                return rejected(value.problem("messages[\(target)] is \(kind), not a message to reply to"))
            }
            return .index(target)
        }
        guard value.value.stringValue != nil else {
            return rejected(value.typeMismatch(expected: "a message index or id"))
        }
        guard let id = nonEmptyString(value, expected: "a message index or id") else { return nil }
        guard let target = targets.firstIndex[id] else {
            return rejected(value.problem("no message has the id \(TextQuoting.quoted(id))"))
        }
        guard target < index else {
            let detail = target == index ? "a message cannot reply to itself"
                : "the message with the id \(TextQuoting.quoted(id)) (messages[\(target)]) comes after this one; a reply names an earlier message"
            return rejected(value.problem(detail))
        }
        if let kind = targets.kinds[target] {
            return rejected(value.problem("messages[\(target)] is \(kind), not a message to reply to"))
        }
        return .id(id)
    }

    /// A `"quote"`: an object with `"from"` naming a participant and `"text"`, `"image"` or both.
    mutating func decodeQuote(_ value: JSONCursor, participants: ParticipantList?) -> Quote? {
        let start = problems.total
        guard let object = object(value) else { return nil }
        checkKeys(of: object, allowed: Quote.keys)
        var quote = Quote(from: sender(of: object, participants: participants) ?? "")
        let beforeContent = problems.total
        let content = decodeTextAndImage(of: object)
        quote.text = content.text
        quote.image = content.image
        if quote.text == nil, quote.image == nil, problems.total == beforeContent {
            let detail = content.emptyText ? " (the text is empty)" : ""
            report("a quote needs \"text\", \"image\" or both\(detail)", at: value)
        }
        return problems.total == start ? quote : nil
    }
}

extension Message {
    /// How an error names an entry whose only key is `key`: "a separator", "a system line",
    /// "a typing indicator".
    static func kindDescription(ofKey key: String) -> String {
        switch key {
        case typingKey: "a typing indicator"
        case systemKey: "a system line"
        default: "a separator"
        }
    }
}
