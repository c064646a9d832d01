import StrictJSON

extension TranscriptDecoder {
    /// The messages without problems, with each one's index in the array. `participants` is
    /// nil when they could not be read: then senders are not checked.
    mutating func decodeMessages(_ value: JSONValue, at path: JSONPath, participants: ParticipantList?) -> ([Message], [Int]) {
        guard let array = value.arrayValue else {
            return (typeMismatch(expected: "an array", value, at: path) ?? [], [])
        }
        guard array.count <= limits.maxMessages else {
            report("too many messages: \(array.count) (the limit is \(limits.maxMessages))", at: path, value.position)
            return ([], [])
        }
        var messages: [Message] = []
        var indices: [Int] = []
        messages.reserveCapacity(array.count)
        indices.reserveCapacity(array.count)
        let targets = ReplyTargets(array)
        // The shown text of each message read so far, by index, which a reply to it shows again.
        var quotedLengths: [Int: Int] = [:]
        var total = 0
        for (index, element) in array.enumerated() {
            guard let message = decodeMessage(element, at: path.appending(index: index), index: index, targets: targets,
                                              participants: participants) else { continue }
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
                       + "the limit for one transcript", at: path.appending(index: index), element.position)
            }
            messages.append(message)
            indices.append(index)
        }
        return (messages, indices)
    }

    /// The message, or nil when it has a problem.
    private mutating func decodeMessage(_ value: JSONValue, at path: JSONPath, index: Int, targets: ReplyTargets,
                                        participants: ParticipantList?) -> Message? {
        let start = problems.total
        guard let object = object(value, at: path) else { return nil }
        if let key = Message.singleKeys.first(where: { object[$0] != nil }), let entry = object[key] {
            return decodeSingleKeyEntry(key, entry, of: object, at: path, participants: participants)
        }
        checkKeys(of: object, at: path, allowed: BubbleMessage.keys, alsoSuggesting: Message.singleKeys)
        var message = BubbleMessage(from: sender(of: object, at: path, value.position, participants: participants) ?? "")
        let beforeContent = problems.total
        let content = decodeTextAndImage(of: object, at: path)
        message.text = content.text
        message.image = content.image
        if let value = object["sticker"] {
            let stickerPath = path.appending(key: "sticker")
            if object["text"] != nil || object["image"] != nil {
                report("a sticker message has no \"text\" or \"image\" (send them as a message of their own)", at: stickerPath, value.position)
            } else {
                message.sticker = filePath(value, at: stickerPath)
            }
        }
        if let value = object["deleted"], let deleted = bool(value, at: path.appending(key: "deleted")), deleted {
            message.deleted = true
            // The app shows only that the message was deleted: nothing of it is left to show.
            for member in object where BubbleMessage.keysGoneWhenDeleted.contains(member.key) {
                report("a deleted message has no \"\(member.key)\" (the app shows only that it was deleted)",
                       at: path.appending(key: member.key), member.keyPosition)
            }
        }
        // A text or image with a problem of its own is not reported missing as well.
        let contentHasProblems = problems.total != beforeContent
        if let value = object["time"] {
            message.time = string(value, at: path.appending(key: "time"))
        }
        if let value = object["lang"] {
            message.lang = languageTag(value, at: path.appending(key: "lang"))
        }
        if let value = object["edited"], let edited = bool(value, at: path.appending(key: "edited")) {
            message.edited = edited
        }
        if let value = object["forwarded"], let forwarded = bool(value, at: path.appending(key: "forwarded")) {
            message.forwarded = forwarded
        }
        if let value = object["forwardedFrom"],
           let name = nonEmptyString(value, at: path.appending(key: "forwardedFrom"), expected: "the name the message was forwarded from") {
            if object["forwarded"]?.boolValue == false {
                report("a message forwarded from someone is forwarded: leave out \"forwarded\": false", at: path.appending(key: "forwardedFrom"),
                       value.position)
            } else {
                message.forwarded = true
                message.forwardedFrom = name
            }
        }
        if let value = object["format"], let format: TextFormat = choice(value, at: path.appending(key: "format")) {
            message.format = format
        }
        if let value = object["entities"] {
            let entitiesPath = path.appending(key: "entities")
            if message.format == .markdown {
                report("\"entities\" cannot be combined with \"format\": \"markdown\" (the markers would shift the offsets)",
                       at: entitiesPath, value.position)
            } else if message.text != nil || !contentHasProblems,
                      let entities = decodeEntities(value, at: entitiesPath, text: message.text) {
                message.entities = entities
            }
        }
        if let value = object["detectLinks"], let detect = bool(value, at: path.appending(key: "detectLinks")) {
            message.detectLinks = detect
        }
        if let value = object["status"], let status: DeliveryStatus = choice(value, at: path.appending(key: "status")) {
            if let sender = participants?[id: message.from], sender.side == .incoming {
                report("a delivery status is drawn on outgoing messages only, and \(TextQuoting.quoted(sender.id)) is incoming "
                       + "(give them \"side\": \"outgoing\", or remove \"status\")", at: path.appending(key: "status"), value.position)
            } else {
                message.status = status
            }
        }
        if let value = object["reactions"],
           let reactions = decodeReactions(value, at: path.appending(key: "reactions"), participants: participants) {
            message.reactions = reactions
        }
        if let value = object["id"] {
            message.id = decodeMessageID(value, at: path.appending(key: "id"), index: index, targets: targets)
        }
        if let value = object["replyTo"] {
            message.replyTo = decodeReplyTo(value, at: path.appending(key: "replyTo"), index: index, targets: targets)
        }
        if object["sticker"] != nil, let key = ["replyTo", "quote"].first(where: { object[$0] != nil }), let value = object[key] {
            // The apps draw a sticker without a bubble, so there is nowhere to show the quote.
            report("a sticker message cannot be a reply (reply with a message of its own)", at: path.appending(key: key), value.position)
        } else if let value = object["quote"] {
            let quotePath = path.appending(key: "quote")
            if object["replyTo"] != nil {
                report("a message has \"replyTo\" or \"quote\", not both", at: quotePath, value.position)
            } else {
                message.quote = decodeQuote(value, at: quotePath, participants: participants)
            }
        }
        if let value = object["link"] {
            let linkPath = path.appending(key: "link")
            if object["sticker"] != nil {
                report("a sticker message cannot have a link preview (send the link as a message of its own)", at: linkPath, value.position)
            } else if object["image"] != nil {
                // The apps show a link's card on text messages, never on a photo's caption.
                report("a photo message cannot have a link preview (send the link as a message of its own)", at: linkPath, value.position)
            } else {
                message.link = decodeLink(value, at: linkPath)
            }
        }
        if let value = object["card"] {
            let cardPath = path.appending(key: "card")
            if let key = ["sticker", "image", "link"].first(where: { object[$0] != nil }) {
                // A card is the message's attachment: the apps send a photo or a link with a text of its own.
                report("a message with a card has no \"\(key)\" (send it as a message of its own)", at: cardPath, value.position)
            } else {
                message.card = decodeCard(value, at: cardPath)
            }
        }
        if message.text == nil, message.image == nil, message.sticker == nil, object["card"] == nil, !message.deleted,
           !contentHasProblems {
            let detail = content.emptyText ? " (the text is empty)" : object["link"] != nil ? " (a link preview goes with the text that holds the link)" : ""
            report("a message needs \"text\", \"image\" or both\(detail)", at: path, value.position)
        }
        return problems.total == start ? .bubble(message) : nil
    }

    /// A separator, system line or typing indicator: `key` is its only key, but for a system
    /// line's `"kind"`.
    private mutating func decodeSingleKeyEntry(_ key: String, _ value: JSONValue, of object: JSONObject, at path: JSONPath,
                                               participants: ParticipantList?) -> Message? {
        let start = problems.total
        let kind = Message.kindDescription(ofKey: key)
        let allowed = key == Message.systemKey ? [key, Message.systemKindKey] : [key]
        for member in object where !allowed.contains(member.key) {
            let others = allowed.count > 1 ? "no other keys than \"\(Message.systemKindKey)\"" : "no other keys"
            report("unknown key (\(kind) has \(others))", at: path.appending(key: member.key), member.keyPosition)
        }
        var systemKind = SystemLineKind.event
        if key == Message.systemKey, let kindValue = object[Message.systemKindKey],
           let decoded: SystemLineKind = choice(kindValue, at: path.appending(key: Message.systemKindKey)) {
            systemKind = decoded
        }
        let valuePath = path.appending(key: key)
        guard let text = string(value, at: valuePath) else { return nil }
        guard !text.isEmpty else {
            return rejected("expected a non-empty string, found \"\"", at: valuePath, value.position)
        }
        switch key {
        case Message.typingKey:
            reportUnknownParticipant(text, in: participants, at: valuePath, value.position)
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
    mutating func decodeTextAndImage(of object: JSONObject, at path: JSONPath) -> (text: String?, image: String?, emptyText: Bool) {
        var content: (text: String?, image: String?, emptyText: Bool) = (nil, nil, false)
        if let value = object["text"], let text = string(value, at: path.appending(key: "text")) {
            if text.isEmpty { content.emptyText = true } else { content.text = text }
        }
        if let value = object["image"] {
            content.image = filePath(value, at: path.appending(key: "image"))
        }
        return content
    }
}
