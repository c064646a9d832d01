import StrictJSON

extension TranscriptDecoder {
    /// The messages without problems, with each one's index in the array. `participants` is
    /// nil when they could not be read: then senders are not checked.
    mutating func decodeMessages(_ value: JSONCursor, participants: ParticipantList?) -> ([Message], [Int]) {
        guard let array = problems.reading(try value.array()) else { return ([], []) }
        guard array.count <= limits.maxMessages else {
            report("too many messages: \(array.count) (the limit is \(limits.maxMessages))", at: value)
            return ([], [])
        }
        var messages: [Message] = []
        var indices: [Int] = []
        messages.reserveCapacity(array.count)
        indices.reserveCapacity(array.count)
        let targets = ReplyTargets(array.elements)
        // The shown text of each message read so far, by index, which a reply to it shows again.
        var quotedLengths: [Int: Int] = [:]
        var total = 0
        for index in array.indices {
            let element = array[index]
            guard let message = decodeMessage(element, index: index, targets: targets, participants: participants) else { continue }
            let wasWithin = total <= limits.maxTotalTextLength
            total += message.textLength(after: messages.last, participants: participants ?? [])
            if let bubble = message.bubble {
                quotedLengths[index] = Quote(quoting: bubble).text?.unicodeScalars.count ?? 0
                if let reference = bubble.replyTo {
                    let target = switch reference {
                    case .index(let target): target
                    case .id(let id): targets.firstIndex[id] ?? index
                    }
                    total += quotedLengths[target] ?? 0
                }
            }
            if wasWithin, total > limits.maxTotalTextLength {
                report("the messages up to here hold more than \(limits.maxTotalTextLength) characters, "
                       + "the limit for one transcript", at: element)
            }
            messages.append(message)
            indices.append(index)
        }
        return (messages, indices)
    }

    /// The message, or nil when it has a problem.
    private mutating func decodeMessage(_ value: JSONCursor, index: Int, targets: ReplyTargets,
                                        participants: ParticipantList?) -> Message? {
        let start = problems.total
        guard let object = object(value) else { return nil }
        if let key = Message.singleKeys.first(where: { object[$0] != nil }), let entry = object[key] {
            return decodeSingleKeyEntry(key, entry, of: object, participants: participants)
        }
        checkKeys(of: object, allowed: BubbleMessage.keys, alsoSuggesting: Message.singleKeys)
        var message = BubbleMessage(from: sender(of: object, participants: participants) ?? "")
        let beforeContent = problems.total
        let content = decodeTextAndImage(of: object)
        message.text = content.text
        message.image = content.image
        if let value = object["sticker"] {
            if object["text"] != nil || object["image"] != nil {
                report("a sticker message has no \"text\" or \"image\" (send them as a message of their own)", at: value)
            } else {
                message.sticker = filePath(value)
            }
        }
        if let value = object["deleted"], let deleted = bool(value), deleted {
            message.deleted = true
            // The app shows only that the message was deleted: nothing of it is left to show.
            for index in object.indices where BubbleMessage.keysGoneWhenDeleted.contains(object[index].key) {
                report("a deleted message has no \"\(object[index].key)\" (the app shows only that it was deleted)", at: object.key(at: index))
            }
        }
        // A text or image with a problem of its own is not reported missing as well.
        let contentHasProblems = problems.total != beforeContent
        if let value = object["time"] {
            message.time = string(value)
        }
        if let value = object["lang"] {
            message.lang = languageTag(value)
        }
        if let value = object["edited"], let edited = bool(value) {
            message.edited = edited
        }
        if let value = object["forwarded"], let forwarded = bool(value) {
            message.forwarded = forwarded
        }
        if let value = object["forwardedFrom"], let name = nonEmptyString(value, expected: "the name the message was forwarded from") {
            if object["forwarded"]?.value.boolValue == false {
                report("a message forwarded from someone is forwarded: leave out \"forwarded\": false", at: value)
            } else {
                message.forwarded = true
                message.forwardedFrom = name
            }
        }
        if let value = object["format"], let format: TextFormat = choice(value) {
            message.format = format
        }
        if let value = object["entities"] {
            if message.format == .markdown {
                report("\"entities\" cannot be combined with \"format\": \"markdown\" (the markers would shift the offsets)", at: value)
            } else if message.text != nil || !contentHasProblems, let entities = decodeEntities(value, text: message.text) {
                message.entities = entities
            }
        }
        if let value = object["detectLinks"], let detect = bool(value) {
            message.detectLinks = detect
        }
        if let value = object["status"], let status: DeliveryStatus = choice(value) {
            if let sender = participants?[id: message.from], sender.side == .incoming {
                report("a delivery status is drawn on outgoing messages only, and \(TextQuoting.quoted(sender.id)) is incoming "
                       + "(give them \"side\": \"outgoing\", or remove \"status\")", at: value)
            } else {
                message.status = status
            }
        }
        if let value = object["reactions"], let reactions = decodeReactions(value, participants: participants) {
            message.reactions = reactions
        }
        if let value = object["id"] {
            message.id = decodeMessageID(value, index: index, targets: targets)
        }
        if let value = object["replyTo"] {
            message.replyTo = decodeReplyTo(value, index: index, targets: targets)
        }
        if object["sticker"] != nil, let value = object["replyTo"] ?? object["quote"] {
            // The apps draw a sticker without a bubble, so there is nowhere to show the quote.
            report("a sticker message cannot be a reply (reply with a message of its own)", at: value)
        } else if let value = object["quote"] {
            if object["replyTo"] != nil {
                report("a message has \"replyTo\" or \"quote\", not both", at: value)
            } else {
                message.quote = decodeQuote(value, participants: participants)
            }
        }
        if let value = object["link"] {
            if object["sticker"] != nil {
                report("a sticker message cannot have a link preview (send the link as a message of its own)", at: value)
            } else if object["image"] != nil {
                // The apps show a link's card on text messages, never on a photo's caption.
                report("a photo message cannot have a link preview (send the link as a message of its own)", at: value)
            } else {
                message.link = decodeLink(value)
            }
        }
        if let value = object["card"] {
            if let key = ["sticker", "image", "link"].first(where: { object[$0] != nil }) {
                // A card is the message's attachment: the apps send a photo or a link with a text of its own.
                report("a message with a card has no \"\(key)\" (send it as a message of its own)", at: value)
            } else {
                message.card = decodeCard(value)
            }
        }
        if message.text == nil, message.image == nil, message.sticker == nil, object["card"] == nil, !message.deleted,
           !contentHasProblems {
            let detail = content.emptyText ? " (the text is empty)" : object["link"] != nil ? " (a link preview goes with the text that holds the link)" : ""
            report("a message needs \"text\", \"image\" or both\(detail)", at: value)
        }
        return problems.total == start ? .bubble(message) : nil
    }

