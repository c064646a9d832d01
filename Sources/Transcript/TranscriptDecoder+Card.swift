import StrictJSON

extension TranscriptDecoder {
    /// A `"card"`: an object whose `"kind"` (one of ``MessageCard/kinds``) says which other
    /// keys it may have.
    mutating func decodeCard(_ value: JSONCursor) -> MessageCard? {
        let start = problems.total
        guard let object = object(value) else { return nil }
        guard let kindValue = object["kind"] else {
            return rejected(value.problem("missing required key \"kind\" (one of \(MessageCard.kinds.map { "\"\($0)\"" }.joined(separator: ", ")))"))
        }
        guard let index = problems.reading(try kindValue.choice(among: MessageCard.kinds)) else { return nil }
        let kind = MessageCard.kinds[index]
        checkKeys(of: object, allowed: MessageCard.keys(of: kind))
        let card: MessageCard? = switch kind {
        case "poll": decodePoll(object).map(MessageCard.poll)
        case "location": decodeLocation(object).map(MessageCard.location)
        case "contact": decodeContact(object).map(MessageCard.contact)
        case "embed": decodeEmbed(object).map(MessageCard.embed)
        default: decodeGeneric(object).map(MessageCard.generic)
        }
        return problems.total == start ? card : nil
    }

    private mutating func decodePoll(_ object: JSONObjectCursor) -> PollCard? {
        let question = requiredText("question", of: object)
        var poll = PollCard(question: question ?? "", options: [])
        if let value = problems.reading(try object.required("options")) {
            poll.options = items(value) { decoder, item in decoder.decodePollOption(item) }
        }
        if let value = object["voters"] {
            poll.voters = integer(value, atLeast: 0)
        }
        poll.label = optionalText("label", of: object)
        if let value = object["closed"], let closed = bool(value) {
            poll.closed = closed
        }
        return question == nil ? nil : poll
    }

    private mutating func decodePollOption(_ value: JSONCursor) -> PollCard.Option? {
        guard let object = object(value) else { return nil }
        checkKeys(of: object, allowed: PollCard.Option.keys)
        guard let text = requiredText("text", of: object) else { return nil }
        var option = PollCard.Option(text: text)
        if let votes = object["votes"] {
            option.votes = integer(votes, atLeast: 0) ?? 0
        }
        for key in ["chosen", "correct"] {
            guard let flag = object[key], let set = bool(flag) else { continue }
            if key == "chosen" { option.chosen = set } else { option.correct = set }
        }
        return option
    }

    private mutating func decodeLocation(_ object: JSONObjectCursor) -> LocationCard? {
        var location = LocationCard(name: optionalText("name", of: object), address: optionalText("address", of: object))
        if let value = object["latitude"] {
            location.latitude = number(value, in: -90 ... 90)
        }
        if let value = object["longitude"] {
            location.longitude = number(value, in: -180 ... 180)
        }
        return location
    }

    private mutating func decodeContact(_ object: JSONObjectCursor) -> ContactCard? {
        guard let name = requiredText("name", of: object) else { return nil }
        return ContactCard(name: name, phone: optionalText("phone", of: object))
    }

    private mutating func decodeEmbed(_ object: JSONObjectCursor) -> EmbedCard? {
        var embed = EmbedCard(author: optionalText("author", of: object), title: optionalText("title", of: object),
                              description: optionalText("description", of: object), footer: optionalText("footer", of: object))
        if let value = object["color"] {
            embed.color = decodeColor(value)
        }
        if let value = object["fields"] {
            embed.fields = items(value) { decoder, item in
                guard let field = decoder.object(item) else { return nil }
                decoder.checkKeys(of: field, allowed: EmbedCard.Field.keys)
                let name = decoder.requiredText("name", of: field)
                let text = decoder.requiredText("value", of: field)
                guard let name, let text else { return nil }
                return EmbedCard.Field(name: name, value: text)
            }
        }
        if !["author", "title", "description", "fields", "footer"].contains(where: { object[$0] != nil }) {
            report("an embed card needs \"author\", \"title\", \"description\", \"fields\" or \"footer\"", at: object.cursor)
        }
        return embed
    }

    private mutating func decodeGeneric(_ object: JSONObjectCursor) -> GenericCard? {
        let title = requiredText("title", of: object)
        var card = GenericCard(icon: optionalText("icon", of: object), title: title ?? "")
        if let value = object["lines"] {
            card.lines = items(value) { decoder, item in decoder.nonEmptyString(item, expected: "a non-empty line") }
        }
        return title == nil ? nil : card
    }

    /// The non-blank text under `key`, reported missing when it is not there.
    private mutating func requiredText(_ key: String, of object: JSONObjectCursor) -> String? {
        guard let value = problems.reading(try object.required(key)) else { return nil }
        return nonEmptyString(value, expected: "a non-empty \(key)")
    }

    /// The non-blank text under `key`, if there.
    private mutating func optionalText(_ key: String, of object: JSONObjectCursor) -> String? {
        object[key].flatMap { nonEmptyString($0, expected: "a non-empty \(key)") }
    }

    /// The elements of the array `value`, each read by `read`: one at least, at most
    /// ``MessageCard/maxItems``.
    private mutating func items<T>(_ value: JSONCursor, read: (inout TranscriptDecoder, JSONCursor) -> T?) -> [T] {
        guard let array = problems.reading(try value.array()) else { return [] }
        guard (1 ... MessageCard.maxItems).contains(array.count) else {
            return rejected(value.problem("expected 1 to \(MessageCard.maxItems) entries, found \(array.count)")) ?? []
        }
        return array.compactMap { element in read(&self, element) }
    }
}
