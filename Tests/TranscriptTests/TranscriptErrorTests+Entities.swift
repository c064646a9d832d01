import Transcript

/// A message from `ann` with `text` and the entities `entities` (JSON).
private func entities(_ entities: String, text: String = "Hello 😀 world") -> String {
    #"{\#(people), "messages": [{"from": "me", "text": "hi"}, {"from": "ann", "text": "\#(text)", "entities": \#(entities)}]}"#
}

extension TranscriptErrorTests {
    /// Rich text: entities and the format. "Hello 😀 world" is 14 UTF-16 code units, the
    /// emoji at 6 and 7.
    static let entityCases: [BadTranscript] = [
        BadTranscript(entities(#"{"type": "bold"}"#), "chat.json: messages[1].entities: expected an array of entities, found an object"),
        BadTranscript(entities(#"["bold"]"#), "chat.json: messages[1].entities[0]: expected an object, found a string"),
        BadTranscript(entities(#"[{"offset": 0, "length": 1}]"#), #"chat.json: messages[1].entities[0]: missing required key "type""#),
        BadTranscript(entities(#"[{"type": "bold", "length": 1}]"#), #"chat.json: messages[1].entities[0]: missing required key "offset""#),
        BadTranscript(entities(#"[{"type": "bold", "offset": 1}]"#), #"chat.json: messages[1].entities[0]: missing required key "length""#),
        BadTranscript(entities(#"[{"type": "bold", "offset": 0, "length": 1, "lenght": 2}]"#),
                      #"chat.json: messages[1].entities[0].lenght: unknown key (allowed: type, offset, length, url, language; did you mean "length"?)"#),
        BadTranscript(entities(#"[{"type": "bold", "offset": 0, "length": 1}, {"type": "blod", "offset": 0, "length": 1}]"#),
                      #"chat.json: messages[1].entities[1].type: unknown entity type "blod" (types: bold, italic, underline, strikethrough, code, pre, spoiler, link, text_link, mention, hashtag, cashtag, bot_command, email, phone; did you mean "bold"?)"#),
        BadTranscript(entities(#"[{"type": "textlink", "offset": 0, "length": 1}]"#),
                      #"chat.json: messages[1].entities[0].type: unknown entity type "textlink" (types: bold, italic, underline, strikethrough, code, pre, spoiler, link, text_link, mention, hashtag, cashtag, bot_command, email, phone; did you mean "text_link"?)"#),
        BadTranscript(entities(#"[{"type": 1, "offset": 0, "length": 1}]"#), "chat.json: messages[1].entities[0].type: expected a string, found a number"),
        BadTranscript(entities(#"[{"type": "bold", "offset": "0", "length": 1}]"#),
                      "chat.json: messages[1].entities[0].offset: expected an integer, found a string"),
        BadTranscript(entities(#"[{"type": "bold", "offset": -1, "length": 1}]"#),
                      "chat.json: messages[1].entities[0].offset: expected a non-negative integer, found -1"),
        BadTranscript(entities(#"[{"type": "bold", "offset": 0.5, "length": 1}]"#),
                      "chat.json: messages[1].entities[0].offset: expected a non-negative integer, found 0.5"),
        BadTranscript(entities(#"[{"type": "bold", "offset": 0, "length": 0}]"#),
                      "chat.json: messages[1].entities[0].length: expected an integer of at least 1, found 0"),
        BadTranscript(entities(#"[{"type": "bold", "offset": 14, "length": 1}]"#),
                      "chat.json: messages[1].entities[0].offset: expected an offset from 0 to 13 (the text is 14 UTF-16 code units long), found 14"),
        BadTranscript(entities(#"[{"type": "bold", "offset": 1e300, "length": 1}]"#),
                      "chat.json: messages[1].entities[0].offset: expected an offset from 0 to 13 (the text is 14 UTF-16 code units long), found 1e300"),
        BadTranscript(entities(#"[{"type": "bold", "offset": 9, "length": 6}]"#),
                      "chat.json: messages[1].entities[0].length: the entity ends at 15, past the end of the text (14 UTF-16 code units)"),
        BadTranscript(entities(#"[{"type": "spoiler", "offset": 7, "length": 2}]"#),
                      #"chat.json: messages[1].entities[0].offset: offset 7 falls inside the surrogate pair of "😀" (U+1F600)"#),
        BadTranscript(entities(#"[{"type": "spoiler", "offset": 0, "length": 7}]"#),
                      #"chat.json: messages[1].entities[0].length: the entity ends at 7, inside the surrogate pair of "😀" (U+1F600)"#),
        BadTranscript(entities(#"[{"type": "text_link", "offset": 0, "length": 5}]"#),
                      #"chat.json: messages[1].entities[0]: missing required key "url" (a "text_link" entity needs one)"#),
        BadTranscript(entities(#"[{"type": "text_link", "offset": 0, "length": 5, "url": " "}]"#),
                      #"chat.json: messages[1].entities[0].url: expected an address like "https://example.com", found " ""#),
        BadTranscript(entities(#"[{"type": "link", "offset": 0, "length": 5, "url": "https://example.com"}]"#),
                      #"chat.json: messages[1].entities[0].url: only a "text_link" entity has a "url""#),
        BadTranscript(entities(#"[{"type": "code", "offset": 0, "length": 5, "language": "swift"}]"#),
                      #"chat.json: messages[1].entities[0].language: only a "pre" entity has a "language""#),
        BadTranscript(entities(#"[{"type": "pre", "offset": 0, "length": 5, "language": ""}]"#),
                      #"chat.json: messages[1].entities[0].language: expected a programming language like "swift", found """#),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "image": "a.png", "entities": [{"type": "bold", "offset": 0, "length": 1}]}]}"#,
                      #"chat.json: messages[0].entities: entities need a non-empty "text" to apply to"#),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "*a*", "format": "markdown", "entities": []}]}"#,
                      #"chat.json: messages[0].entities: "entities" cannot be combined with "format": "markdown" (the markers would shift the offsets)"#),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "*a*", "format": "whatsapp"}]}"#,
                      #"chat.json: messages[0].format: expected "plain" or "markdown", found "whatsapp""#),
        BadTranscript(entities(#"[{"type": "bold", "offset": 0, "length": 1}, {"type": "bold", "offset": 0, "length": 1}]"#),
                      "chat.json: messages[1].entities: too many entities: 2 (the limit is 1)", limits: TranscriptLimits(maxEntitiesPerMessage: 1)),
    ]
}
