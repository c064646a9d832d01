import Transcript

/// A message from `ann` with the reactions `reactions` (JSON).
private func reactions(_ reactions: String) -> String {
    #"{\#(people), "messages": [{"from": "me", "text": "hi"}, {"from": "ann", "text": "yo", "reactions": \#(reactions)}]}"#
}

extension TranscriptErrorTests {
    /// Reactions: one emoji each, named participants or a count, each emoji once.
    static let reactionCases: [BadTranscript] = [
        BadTranscript(reactions(#"{"emoji": "👍"}"#), "chat.json: messages[1].reactions: expected an array of reactions, found an object"),
        BadTranscript(reactions(#"["👍"]"#), "chat.json: messages[1].reactions[0]: expected an object, found a string"),
        BadTranscript(reactions(#"[{"from": ["me"]}]"#), #"chat.json: messages[1].reactions[0]: missing required key "emoji""#),
        BadTranscript(reactions(#"[{"emoji": "👍"}]"#), #"chat.json: messages[1].reactions[0]: missing required key "from" or "count""#),
        BadTranscript(reactions(#"[{"emoji": "👍", "from": ["me"], "count": 2}]"#),
                      #"chat.json: messages[1].reactions[0].count: a reaction has "from" or "count", not both"#),
        BadTranscript(reactions(#"[{"emoji": "👍", "form": ["me"]}]"#),
                      #"chat.json: messages[1].reactions[0].form: unknown key (allowed: emoji, from, count; did you mean "from"?)"#),
        BadTranscript(reactions(#"[{"emoji": "", "count": 1}]"#), #"chat.json: messages[1].reactions[0].emoji: expected an emoji, found """#),
        BadTranscript(reactions(#"[{"emoji": "ok", "count": 1}]"#),
                      "chat.json: messages[1].reactions[0].emoji: expected one emoji, found 2 characters"),
        BadTranscript(reactions(#"[{"emoji": "👍👍", "count": 1}]"#),
                      "chat.json: messages[1].reactions[0].emoji: expected one emoji, found 2 characters"),
        BadTranscript(reactions(#"[{"emoji": "a", "count": 1}]"#),
                      "chat.json: messages[1].reactions[0].emoji: expected an emoji, found a character that is not one"),
        BadTranscript(reactions(#"[{"emoji": "1", "count": 1}]"#),
                      "chat.json: messages[1].reactions[0].emoji: expected an emoji, found a character that is not one"),
        BadTranscript(reactions(#"[{"emoji": "\#(String(repeating: "👍\u{200D}", count: 9))👍", "count": 1}]"#),
                      "chat.json: messages[1].reactions[0].emoji: expected one emoji, found a character of 19 code points (the limit is 16)"),
        BadTranscript(reactions(#"[{"emoji": 1, "count": 1}]"#), "chat.json: messages[1].reactions[0].emoji: expected a string, found a number"),
        BadTranscript(reactions(#"[{"emoji": "👍", "count": 0}]"#),
                      "chat.json: messages[1].reactions[0].count: expected a whole number from 1 to 1000000, found 0"),
        BadTranscript(reactions(#"[{"emoji": "👍", "count": 1.5}]"#),
                      "chat.json: messages[1].reactions[0].count: expected a whole number from 1 to 1000000, found 1.5"),
        BadTranscript(reactions(#"[{"emoji": "👍", "count": 1000001}]"#),
                      "chat.json: messages[1].reactions[0].count: expected a whole number from 1 to 1000000, found 1000001"),
        BadTranscript(reactions(#"[{"emoji": "👍", "count": "3"}]"#),
                      "chat.json: messages[1].reactions[0].count: expected a whole number, found a string"),
        BadTranscript(reactions(#"[{"emoji": "👍", "from": "me"}]"#),
                      "chat.json: messages[1].reactions[0].from: expected an array of participant ids, found a string"),
        BadTranscript(reactions(#"[{"emoji": "👍", "from": []}]"#),
                      "chat.json: messages[1].reactions[0].from: expected at least one participant id, found []"),
        BadTranscript(reactions(#"[{"emoji": "👍", "from": ["me", "bob"]}]"#),
                      #"chat.json: messages[1].reactions[0].from[1]: unknown participant "bob" (participants: ann, me)"#),
        BadTranscript(reactions(#"[{"emoji": "👍", "from": ["me", "me"]}]"#),
                      #"chat.json: messages[1].reactions[0].from[1]: "me" is listed twice"#),
        BadTranscript(reactions(#"[{"emoji": "👍", "count": 1}, {"emoji": "❤️", "count": 1}, {"emoji": "👍", "from": ["ann"]}]"#),
                      #"chat.json: messages[1].reactions[2].emoji: another reaction has the emoji "👍" (list each emoji once)"#),
        BadTranscript(reactions(#"[{"emoji": "👍", "count": 1}, {"emoji": "❤️", "count": 1}, {"emoji": "😂", "count": 1}]"#),
                      "chat.json: messages[1].reactions: too many reactions: 3 (the limit is 2)", limits: TranscriptLimits(maxReactionsPerMessage: 2)),
    ]
}
