import StrictJSON

extension TranscriptDecoder {
    /// A `"card"`: an object whose `"kind"` (one of ``MessageCard/kinds``) says which other
    /// keys it may have.
    mutating func decodeCard(_ value: JSONValue, at path: JSONPath) -> MessageCard? {
        let start = problems.total
        guard let object = object(value, at: path) else { return nil }
        guard let kindValue = object["kind"] else {
            return rejected("missing required key \"kind\" (one of \(MessageCard.kinds.map { "\"\($0)\"" }.joined(separator: ", ")))",
                            at: path, value.position)
        }
        guard let kind = choice(kindValue, at: path.appending(key: "kind"), among: MessageCard.kinds.map(CardKind.init(rawValue:)))?.rawValue
        else { return nil }
        checkKeys(of: object, at: path, allowed: MessageCard.keys(of: kind))
        let card: MessageCard? = switch kind {
        case "poll": decodePoll(object, at: path, value.position).map(MessageCard.poll)
        case "location": decodeLocation(object, at: path, value.position).map(MessageCard.location)
        case "contact": decodeContact(object, at: path, value.position).map(MessageCard.contact)
        case "embed": decodeEmbed(object, at: path, value.position).map(MessageCard.embed)
        default: decodeGeneric(object, at: path, value.position).map(MessageCard.generic)
        }
        return problems.total == start ? card : nil
    }

    private mutating func decodePoll(_ object: JSONObject, at path: JSONPath, _ position: SourcePosition?) -> PollCard? {
        let question = requiredText("question", of: object, at: path, position)
        var poll = PollCard(question: question ?? "", options: [])
        if let value = object["options"] {
            poll.options = items(value, at: path.appending(key: "options")) { decoder, item, itemPath in
                decoder.decodePollOption(item, at: itemPath)
            }
        } else {
            report("missing required key \"options\"", at: path, position)
        }
        if let value = object["voters"] {
            poll.voters = integer(value, at: path.appending(key: "voters"), atLeast: 0)
        }
        poll.label = optionalText("label", of: object, at: path)
        if let value = object["closed"], let closed = bool(value, at: path.appending(key: "closed")) {
            poll.closed = closed
        }
        return question == nil ? nil : poll
    }

    private mutating func decodePollOption(_ value: JSONValue, at path: JSONPath) -> PollCard.Option? {
        guard let object = object(value, at: path) else { return nil }
        checkKeys(of: object, at: path, allowed: PollCard.Option.keys)
        guard let text = requiredText("text", of: object, at: path, value.position) else { return nil }
        var option = PollCard.Option(text: text)
        if let votes = object["votes"] {
            option.votes = integer(votes, at: path.appending(key: "votes"), atLeast: 0) ?? 0
        }
        for key in ["chosen", "correct"] {
            guard let flag = object[key], let set = bool(flag, at: path.appending(key: key)) else { continue }
            if key == "chosen" { option.chosen = set } else { option.correct = set }
        }
        return option
    }

    private mutating func decodeLocation(_ object: JSONObject, at path: JSONPath, _ position: SourcePosition?) -> LocationCard? {
        var location = LocationCard(name: optionalText("name", of: object, at: path), address: optionalText("address", of: object, at: path))
        if let value = object["latitude"] {
            location.latitude = number(value, at: path.appending(key: "latitude"), in: -90 ... 90)
        }
        if let value = object["longitude"] {
            location.longitude = number(value, at: path.appending(key: "longitude"), in: -180 ... 180)
        }
        return location
    }

    private mutating func decodeContact(_ object: JSONObject, at path: JSONPath, _ position: SourcePosition?) -> ContactCard? {
        guard let name = requiredText("name", of: object, at: path, position) else { return nil }
        return ContactCard(name: name, phone: optionalText("phone", of: object, at: path))
    }

    private mutating func decodeEmbed(_ object: JSONObject, at path: JSONPath, _ position: SourcePosition?) -> EmbedCard? {
        var embed = EmbedCard(author: optionalText("author", of: object, at: path), title: optionalText("title", of: object, at: path),
                              description: optionalText("description", of: object, at: path), footer: optionalText("footer", of: object, at: path))
        if let value = object["color"] {
            embed.color = decodeColor(value, at: path.appending(key: "color"))
        }
        if let value = object["fields"] {
            embed.fields = items(value, at: path.appending(key: "fields")) { decoder, item, itemPath in
                guard let field = decoder.object(item, at: itemPath) else { return nil }
                decoder.checkKeys(of: field, at: itemPath, allowed: EmbedCard.Field.keys)
                let name = decoder.requiredText("name", of: field, at: itemPath, item.position)
                let text = decoder.requiredText("value", of: field, at: itemPath, item.position)
                guard let name, let text else { return nil }
                return EmbedCard.Field(name: name, value: text)
            }
        }
        if !["author", "title", "description", "fields", "footer"].contains(where: { object[$0] != nil }) {
            report("an embed card needs \"author\", \"title\", \"description\", \"fields\" or \"footer\"", at: path, position)
        }
        return embed
    }

    private mutating func decodeGeneric(_ object: JSONObject, at path: JSONPath, _ position: SourcePosition?) -> GenericCard? {
        let title = requiredText("title", of: object, at: path, position)
        var card = GenericCard(icon: optionalText("icon", of: object, at: path), title: title ?? "")
        if let value = object["lines"] {
            card.lines = items(value, at: path.appending(key: "lines")) { decoder, item, itemPath in
                decoder.nonEmptyString(item, at: itemPath, expected: "a non-empty line")
            }
        }
        return title == nil ? nil : card
    }

    /// The non-blank text under `key`, reported missing when it is not there.
    private mutating func requiredText(_ key: String, of object: JSONObject, at path: JSONPath, _ position: SourcePosition?) -> String? {
        guard let value = object[key] else {
            return rejected("missing required key \"\(key)\"", at: path, position)
        }
        return nonEmptyString(value, at: path.appending(key: key), expected: "a non-empty \(key)")
    }

    /// The non-blank text under `key`, if there.
    private mutating func optionalText(_ key: String, of object: JSONObject, at path: JSONPath) -> String? {
        object[key].flatMap { nonEmptyString($0, at: path.appending(key: key), expected: "a non-empty \(key)") }
    }

    /// The elements of the array `value`, each read by `read`: one at least, at most
    /// ``MessageCard/maxItems``.
    private mutating func items<T>(_ value: JSONValue, at path: JSONPath,
                                   read: (inout TranscriptDecoder, JSONValue, JSONPath) -> T?) -> [T] {
        guard let array = value.arrayValue else {
            return typeMismatch(expected: "an array", value, at: path) ?? []
        }
        guard (1 ... MessageCard.maxItems).contains(array.count) else {
            return rejected("expected 1 to \(MessageCard.maxItems) entries, found \(array.count)", at: path, value.position) ?? []
        }
        return array.enumerated().compactMap { index, element in read(&self, element, path.appending(index: index)) }
    }
}

/// A card's `"kind"`, read as a choice among ``MessageCard/kinds``.
private struct CardKind: RawRepresentable {
    let rawValue: String
}
