import Testing
import StrictJSON
import Transcript

@Suite("Transcript: every problem at once")
struct TranscriptValidationTests {
    private func problems(_ json: String, maxProblems: Int = Diagnostics.defaultLimit) -> [String] {
        Transcript.validate(from: Array(json.utf8), file: "chat.json", limits: .fourLooks, maxProblems: maxProblems).problems.kept
            .map { $0.formatted(includingLocation: false) }
    }

    @Test func everyProblemIsReportedInTheReadersOrder() {
        let json = #"""
        {"colour": {}, "theme": "ios", "width": 1, "colors": {"incoming": "blue", "text": "#000", "meta": "#000"},
         "participants": {"ann": {"nmae": "Ann", "side": "left"}, "": {}, "me": {"side": "outgoing"}},
         "messages": [
           {"from": "ann", "text": 1},
           {"from": "bob", "text": "hi", "time": false},
           {"separator": ""},
           {"from": "me", "text": "fine"},
           {"from": "me"},
           "x"
         ]}
        """#
        #expect(problems(json) == [
            #"chat.json: colour: unknown key (allowed: version, theme, look, appearance, width, scale, font, fonts, emojiFont, lang, layoutDirection, maxBubbleWidth, timeHeaders, colors, labels, detectLinks, screen, participants, messages; did you mean "colors"?)"#,
            #"chat.json: theme: expected "imessage", "whatsapp", "talk" or "plain", found "ios""#,
            "chat.json: width: expected a number from 100 to 4096, found 1",
            "chat.json: colors.text: unknown key (allowed: background, incoming, outgoing, incomingText, outgoingText, meta)",
            ##"chat.json: colors.incoming: expected a colour like "#RRGGBB", found "blue""##,
            #"chat.json: participants.ann.nmae: unknown key (allowed: name, side, avatar; did you mean "name"?)"#,
            #"chat.json: participants.ann.side: expected "incoming" or "outgoing", found "left""#,
            #"chat.json: participants[""]: a participant id must not be empty"#,
            "chat.json: messages[0].text: expected a string, found a number",
            #"chat.json: messages[1].from: unknown participant "bob" (participants: ann, me)"#,
            "chat.json: messages[1].time: expected a string, found false",
            #"chat.json: messages[2].separator: expected a non-empty string, found """#,
            #"chat.json: messages[4]: a message needs "text", "image" or both"#,
            "chat.json: messages[5]: expected an object, found a string",
        ])
    }

    @Test("the first problem is the one decoding throws", arguments: TranscriptErrorTests.cases)
    func firstProblemIsTheDecodingError(_ testCase: BadTranscript) throws {
        let validation = Transcript.validate(from: Array(testCase.json.utf8), file: "chat.json", limits: testCase.limits)
        let error = try #require(throws: Diagnostic.self) {
            try Transcript.decode(from: testCase.json, file: "chat.json", limits: testCase.limits)
        }
        #expect(validation.problems.first == error)
    }

    @Test func validDocumentsHaveNoProblemsAndTheirTranscript() throws {
        let json = #"{"participants": {"a": {}}, "messages": [{"from": "a", "text": "hi"}, {"separator": "x"}]}"#
        let validation = Transcript.validate(from: Array(json.utf8))
        #expect(validation.problems.isEmpty)
        #expect(validation.transcript == (try Transcript.decode(from: json)))
        #expect(validation.messageIndices == [0, 1])
    }

    @Test func messagesWithProblemsAreLeftOutAndTheRestKeepTheirIndex() {
        let json = #"{"participants": {"a": {}}, "messages": [{"from": "a", "text": 1}, {"from": "a", "text": "ok"}, {"from": "a", "image": "b.png"}]}"#
        let validation = Transcript.validate(from: Array(json.utf8))
        #expect(validation.problems.total == 1)
        #expect(validation.transcript.messages.map(\.bubble?.text) == ["ok", nil])
        #expect(validation.messageIndices == [1, 2])
    }

    @Test func unusableParticipantsDoNotMakeEverySenderUnknown() {
        #expect(problems(#"{"participants": [], "messages": [{"from": "a", "text": "x"}, {"from": "b", "text": "y"}]}"#)
            == ["chat.json: participants: expected an object, found an array"])
        #expect(problems(#"{"participants": {"a": {"side": 1}}, "messages": [{"from": "a", "text": "x"}]}"#)
            == [#"chat.json: participants.a.side: expected "incoming" or "outgoing", found 1"#])
    }

    @Test func malformedJSONStopsAtItsFirstError() {
        #expect(problems("{\"messages\": [,], \"x\": }") == ["chat.json:1:15: unexpected ',', expected a value"])
    }

    @Test func theListIsCappedAndTheRestCounted() {
        let keys = (0 ..< 150).map { "\"k\($0)\": 0" }.joined(separator: ", ")
        let validation = Transcript.validate(from: Array(#"{\#(keys), "messages": []}"#.utf8))
        #expect(validation.problems.kept.count == 100)
        #expect(validation.problems.omitted == 50)
        #expect(validation.problems.total == 150)
        #expect(Transcript.validate(from: Array(#"{\#(keys)}"#.utf8), maxProblems: 3).problems.total == 151)
    }

    @Test func aMissingFileIsOneProblem() {
        let validation = Transcript.validate(contentsOfFile: "/nonexistent/chat.json")
        #expect(validation.problems.kept.map(\.description) == ["/nonexistent/chat.json: no such file"])
    }
}