    /// A separator, system line or typing indicator: `key` is its only key, but for a system
    /// line's `"kind"`.
    private mutating func decodeSingleKeyEntry(_ key: String, _ value: JSONCursor, of object: JSONObjectCursor,
                                               participants: ParticipantList?) -> Message? {
        let start = problems.total
        let kind = Message.kindDescription(ofKey: key)
        let allowed = key == Message.systemKey ? [key, Message.systemKindKey] : [key]
        for other in object.unknownKeys(allowed: allowed) {
            let others = allowed.count > 1 ? "no other keys than \"\(Message.systemKindKey)\"" : "no other keys"
            report("unknown key (\(kind) has \(others))", at: other)
        }
        var systemKind = SystemLineKind.event
        if key == Message.systemKey, let kindValue = object[Message.systemKindKey], let decoded: SystemLineKind = choice(kindValue) {
            systemKind = decoded
        }
        guard let text = string(value) else { return nil }
        guard !text.isEmpty else {
            return rejected(value.unexpected("a non-empty string"))
        }
        switch key {
        case Message.typingKey:
            reportUnknownParticipant(text, in: participants, at: value)
            return problems.total == start ? .typing(text) : nil
        case Message.systemKey:
            return problems.total == start ? .system(text, kind: systemKind) : nil
        default:
            return problems.total == start ? .separator(text) : nil
        }
    }
}

extension TranscriptDecoder {
    /// The `"text"` and `"image"` a message and a quote both hold: an empty text is left out
    /// (`emptyText` says it was there, for the error that asks for content), and the image is
    /// a file path.
    mutating func decodeTextAndImage(of object: JSONObjectCursor) -> (text: String?, image: String?, emptyText: Bool) {
        var content: (text: String?, image: String?, emptyText: Bool) = (nil, nil, false)
        if let value = object["text"], let text = string(value) {
            if text.isEmpty { content.emptyText = true } else { content.text = text }
        }
        if let value = object["image"] {
            content.image = filePath(value)
        }
        return content
    }
}
