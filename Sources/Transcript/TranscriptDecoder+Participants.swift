import BubbleGeometry
import StrictJSON

extension TranscriptDecoder {
    /// The participants with usable ids (nil when `"participants"` is not an object or has
    /// too many members); a participant with a bad field keeps that field's default.
    mutating func decodeParticipants(_ value: JSONValue, at path: JSONPath) -> ParticipantList? {
        guard let object = object(value, at: path) else { return nil }
        guard object.count <= limits.maxParticipants else {
            return rejected("too many participants: \(object.count) (the limit is \(limits.maxParticipants))", at: path, value.position)
        }
        var participants: [Participant] = []
        participants.reserveCapacity(object.count)
        for member in object {
            let participantPath = path.appending(key: member.key)
            guard !member.key.isEmpty else {
                report("a participant id must not be empty", at: participantPath, member.keyPosition)
                continue
            }
            guard checkLength(member.key, at: participantPath, member.keyPosition) else { continue }
            participants.append(decodeParticipant(member.value, id: member.key, at: participantPath))
        }
        return ParticipantList(participants)
    }

    private mutating func decodeParticipant(_ value: JSONValue, id: String, at path: JSONPath) -> Participant {
        var participant = Participant(id: id)
        guard let object = object(value, at: path) else { return participant }
        checkKeys(of: object, at: path, allowed: Participant.keys)
        if let value = object["name"] {
            participant.name = string(value, at: path.appending(key: "name"))
        }
        if let value = object["side"], let side: BubbleSide = choice(value, at: path.appending(key: "side")) {
            participant.side = side
        }
        if let value = object["avatar"] {
            participant.avatar = filePath(value, at: path.appending(key: "avatar"))
        }
        return participant
    }

    /// Reports `id` at `path` when `participants` (nil: they could not be read, so nothing is
    /// checked) has no participant with it; true when it was reported.
    @discardableResult
    mutating func reportUnknownParticipant(_ id: String, in participants: ParticipantList?, at path: JSONPath,
                                           _ position: SourcePosition?) -> Bool {
        guard let participants, !participants.contains(id: id) else { return false }
        report("unknown participant \(TextQuoting.quoted(id)) (\(participantList(participants)))", at: path, position)
        return true
    }

    /// The required `"from"` of `object` (a message or a quote at `path`), reported when
    /// missing, not a string or naming no participant; nil when missing or not a string.
    mutating func sender(of object: JSONObject, at path: JSONPath, _ position: SourcePosition?,
                         participants: ParticipantList?) -> String? {
        guard let value = object["from"] else {
            report("missing required key \"from\"", at: path, position)
            return nil
        }
        let fromPath = path.appending(key: "from")
        guard let from = string(value, at: fromPath) else { return nil }
        reportUnknownParticipant(from, in: participants, at: fromPath, value.position)
        return from
    }

    /// `participants: ann, me` (sorted, at most 10 named), or `no participants are defined`;
    /// made once per document.
    mutating func participantList(_ participants: ParticipantList) -> String {
        if let participantListText { return participantListText }
        let text: String
        if participants.isEmpty {
            text = "no participants are defined"
        } else {
            let ids = participants.ids.sorted()
            let shown = ids.prefix(10).map { JSONPath.isIdentifier($0) ? $0 : TextQuoting.quoted($0) }
            let more = ids.count > shown.count ? ", ... (\(ids.count) in all)" : ""
            text = "participants: " + shown.joined(separator: ", ") + more
        }
        participantListText = text
        return text
    }
}
