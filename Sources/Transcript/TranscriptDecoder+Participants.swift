import BubbleGeometry
import StrictJSON

extension TranscriptDecoder {
    /// The participants with usable ids (nil when `"participants"` is not an object or has
    /// too many members); a participant with a bad field keeps that field's default.
    mutating func decodeParticipants(_ value: JSONCursor) -> ParticipantList? {
        guard let object = object(value) else { return nil }
        guard object.count <= limits.maxParticipants else {
            return rejected(value.problem("too many participants: \(object.count) (the limit is \(limits.maxParticipants))"))
        }
        var participants: [Participant] = []
        participants.reserveCapacity(object.count)
        for index in object.indices {
            let (id, member) = object[index]
            let key = object.key(at: index)
            guard !id.isEmpty else {
                report("a participant id must not be empty", at: key)
                continue
            }
            guard checkLength(id, at: key) else { continue }
            participants.append(decodeParticipant(member, id: id))
        }
        return ParticipantList(participants)
    }

    private mutating func decodeParticipant(_ value: JSONCursor, id: String) -> Participant {
        var participant = Participant(id: id)
        guard let object = object(value) else { return participant }
        checkKeys(of: object, allowed: Participant.keys)
        if let value = object["name"] {
            participant.name = string(value)
        }
        if let value = object["side"], let side: BubbleSide = choice(value) {
            participant.side = side
        }
        if let value = object["avatar"] {
            participant.avatar = filePath(value)
        }
        return participant
    }

    /// Reports `id` (read from `value`) when `participants` (nil: they could not be read, so
    /// nothing is checked) has no participant with it; true when it was reported.
    @discardableResult
    mutating func reportUnknownParticipant(_ id: String, in participants: ParticipantList?, at value: JSONCursor) -> Bool {
        guard let participants, !participants.contains(id: id) else { return false }
        report("unknown participant \(TextQuoting.quoted(id)) (\(participantList(participants)))", at: value)
        return true
    }

    /// The required `"from"` of `object` (a message or a quote), reported when missing, not a
    /// string or naming no participant; nil when missing or not a string.
    mutating func sender(of object: JSONObjectCursor, participants: ParticipantList?) -> String? {
        guard let value = problems.reading(try object.required("from")), let from = string(value) else { return nil }
        reportUnknownParticipant(from, in: participants, at: value)
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
