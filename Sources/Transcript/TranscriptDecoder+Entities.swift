import StrictJSON

extension TranscriptDecoder {
    /// A message's `"entities"`, each checked against `text` (nil when the message has none):
    /// inside it, not empty, not cutting a surrogate pair. Nil when any entity has a problem.
    mutating func decodeEntities(_ value: JSONCursor, text: String?) -> [TextEntity]? {
        guard let array = problems.reading(try value.array(expected: "an array of entities")) else { return nil }
        guard array.count <= limits.maxEntitiesPerMessage else {
            return rejected(value.problem("too many entities: \(array.count) (the limit is \(limits.maxEntitiesPerMessage))"))
        }
        let utf16 = text.map { Array($0.utf16) }
        if !array.isEmpty, utf16 == nil {
            return rejected(value.problem("entities need a non-empty \"text\" to apply to"))
        }
        let start = problems.total
        var entities: [TextEntity] = []
        for element in array {
            if let entity = decodeEntity(element, text: utf16 ?? []) {
                entities.append(entity)
            }
        }
        return problems.total == start ? entities : nil
    }

    private mutating func decodeEntity(_ value: JSONCursor, text: [UInt16]) -> TextEntity? {
        guard let object = object(value) else { return nil }
        let start = problems.total
        checkKeys(of: object, allowed: TextEntity.keys)
        let typeValue = problems.reading(try object.required("type"))
        let kind = typeValue.flatMap { entityKind($0) }
        let offsetValue = problems.reading(try object.required("offset"))
        let offset = offsetValue.flatMap { integer($0, atLeast: 0) }
        let lengthValue = problems.reading(try object.required("length"))
        let length = lengthValue.flatMap { integer($0, atLeast: 1) }
        var url: String?
        if let value = object["url"] {
            if let kind, kind != .textLink {
                report("only a \"text_link\" entity has a \"url\"", at: value)
            } else {
                url = nonEmptyString(value, expected: "an address like \"https://example.com\"")
            }
        } else if kind == .textLink {
            report("missing required key \"url\" (a \"text_link\" entity needs one)", at: value)
        }
        var language: String?
        if let value = object["language"] {
            if let kind, kind != .pre {
                report("only a \"pre\" entity has a \"language\"", at: value)
            } else {
                language = nonEmptyString(value, expected: "a programming language like \"swift\"")
            }
        }
        if let offset, let length, let offsetValue, let lengthValue {
            checkRange(offset: offset, length: length, in: text, offsetAt: offsetValue, lengthAt: lengthValue)
        }
        guard problems.total == start, let kind, let offset, let length else { return nil }
        return TextEntity(type: kind, offset: offset, length: length, url: url, language: language)
    }

    /// Records why `offset ..< offset + length` is not a span of whole characters of `text`.
    private mutating func checkRange(offset: Int, length: Int, in text: [UInt16], offsetAt: JSONCursor, lengthAt: JSONCursor) {
        guard offset < text.count else {
            problems.append(offsetAt.unexpected("an offset from 0 to \(text.count - 1) (the text is \(text.count) UTF-16 code units long)"))
            return
        }
        if let pair = Self.surrogatePair(cutAt: offset, in: text) {
            report("offset \(offset) falls inside \(pair)", at: offsetAt)
        }
        let end = offset + length
        guard end <= text.count else {
            report("the entity ends at \(end), past the end of the text (\(text.count) UTF-16 code units)", at: lengthAt)
            return
        }
        if let pair = Self.surrogatePair(cutAt: end, in: text) {
            report("the entity ends at \(end), inside \(pair)", at: lengthAt)
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

    private mutating func entityKind(_ value: JSONCursor) -> TextEntity.Kind? {
        guard let name = problems.reading(try value.string()) else { return nil }
        if let kind = TextEntity.Kind(name: name) { return kind }
        let names = TextEntity.Kind.allCases.map(\.rawValue)
        var message = "unknown entity type \(TextQuoting.quoted(name)) (types: \(names.joined(separator: ", "))"
        if let suggestion = KeySuggestion.closest(to: name, among: names + TextEntity.Kind.telegramNames.keys.sorted()) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        return rejected(value.problem(message + ")"))
    }
}
