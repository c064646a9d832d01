import Testing
import StrictJSON
import BubbleGeometry
import Transcript

/// Cards on messages: each kind read from its JSON, written back the same, and a poll's shares.
@Suite("message cards")
struct MessageCardTests {
    static let json = #"""
        {"participants": {"ann": {}, "me": {"side": "outgoing"}}, "messages": [
          {"from": "ann", "card": {"kind": "poll", "question": "Dinner where?", "label": "Anonymous Poll", "voters": 8, "closed": true,
                                   "options": [{"text": "Alfama", "votes": 6, "chosen": true}, {"text": "Belém", "votes": 2, "correct": true},
                                               {"text": "Cais do Sodré"}]}},
          {"from": "me", "time": "10:02", "card": {"kind": "location", "name": "Miradouro", "address": "Largo de Santa Luzia",
                                                   "latitude": 38.7119, "longitude": -9.1302}},
          {"from": "ann", "card": {"kind": "location"}},
          {"from": "ann", "card": {"kind": "contact", "name": "Cy Placeholder", "phone": "+351 912 000 111"}},
          {"from": "ann", "text": "Build finished", "card": {"kind": "embed", "color": "#5865F2", "author": "CI", "title": "main #412",
                                                           "description": "All green", "fields": [{"name": "Tests", "value": "1,204"}],
                                                           "footer": "2 min"}},
          {"from": "me", "card": {"kind": "generic", "icon": "🎲", "title": "5", "lines": ["Rolled by Ann"]}}
        ]}
        """#

    @Test func everyKindIsRead() throws {
        let transcript = try Transcript.decode(from: Self.json, file: "chat.json")
        let cards = transcript.messages.compactMap(\.bubble).map(\.card)
        #expect(cards == [
            .poll(PollCard(question: "Dinner where?", options: [PollCard.Option(text: "Alfama", votes: 6, chosen: true),
                                                                PollCard.Option(text: "Belém", votes: 2, correct: true),
                                                                PollCard.Option(text: "Cais do Sodré")],
                           voters: 8, label: "Anonymous Poll", closed: true)),
            .location(LocationCard(name: "Miradouro", address: "Largo de Santa Luzia", latitude: 38.7119, longitude: -9.1302)),
            .location(LocationCard()),
            .contact(ContactCard(name: "Cy Placeholder", phone: "+351 912 000 111")),
            .embed(EmbedCard(color: RGBAColor(hex: "#5865F2"), author: "CI", title: "main #412", description: "All green",
                             fields: [EmbedCard.Field(name: "Tests", value: "1,204")], footer: "2 min")),
            .generic(GenericCard(icon: "🎲", title: "5", lines: ["Rolled by Ann"])),
        ])
        #expect(transcript.messages.compactMap(\.bubble).map(\.text) == [nil, nil, nil, nil, "Build finished", nil])
    }

    /// Written out and read back, a transcript with cards is the same, and passes validation.
    @Test func cardsRoundTrip() throws {
        let transcript = try Transcript.decode(from: Self.json, file: "chat.json")
        let again = try Transcript.decode(from: Array(transcript.jsonText.utf8), file: "again.json")
        #expect(again.messages == transcript.messages)
        #expect(throws: Never.self) { try transcript.validate() }
    }

    /// A card built in code with what the reader refuses fails validation, naming the path.
    @Test func validationChecksCards() throws {
        let transcript = Transcript(participants: [Participant(id: "ann")],
                                    messages: [.bubble(BubbleMessage(from: "ann", card: .poll(PollCard(question: "Q", options: []))))])
        let error = try #require(throws: InvalidTranscript.self) { try transcript.validate() }
        #expect(error.path.description == "messages[0].card.options")
    }

    /// A reply to a card quotes its summary, as the apps write one.
    @Test func aReplyQuotesTheCardsSummary() throws {
        let transcript = try Transcript.decode(from: Self.json, file: "chat.json")
        #expect(transcript.messages.compactMap(\.bubble).map { Quote(quoting: $0).text } == [
            "📊 Dinner where?", "📍 Miradouro", "📍 Location", "👤 Cy Placeholder", "Build finished", "🎲 5",
        ])
        let reply = BubbleMessage(from: "me", text: "Alfama!", replyTo: .index(0))
        #expect(transcript.quote(answeredBy: reply)?.text == "📊 Dinner where?")
        #expect(MessageCard.embed(EmbedCard(description: "All green")).summary == "All green")
    }

    @Test("percentages add up to 100 when each voter chose one option", arguments: [
        ([6, 2, 0], nil as Int?, [75, 25, 0]),
        ([1, 1, 1], nil, [34, 33, 33]),
        ([2, 1], 3, [67, 33]),
        ([0, 0], nil, [0, 0]),
        // Several answers each: each share of the voters, rounded.
        ([3, 3, 2], 4, [75, 75, 50]),
    ])
    func percents(_ votes: [Int], _ voters: Int?, _ expected: [Int]) {
        let poll = PollCard(question: "Q", options: votes.map { PollCard.Option(text: "o", votes: $0) }, voters: voters)
        #expect(poll.percents == expected)
    }

    @Test func theLeadingOptionHasTheMostVotes() {
        let poll = PollCard(question: "Q", options: [PollCard.Option(text: "a", votes: 2), PollCard.Option(text: "b", votes: 5),
                                                     PollCard.Option(text: "c", votes: 5), PollCard.Option(text: "d")])
        #expect(poll.options.map(poll.isLeading) == [false, true, true, false])
    }
}
