import StrictJSON

extension MessageCard {
    /// The card as the JSON object that decodes to it, `"kind"` first.
    var jsonValue: JSONValue {
        var fields: [(String, JSONValue)] = [("kind", JSONValue(.string(kind)))]
        func text(_ key: String, _ value: String?) {
            if let value { fields.append((key, JSONValue(.string(value)))) }
        }
        func texts(_ key: String, _ values: [JSONValue]) {
            if !values.isEmpty { fields.append((key, JSONValue(.array(values)))) }
        }
        switch self {
        case .poll(let poll):
            text("question", poll.question)
            fields.append(("options", JSONValue(.array(poll.options.map { option in
                var members: [(String, JSONValue)] = [("text", JSONValue(.string(option.text)))]
                if option.votes > 0 { members.append(("votes", JSONValue(.number(JSONNumber(option.votes))))) }
                if option.chosen { members.append(("chosen", JSONValue(.bool(true)))) }
                if option.correct { members.append(("correct", JSONValue(.bool(true)))) }
                return Transcript.object(members)
            }))))
            if let voters = poll.voters { fields.append(("voters", JSONValue(.number(JSONNumber(voters))))) }
            text("label", poll.label)
            if poll.closed { fields.append(("closed", JSONValue(.bool(true)))) }
        case .location(let location):
            text("name", location.name)
            text("address", location.address)
            if let latitude = location.latitude { fields.append(("latitude", Transcript.number(latitude))) }
            if let longitude = location.longitude { fields.append(("longitude", Transcript.number(longitude))) }
        case .contact(let contact):
            text("name", contact.name)
            text("phone", contact.phone)
        case .embed(let embed):
            if let color = embed.color { fields.append(("color", JSONValue(.string(color.hexString)))) }
            text("author", embed.author)
            text("title", embed.title)
            text("description", embed.description)
            texts("fields", embed.fields.map { field in
                Transcript.object([("name", JSONValue(.string(field.name))), ("value", JSONValue(.string(field.value)))])
            })
            text("footer", embed.footer)
        case .generic(let card):
            text("icon", card.icon)
            text("title", card.title)
            texts("lines", card.lines.map { JSONValue(.string($0)) })
        }
        return Transcript.object(fields)
    }

    /// The characters the card shows, counted against ``TranscriptLimits/maxTotalTextLength``.
    var textLength: Int {
        let strings: [String?] = switch self {
        case .poll(let poll): [poll.question, poll.label] + poll.options.map(\.text)
        case .location(let location): [location.name, location.address]
        case .contact(let contact): [contact.name, contact.phone]
        case .embed(let embed): [embed.author, embed.title, embed.description, embed.footer] + embed.fields.flatMap { [$0.name, $0.value] }
        case .generic(let card): [card.icon, card.title] + card.lines
        }
        return strings.reduce(0) { $0 + ($1?.unicodeScalars.count ?? 0) }
    }
}
