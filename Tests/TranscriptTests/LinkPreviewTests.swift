import Testing
import StrictJSON
import Transcript

/// The domain a link card shows, worked out from its URL, and the URLs the reader refuses.
@Suite("link previews: the URL and its domain")
struct LinkPreviewTests {
    @Test("the domain is the host, lowercased, without www., port or user", arguments: [
        ("https://www.example.com/page", "example.com"),
        ("HTTP://WWW.Example.COM:8080/a?b#c", "example.com"),
        ("https://user:secret@news.example.co.uk", "news.example.co.uk"),
        ("https://example.com.", "example.com"),
        ("https://www.xn--bcher-kva.example/", "xn--bcher-kva.example"),
        ("https://bücher.example/", "bücher.example"),
        ("https://пример.рф/путь", "пример.рф"),
        ("http://[2001:db8::1]:80/", "[2001:db8::1]"),
        ("https://www", "www"),
        ("https://wwwexample.com", "wwwexample.com"),
    ])
    func domain(_ url: String, _ expected: String) {
        #expect(LinkPreview(url: url).domain == expected)
    }

    @Test("URLs without an http or https scheme and a well-formed host have none", arguments: [
        "", "example.com", "ftp://example.com", "mailto:ann@example.com", "https://", "https:///a", "https://exa mple.com",
        "https://example.com/a b", "https://-bad-.example", "https://a..b", "https://a_b.example", "https://example.com:http",
        "https://example.com:123456", "https://[::1", "https://[zz]/", "https://example.com\n", "javascript:alert(1)",
    ])
    func noDomain(_ url: String) {
        #expect(LinkPreview.host(of: url) == nil)
        #expect(LinkPreview(url: url).domain == nil)
    }

    @Test func aURLWithABadHostIsAnError() throws {
        let json = #"{"participants": {"ann": {}}, "messages": [{"from": "ann", "text": "a", "link": {"url": "https://-bad-.example"}}]}"#
        let error = try #require(throws: Diagnostic.self) { try Transcript.decode(from: json, file: "chat.json") }
        #expect(error.path?.description == "messages[0].link.url")
        #expect(error.formatted(includingLocation: false).contains("expected an http or https URL"))
    }

    @Test("iMessage leaves out a text that is only the URL", arguments: [
        ("https://example.com/a", true), ("  https://example.com/a/ \n", true), ("https://example.com/a/", true),
        ("Look https://example.com/a", false), ("https://example.com/b", false),
    ])
    func wholeText(_ text: String, _ whole: Bool) {
        #expect(LinkPreview(url: "https://example.com/a").isWholeText(text) == whole)
    }
}
