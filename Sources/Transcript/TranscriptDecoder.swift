import FoundationEssentials
import StrictJSON

/// Turns a parsed JSON document into a ``Transcript``, checking every key, type and range and
/// reporting the first problem (in a fixed order: unknown keys first, then the documented
/// keys in ``Transcript/keys`` order, participants before messages) as a ``Diagnostic``.
struct TranscriptDecoder {
    let file: String?
    let limits: TranscriptLimits

    // MARK: Transcript

    func decode(_ root: JSONValue, baseDirectory: URL?) throws(Diagnostic) -> Transcript {
        let path = JSONPath.root
        guard let object = root.objectValue else {
            throw invalid("expected a transcript object, found \(root.kindDescription)", at: path, root.position)
        }
        try checkKeys(of: object, at: path, allowed: Transcript.keys)
        var transcript = Transcript(baseDirectory: baseDirectory)
        if let value = object["version"] {
            transcript.version = try decodeVersion(value, at: ["version"])
        }
        if let value = object["theme"] {
            transcript.theme = try choice(value, at: ["theme"])
        }
        if let value = object["appearance"] {
            transcript.appearance = try choice(value, at: ["appearance"])
        }
        if let value = object["width"] {
            transcript.width = try number(value, at: ["width"], in: limits.width)
        }
        if let value = object["scale"] {
            transcript.scale = try number(value, at: ["scale"], in: limits.scale)
        }
        if let value = object["font"] {
            transcript.font = try nonEmptyString(value, at: ["font"], expected: "a font description like \"Noto Sans 17\"")
        }
        if let value = object["lang"] {
            transcript.lang = try languageTag(value, at: ["lang"])
        }
        if let value = object["layoutDirection"] {
            transcript.layoutDirection = try choice(value, at: ["layoutDirection"])
        }
        if let value = object["maxBubbleWidth"] {
            transcript.maxBubbleWidth = try fraction(value, at: ["maxBubbleWidth"])
        }
        if let value = object["colors"] {
            transcript.colors = try decodeColors(value, at: ["colors"])
        }
        if let value = object["participants"] {
            transcript.participants = try decodeParticipants(value, at: ["participants"])
        }
        guard let messages = object["messages"] else {
            throw invalid("missing required key \"messages\"", at: path, root.position)
        }
        transcript.messages = try decodeMessages(messages, at: ["messages"], participants: transcript.participants)
        return transcript
    }

