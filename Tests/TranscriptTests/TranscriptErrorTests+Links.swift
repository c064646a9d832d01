import Transcript

/// A transcript whose only message is `message` (JSON), sent by "ann".
private func linked(_ message: String) -> String {
    #"{\#(people), "messages": ["# + message + "]}"
}

extension TranscriptErrorTests {
    /// Link previews: the card's keys and types, the URL, and what a card cannot go with.
    static let linkCases: [BadTranscript] = [
        BadTranscript(linked(#"{"from": "ann", "text": "a", "link": "https://example.com"}"#),
                      "chat.json: messages[0].link: expected an object, found a string"),
        BadTranscript(linked(#"{"from": "ann", "text": "a", "link": {"title": "A"}}"#),
                      #"chat.json: messages[0].link: missing required key "url""#),
        BadTranscript(linked(#"{"from": "ann", "text": "a", "link": {"url": 3}}"#),
                      "chat.json: messages[0].link.url: expected a string, found a number"),
        BadTranscript(linked(#"{"from": "ann", "text": "a", "link": {"url": "ftp://example.com/a"}}"#),
                      #"chat.json: messages[0].link.url: expected an http or https URL like "https://example.com/page", found "ftp://example.com/a""#),
        BadTranscript(linked(#"{"from": "ann", "text": "a", "link": {"url": "example.com"}}"#),
                      #"chat.json: messages[0].link.url: expected an http or https URL like "https://example.com/page", found "example.com""#),
        BadTranscript(linked(#"{"from": "ann", "text": "a", "link": {"url": "https://exa mple.com"}}"#),
                      #"chat.json: messages[0].link.url: expected an http or https URL like "https://example.com/page", found "https://exa mple.com""#),
        BadTranscript(linked(#"{"from": "ann", "text": "a", "link": {"url": "http:///path"}}"#),
                      #"chat.json: messages[0].link.url: expected an http or https URL like "https://example.com/page", found "http:///path""#),
        BadTranscript(linked(#"{"from": "ann", "text": "a", "link": {"url": "https://a.com", "title": ""}}"#),
                      #"chat.json: messages[0].link.title: expected a non-empty title, found """#),
        BadTranscript(linked(#"{"from": "ann", "text": "a", "link": {"url": "https://a.com", "description": " "}}"#),
                      #"chat.json: messages[0].link.description: expected a non-empty description, found " ""#),
        BadTranscript(linked(#"{"from": "ann", "text": "a", "link": {"url": "https://a.com", "site": true}}"#),
                      "chat.json: messages[0].link.site: expected a string, found true"),
        BadTranscript(linked(#"{"from": "ann", "text": "a", "link": {"url": "https://a.com", "image": ""}}"#),
                      #"chat.json: messages[0].link.image: expected a file path, found """#),
        BadTranscript(linked(#"{"from": "ann", "text": "a", "link": {"url": "https://a.com", "titel": "A"}}"#),
                      #"chat.json: messages[0].link.titel: unknown key (allowed: url, title, description, image, site; did you mean "title"?)"#),
        BadTranscript(linked(#"{"from": "ann", "link": {"url": "https://a.com"}}"#),
                      #"chat.json: messages[0]: a message needs "text", "image" or both (a link preview goes with the text that holds the link)"#),
        BadTranscript(linked(#"{"from": "ann", "sticker": "s.png", "link": {"url": "https://a.com"}}"#),
                      "chat.json: messages[0].link: a sticker message cannot have a link preview (send the link as a message of its own)"),
        BadTranscript(linked(#"{"from": "ann", "image": "a.png", "text": "https://a.com", "link": {"url": "https://a.com"}}"#),
                      "chat.json: messages[0].link: a photo message cannot have a link preview (send the link as a message of its own)"),
    ]
}
