import StrictJSON

extension TranscriptDecoder {
    /// A message's `"entities"`, each checked against `text` (nil when the message has none):
    /// inside it, not empty, not cutting a surrogate pair. Nil when any entity has a problem.
    mutating func decodeEntities(_ value: JSONValue, at path: JSONPath, text: String?) -> [TextEntity]? {
        guard let array = value.arrayValue else {
            return typeMismatch(expected: "an array of entities", value, at: path)
        }
        guard array.count <= limits.maxEntitiesPerMessage else {
            return rejected("too many entities: \(array.count) (the limit is \(limits.maxEntitiesPerMessage))", at: path, value.position)
        }
        let utf16 = text.map { Array($0.utf16) }
        if !array.isEmpty, utf16 == nil {
            return rejected("entities need a non-empty \"text\" to apply to", at: path, value.position)
        }
        let start = problems.total
        var entities: [TextEntity] = []
        for (index, element) in array.enumerated() {
            if let entity = decodeEntity(element, at: path.appending(index: index), text: utf16 ?? []) {
                entities.append(entity)
            }
        }
        return problems.total == start ? entities : nil
    }

    private mutating func decodeEntity(_ value: JSONValue, at path: JSONPath, text: [UInt16]) -> TextEntity? {
        guard let object = object(value, at: path) else { return nil }
        let start = problems.total
        checkKeys(of: object, at: path, allowed: TextEntity.keys)
        var kind: TextEntity.Kind?
        if let value = object["type"] {
            kind = entityKind(value, at: path.appending(key: "type"))
        } else {
            report("missing required key \"type\"", at: path, value.position)
        }
        var offset: Int?
        if let value = object["offset"] {
            offset = integer(value, at: path.appending(key: "offset"), atLeast: 0)
        } else {
            report("missing required key \"offset\"", at: path, value.position)
        }
        var length: Int?
        if let value = object["length"] {
            length = integer(value, at: path.appending(key: "length"), atLeast: 1)
        } else {
            report("missing required key \"length\"", at: path, value.position)
        }
        var url: String?
        if let value = object["url"] {
            let urlPath = path.appending(key: "url")
            if let kind, kind != .textLink {
                report("only a \"text_link\" entity has a \"url\"", at: urlPath, value.position)
            } else {
                url = nonEmptyString(value, at: urlPath, expected: "an address like \"https://example.com\"")
            }
        } else if kind == .textLink {
            report("missing required key \"url\" (a \"text_link\" entity needs one)", at: path, value.position)
        }
        var language: String?
        if let value = object["language"] {
            let languagePath = path.appending(key: "language")
            if let kind, kind != .pre {
                report("only a \"pre\" entity has a \"language\"", at: languagePath, value.position)
            } else {
                language = nonEmptyString(value, at: languagePath, expected: "a programming language like \"swift\"")
            }
        }
        if let offset, let length, let offsetValue = object["offset"], let lengthValue = object["length"] {
            checkRange(offset: offset, length: length, in: text, offsetAt: (path.appending(key: "offset"), offsetValue),
                       lengthAt: (path.appending(key: "length"), lengthValue))
        }
        guard problems.total == start, let kind, let offset, let length else { return nil }
        return TextEntity(type: kind, offset: offset, length: length, url: url, language: language)
    }

    /// Records why `offset ..< offset + length` is not a span of whole characters of `text`.
    private mutating func checkRange(offset: Int, length: Int, in text: [UInt16],
                                     offsetAt: (JSONPath, JSONValue), lengthAt: (JSONPath, JSONValue)) {
        guard offset < text.count else {
            report("expected an offset from 0 to \(text.count - 1) (the text is \(text.count) UTF-16 code units long), "
                   + "found \(offsetAt.1.foundDescription)", at: offsetAt.0, offsetAt.1.position)
            return
        }
        if let pair = Self.surrogatePair(cutAt: offset, in: text) {
            report("offset \(offset) falls inside \(pair)", at: offsetAt.0, offsetAt.1.position)
        }
        let end = offset + length
        guard end <= text.count else {
            report("the entity ends at \(end), past the end of the text (\(text.count) UTF-16 code units)", at: lengthAt.0, lengthAt.1.position)
            return
        }
        if let pair = Self.surrogatePair(cutAt: end, in: text) {
            report("the entity ends at \(end), inside \(pair)", at: lengthAt.0, lengthAt.1.position)
        }
    }

    /// `"😀" (U+1F600)` when a span boundary at `index` separates the two halves of a
    /// surrogate pair.
    private static func surrogatePair(cutAt index: Int, in text: [UInt16]) -> String? {
        guard index > 0, index < text.count,
              UTF16.isLeadSurrogate(text[index - 1]), UTF16.isTrailSurrogate(text[index]) else { return nil }
        let lead = UInt32(text[index - 1]) - 0xD800
        let trail = UInt32(text[index]) - 0xDC00
        guard let scalar = Unicode.Scalar(0x10000 + (lead << 10) + trail) else { return nil }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "the surrogate pair of \(TextQuoting.quoted(String(scalar))) (U+\(hex))"
    }

    private mutating func entityKind(_ value: JSONValue, at path: JSONPath) -> TextEntity.Kind? {
        guard let name = value.stringValue else {
            return typeMismatch(expected: "a string", value, at: path)
        }
        if let kind = TextEntity.Kind(name: name) { return kind }
        let names = TextEntity.Kind.allCases.map(\.rawValue)
        var message = "unknown entity type \(TextQuoting.quoted(name)) (types: \(names.joined(separator: ", "))"
        if let suggestion = KeySuggestion.closest(to: name, among: names + TextEntity.Kind.telegramNames.keys.sorted()) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        return rejected(message + ")", at: path, value.position)
    }
}
