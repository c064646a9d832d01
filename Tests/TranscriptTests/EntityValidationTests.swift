import Testing
import StrictJSON
import Transcript

/// `Transcript.validate()` applies the file's entity rules to a transcript built in code and
/// names the Swift property at fault.
@Suite("Transcript: entities built in code")
struct EntityValidationTests {
    private static func transcript(_ message: BubbleMessage) -> Transcript {
        Transcript(participants: [Participant(id: "ann")], messages: [.separator("Today"), .bubble(message)])
    }

    @Test func entitiesInsideTheTextPass() throws {
        let message = BubbleMessage(from: "ann", text: "Hi 😀 there", entities: [
            TextEntity(type: .bold, offset: 0, length: 2), TextEntity(type: .spoiler, offset: 3, length: 2),
            TextEntity(type: .textLink, offset: 6, length: 5, url: "https://example.com"),
        ])
        try Self.transcript(message).validate()
    }

    @Test(arguments: [
        (TextEntity(type: .bold, offset: 0, length: 20), "messages[1].entities[0].length: the entity ends at 20, past the end of the text (11 UTF-16 code units)"),
        (TextEntity(type: .bold, offset: -1, length: 2), "messages[1].entities[0].offset: expected a non-negative integer, found -1"),
        (TextEntity(type: .italic, offset: 4, length: 2), #"messages[1].entities[0].offset: offset 4 falls inside the surrogate pair of "😀" (U+1F600)"#),
        (TextEntity(type: .bold, offset: 0, length: 0), "messages[1].entities[0].length: expected an integer of at least 1, found 0"),
        (TextEntity(type: .textLink, offset: 0, length: 2), #"messages[1].entities[0]: missing required key "url" (a "text_link" entity needs one)"#),
        (TextEntity(type: .code, offset: 0, length: 2, language: "c"), #"messages[1].entities[0].language: only a "pre" entity has a "language""#),
    ])
    func badEntitiesNameTheProperty(entity: TextEntity, expected: String) throws {
        let message = BubbleMessage(from: "ann", text: "Hi 😀 there", entities: [entity])
        let error = try #require(throws: InvalidTranscript.self) { try Self.transcript(message).validate() }
        #expect(error.description == expected)
    }

    @Test func markdownWithEntitiesIsRefused() {
        let message = BubbleMessage(from: "ann", text: "*Hi*", format: .markdown, entities: [TextEntity(type: .bold, offset: 0, length: 1)])
        #expect(throws: InvalidTranscript(property: "messages[1].entities", path: ["messages", 1, "entities"],
                                          message: #""entities" cannot be combined with "format": "markdown" (the markers would shift the offsets)"#)) {
            try Self.transcript(message).validate()
        }
    }
}
