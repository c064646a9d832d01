import Transcript

/// Three entries before the message under test: a bubble with the id "hi", a separator, a
/// bubble without an id; then `message` (JSON) at index 3, then a bubble with the id "later".
private func reply(_ message: String) -> String {
    #"{\#(people), "messages": [{"from": "ann", "text": "Hi", "id": "hi"}, {"separator": "Today"}, {"from": "me", "text": "Yo"}, "#
        + message + #", {"from": "ann", "text": "Later", "id": "later"}]}"#
}

extension TranscriptErrorTests {
    /// Replies: message ids, `replyTo` and inline quotes.
    static let replyCases: [BadTranscript] = [
        BadTranscript(reply(#"{"from": "me", "text": "a", "id": "hi"}"#),
                      #"chat.json: messages[3].id: another message has the id "hi" (messages[0])"#),
        BadTranscript(reply(#"{"from": "me", "text": "a", "id": 3}"#), "chat.json: messages[3].id: expected a string, found a number"),
        BadTranscript(reply(#"{"from": "me", "text": "a", "id": " "}"#),
                      #"chat.json: messages[3].id: expected a non-empty message id, found " ""#),
        BadTranscript(reply(#"{"from": "me", "text": "a", "replyTo": 3}"#), "chat.json: messages[3].replyTo: a message cannot reply to itself"),
        BadTranscript(reply(#"{"from": "me", "text": "a", "replyTo": 4}"#),
                      "chat.json: messages[3].replyTo: messages[4] comes after this message; a reply names an earlier one"),
        BadTranscript(reply(#"{"from": "me", "text": "a", "replyTo": 9}"#),
                      "chat.json: messages[3].replyTo: there is no messages[9] (the last is messages[4])"),
        BadTranscript(reply(#"{"from": "me", "text": "a", "replyTo": 1}"#),
                      "chat.json: messages[3].replyTo: messages[1] is a separator, not a message to reply to"),
        BadTranscript(reply(#"{"from": "me", "text": "a", "replyTo": -1}"#),
                      "chat.json: messages[3].replyTo: expected the index of an earlier message or its id, found -1"),
        BadTranscript(reply(#"{"from": "me", "text": "a", "replyTo": 1.5}"#),
                      "chat.json: messages[3].replyTo: expected the index of an earlier message or its id, found 1.5"),
        BadTranscript(reply(#"{"from": "me", "text": "a", "replyTo": true}"#),
                      "chat.json: messages[3].replyTo: expected a message index or id, found true"),
        BadTranscript(reply(#"{"from": "me", "text": "a", "replyTo": "nope"}"#),
                      #"chat.json: messages[3].replyTo: no message has the id "nope""#),
        BadTranscript(reply(#"{"from": "me", "text": "a", "replyTo": "later"}"#),
                      #"chat.json: messages[3].replyTo: the message with the id "later" (messages[4]) comes after this one; a reply names an earlier message"#),
        BadTranscript(reply(#"{"from": "me", "text": "a", "id": "me", "replyTo": "me"}"#),
                      "chat.json: messages[3].replyTo: a message cannot reply to itself"),
        BadTranscript(reply(#"{"from": "me", "text": "a", "replyTo": 0, "quote": {"from": "ann", "text": "Hi"}}"#),
                      #"chat.json: messages[3].quote: a message has "replyTo" or "quote", not both"#),
        BadTranscript(reply(#"{"from": "me", "text": "a", "quote": "Hi"}"#), "chat.json: messages[3].quote: expected an object, found a string"),
        BadTranscript(reply(#"{"from": "me", "text": "a", "quote": {"text": "Hi"}}"#),
                      #"chat.json: messages[3].quote: missing required key "from""#),
        BadTranscript(reply(#"{"from": "me", "text": "a", "quote": {"from": "bob", "text": "Hi"}}"#),
                      #"chat.json: messages[3].quote.from: unknown participant "bob" (participants: ann, me)"#),
        BadTranscript(reply(#"{"from": "me", "text": "a", "quote": {"from": "ann"}}"#),
                      #"chat.json: messages[3].quote: a quote needs "text", "image" or both"#),
        BadTranscript(reply(#"{"from": "me", "text": "a", "quote": {"from": "ann", "text": ""}}"#),
                      #"chat.json: messages[3].quote: a quote needs "text", "image" or both (the text is empty)"#),
        BadTranscript(reply(#"{"from": "me", "text": "a", "quote": {"from": "ann", "image": ""}}"#),
                      #"chat.json: messages[3].quote.image: expected a file path, found """#),
        BadTranscript(reply(#"{"from": "me", "text": "a", "quote": {"from": "ann", "txt": "Hi"}}"#),
                      #"chat.json: messages[3].quote.txt: unknown key (allowed: from, text, image; did you mean "text"?)"#),
        BadTranscript(reply(#"{"from": "me", "sticker": "s.png", "replyTo": 0}"#),
                      "chat.json: messages[3].replyTo: a sticker message cannot be a reply (reply with a message of its own)"),
        BadTranscript(reply(#"{"from": "me", "sticker": "s.png", "quote": {"from": "ann", "text": "Hi"}}"#),
                      "chat.json: messages[3].quote: a sticker message cannot be a reply (reply with a message of its own)"),
    ]
}
