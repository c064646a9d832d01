import Transcript

/// A transcript whose `"labels"` are `labels` (JSON).
private func labels(_ labels: String) -> String {
    #"{"labels": \#(labels), "messages": []}"#
}

extension TranscriptErrorTests {
    /// The app's own words: an object of known keys, each a short non-blank string.
    static let labelCases: [BadTranscript] = [
        BadTranscript(labels(#"["Bearbeitet"]"#), "chat.json: labels: expected an object, found an array"),
        BadTranscript(labels(#"{"editted": "Bearbeitet"}"#),
                      #"chat.json: labels.editted: unknown key (allowed: edited, forwarded, deleted, youDeleted, sending, delivered, read, notDelivered, you, photo, today, yesterday, placeholder, typing, viewVotes, message, votes, anonymousPoll, selectOneOrMore; did you mean "edited"?)"#),
        BadTranscript(labels(#"{"read": 1}"#), "chat.json: labels.read: expected a string, found a number"),
        BadTranscript(labels(#"{"you": " "}"#), #"chat.json: labels.you: expected a word or a few, such as "Edited", found " ""#),
        BadTranscript(labels(#"{"delivered": "\#(String(repeating: "z", count: 41))"}"#),
                      "chat.json: labels.delivered: too long for a label: 41 characters (the limit is 40)"),
    ]
}