    private func decodeVersion(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> Int {
        guard let number = value.numberValue else {
            throw typeMismatch(expected: "a number", value, at: path)
        }
        guard number.isInteger, let version = number.intValue else {
            throw invalid("expected the integer \(Transcript.supportedVersion), found \(value.foundDescription)", at: path, value.position)
        }
        guard version == Transcript.supportedVersion else {
            throw invalid("unsupported version \(version) (this reader supports version \(Transcript.supportedVersion))",
                          at: path, value.position)
        }
        return version
    }

    // MARK: Colours

    private func decodeColors(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> ColorOverrides {
        let object = try requireObject(value, at: path)
        try checkKeys(of: object, at: path, allowed: ColorOverrides.keys)
        var colors = ColorOverrides()
        for member in object {
            let color = try decodeColor(member.value, at: path.appending(key: member.key))
            switch member.key {
            case "background": colors.background = color
            case "incoming": colors.incoming = color
            case "outgoing": colors.outgoing = color
            case "incomingText": colors.incomingText = color
            case "outgoingText": colors.outgoingText = color
            default: colors.meta = color
            }
        }
        return colors
    }

    private func decodeColor(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> Transcript.Color {
        guard let text = value.stringValue, let color = Transcript.Color(hex: text) else {
            throw invalid("expected a colour like \"#RRGGBB\", found \(value.foundDescription)", at: path, value.position)
        }
        return color
    }

    // MARK: Participants

    private func decodeParticipants(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> ParticipantList {
        let object = try requireObject(value, at: path)
        guard object.count <= limits.maxParticipants else {
            throw invalid("too many participants: \(object.count) (the limit is \(limits.maxParticipants))", at: path, value.position)
        }
        var participants: [Participant] = []
        participants.reserveCapacity(object.count)
        for member in object {
            let participantPath = path.appending(key: member.key)
            guard !member.key.isEmpty else {
                throw invalid("a participant id must not be empty", at: participantPath, member.keyPosition)
            }
            try checkLength(member.key, at: participantPath, member.keyPosition)
            participants.append(try decodeParticipant(member.value, id: member.key, at: participantPath))
        }
        return ParticipantList(participants)
    }

    private func decodeParticipant(_ value: JSONValue, id: String, at path: JSONPath) throws(Diagnostic) -> Participant {
        let object = try requireObject(value, at: path)
        try checkKeys(of: object, at: path, allowed: ["name", "side", "avatar"])
        var participant = Participant(id: id)
        if let value = object["name"] {
            participant.name = try string(value, at: path.appending(key: "name"))
        }
        if let value = object["side"] {
            participant.side = try choice(value, at: path.appending(key: "side"))
        }
        if let value = object["avatar"] {
            participant.avatar = try filePath(value, at: path.appending(key: "avatar"))
        }
        return participant
    }

    // MARK: Messages

    private func decodeMessages(_ value: JSONValue, at path: JSONPath, participants: ParticipantList) throws(Diagnostic) -> [Message] {
        guard let array = value.arrayValue else {
            throw typeMismatch(expected: "an array", value, at: path)
        }
        guard array.count <= limits.maxMessages else {
            throw invalid("too many messages: \(array.count) (the limit is \(limits.maxMessages))", at: path, value.position)
        }
        var messages: [Message] = []
        messages.reserveCapacity(array.count)
        var total = 0
        for (index, element) in array.enumerated() {
            let message = try decodeMessage(element, at: path.appending(index: index), participants: participants)
            total += message.textLength(after: messages.last, participants: participants)
            guard total <= limits.maxTotalTextLength else {
                throw invalid("the messages up to here hold more than \(limits.maxTotalTextLength) characters, "
                              + "the limit for one transcript", at: path.appending(index: index), element.position)
            }
            messages.append(message)
        }
        return messages
    }

    private func decodeMessage(_ value: JSONValue, at path: JSONPath, participants: ParticipantList) throws(Diagnostic) -> Message {
        let object = try requireObject(value, at: path)
        if let separator = object["separator"] {
            for member in object where member.key != "separator" {
                throw invalid("unknown key (a separator has no other keys)", at: path.appending(key: member.key), member.keyPosition)
            }
            let separatorPath = path.appending(key: "separator")
            let text = try string(separator, at: separatorPath)
            guard !text.isEmpty else {
                throw invalid("expected a non-empty string, found \"\"", at: separatorPath, separator.position)
            }
            return .separator(text)
        }
        try checkKeys(of: object, at: path, allowed: BubbleMessage.keys, alsoSuggesting: ["separator"])
        guard let fromValue = object["from"] else {
            throw invalid("missing required key \"from\"", at: path, value.position)
        }
        let fromPath = path.appending(key: "from")
        let from = try string(fromValue, at: fromPath)
        guard participants.contains(id: from) else {
            throw invalid("unknown participant \(TextQuoting.quoted(from)) (\(participantList(participants)))", at: fromPath, fromValue.position)
        }
        var message = BubbleMessage(from: from)
        var emptyText = false
        if let value = object["text"] {
            let text = try string(value, at: path.appending(key: "text"))
            if text.isEmpty { emptyText = true } else { message.text = text }
        }
        if let value = object["image"] {
            message.image = try filePath(value, at: path.appending(key: "image"))
        }
        if let value = object["time"] {
            message.time = try string(value, at: path.appending(key: "time"))
        }
        if let value = object["lang"] {
            message.lang = try languageTag(value, at: path.appending(key: "lang"))
        }
        guard message.text != nil || message.image != nil else {
            let detail = emptyText ? " (the text is empty)" : ""
            throw invalid("a message needs \"text\", \"image\" or both\(detail)", at: path, value.position)
        }
        return .bubble(message)
    }

    /// `participants: ann, me` (sorted, at most 10 named), or `no participants are defined`.
    private func participantList(_ participants: ParticipantList) -> String {
        if participants.isEmpty { return "no participants are defined" }
        let ids = participants.ids.sorted()
        let shown = ids.prefix(10).map { JSONPath.isIdentifier($0) ? $0 : TextQuoting.quoted($0) }
        let more = ids.count > shown.count ? ", ... (\(ids.count) in all)" : ""
        return "participants: " + shown.joined(separator: ", ") + more
    }

    // MARK: Scalars

    private func string(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> String {
        guard let text = value.stringValue else {
            throw typeMismatch(expected: "a string", value, at: path)
        }
        try checkLength(text, at: path, value.position)
        return text
    }

    private func nonEmptyString(_ value: JSONValue, at path: JSONPath, expected: String) throws(Diagnostic) -> String {
        guard let text = value.stringValue else {
            throw typeMismatch(expected: "a string", value, at: path)
        }
        guard !text.allSatisfy(\.isWhitespace) else {
            throw invalid("expected \(expected), found \(value.foundDescription)", at: path, value.position)
        }
        try checkLength(text, at: path, value.position)
        return text
    }

    /// A non-empty path without NUL characters, kept as written.
    private func filePath(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> String {
        let text = try string(value, at: path)
        guard !text.isEmpty, !text.unicodeScalars.contains("\0") else {
            throw invalid("expected a file path, found \(value.foundDescription)", at: path, value.position)
        }
        return text
    }

    /// Loosely a BCP 47 tag: 1–35 ASCII letters, digits and hyphens, without empty subtags.
    private func languageTag(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> String {
        guard let text = value.stringValue else {
            throw typeMismatch(expected: "a string", value, at: path)
        }
        let utf8 = text.utf8
        let valid = (1 ... 35).contains(utf8.count)
            && utf8.allSatisfy { ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
            && utf8.first != 0x2D && utf8.last != 0x2D && !text.contains("--")
        guard valid else {
            let hint = text.contains("_") ? " (use '-', not '_')" : ""
            throw invalid("expected a language tag like \"en\", \"ja\" or \"zh-Hans\", found \(value.foundDescription)\(hint)",
                          at: path, value.position)
        }
        return text
    }

    private func number(_ value: JSONValue, at path: JSONPath, in range: ClosedRange<Double>) throws(Diagnostic) -> Double {
        guard let number = value.numberValue else {
            throw typeMismatch(expected: "a number", value, at: path)
        }
        guard range.contains(number.doubleValue) else {
            throw invalid("expected a number from \(JSONValue.boundText(range.lowerBound)) to \(JSONValue.boundText(range.upperBound)), found \(value.foundDescription)",
                          at: path, value.position)
        }
        return number.doubleValue
    }

    private func fraction(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> Double {
        guard let number = value.numberValue else {
            throw typeMismatch(expected: "a number", value, at: path)
        }
        guard number.doubleValue > 0, number.doubleValue <= 1 else {
            throw invalid("expected a fraction greater than 0 and at most 1, found \(value.foundDescription)", at: path, value.position)
        }
        return number.doubleValue
    }

    private func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> T
    where T.RawValue == String {
        if let text = value.stringValue, let result = T(rawValue: text) {
            return result
        }
        let options = T.allCases.map { "\"\($0.rawValue)\"" }
        let expected = options.count == 2
            ? "\(options[0]) or \(options[1])"
            : options.dropLast().joined(separator: ", ") + " or " + options[options.count - 1]
        throw invalid("expected \(expected), found \(value.foundDescription)", at: path, value.position)
    }

    // MARK: Structure

    private func requireObject(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> JSONObject {
        guard let object = value.objectValue else {
            throw typeMismatch(expected: "an object", value, at: path)
        }
        return object
    }

    private func checkKeys(of object: JSONObject, at path: JSONPath, allowed: [String], alsoSuggesting extra: [String] = []) throws(Diagnostic) {
        for member in object.members(notIn: allowed) {
            throw invalid(JSONObject.unknownKeyMessage(member.key, allowed: allowed, alsoSuggesting: extra),
                          at: path.appending(key: member.key), member.keyPosition)
        }
    }

    private func checkLength(_ text: String, at path: JSONPath, _ position: SourcePosition) throws(Diagnostic) {
        guard let problem = limits.problem(with: text) else { return }
        throw invalid(problem, at: path, position)
    }

    // MARK: Messages

    private func invalid(_ message: String, at path: JSONPath, _ position: SourcePosition?) -> Diagnostic {
        Diagnostic(kind: .invalid, file: file, path: path, line: position?.line, column: position?.column, message: message)
    }

    private func typeMismatch(expected: String, _ value: JSONValue, at path: JSONPath) -> Diagnostic {
        invalid("expected \(expected), found \(value.kindDescription)", at: path, value.position)
    }
}
