import Testing
import Transcript

/// Web addresses, e-mail addresses and phone numbers found in plain text, as the chat apps
/// link them, and the look-alikes they leave alone.
@Suite("Transcript: links found in plain text")
struct LinkDetectorTests {
    /// What is found in `text`, each written `kind:text`.
    private static func found(_ text: String) -> [String] {
        let utf16 = Array(text.utf16)
        return LinkDetector.entities(in: text).map { entity in
            "\(entity.type.rawValue):" + String(decoding: utf16[entity.range], as: UTF16.self)
        }
    }

    /// A text and the one thing found in it.
    struct Found: CustomTestStringConvertible, Sendable {
        var text: String
        var expected: String
        init(_ text: String, _ expected: String) {
            self.text = text
            self.expected = expected
        }
        var testDescription: String { text }
    }

    static let webAddresses = [
        Found("see https://example.com", "link:https://example.com"),
        Found("HTTP://EXAMPLE.COM/A", "link:HTTP://EXAMPLE.COM/A"),
        Found("http://localhost:8080/status?x=1#top", "link:http://localhost:8080/status?x=1#top"),
        Found("https://192.168.1.10/admin", "link:https://192.168.1.10/admin"),
        Found("read https://example.com/a.", "link:https://example.com/a"),
        Found("read https://example.com/a, then b", "link:https://example.com/a"),
        Found("really? https://example.com/?q=1!", "link:https://example.com/?q=1"),
        Found("(https://example.com/docs)", "link:https://example.com/docs"),
        Found("see https://en.wikipedia.org/wiki/Swift_(programming_language).",
              "link:https://en.wikipedia.org/wiki/Swift_(programming_language)"),
        Found("(see https://en.wikipedia.org/wiki/Swift_(language))", "link:https://en.wikipedia.org/wiki/Swift_(language)"),
        Found("[https://example.com/a]", "link:https://example.com/a"),
        Found("\"https://example.com/a\"", "link:https://example.com/a"),
        Found("‘https://example.com/a’", "link:https://example.com/a"),
        Found("«https://example.com/a»", "link:https://example.com/a"),
        Found("Link:https://example.com", "link:https://example.com"),
        Found("https://bücher.de/köln", "link:https://bücher.de/köln"),
        Found("https://example.com/ثلاثة الآن", "link:https://example.com/ثلاثة"),
        Found("www.example.com", "link:www.example.com"),
        Found("go to WWW.Example.org/path.", "link:WWW.Example.org/path"),
        Found("www.example.museum/x", "link:www.example.museum/x"),
        Found("example.com", "link:example.com"),
        Found("Example.com is up", "link:Example.com"),
        Found("visit docs.example.co.uk/start?page=2.", "link:docs.example.co.uk/start?page=2"),
        Found("try example.de:8443/x", "link:example.de:8443/x"),
        Found("is it example.io?", "link:example.io"),
        Found("https://example.com…", "link:https://example.com"),
        Found("https://example.com/a😀", "link:https://example.com/a"),
        Found("my-site.dev", "link:my-site.dev"),
    ]

    @Test(arguments: webAddresses)
    func webAddress(_ found: Found) {
        #expect(Self.found(found.text) == [found.expected])
    }

    static let emailAddresses = [
        Found("mail ann@example.com", "email:ann@example.com"),
        Found("ann.lee+news@mail.example.org.", "email:ann.lee+news@mail.example.org"),
        Found("<bo_chen@example.travel>", "email:bo_chen@example.travel"),
        Found("5551234567@example.com", "email:5551234567@example.com"),
        Found("Contact:ann@example.com", "email:ann@example.com"),
        Found("support@example.co.uk, please", "email:support@example.co.uk"),
    ]

    @Test(arguments: emailAddresses)
    func emailAddress(_ found: Found) {
        #expect(Self.found(found.text) == [found.expected])
    }

    static let phoneNumbers = [
        Found("call +1 555 0100", "phone:+1 555 0100"),
        Found("+49 30 1234567", "phone:+49 30 1234567"),
        Found("+4930123456", "phone:+4930123456"),
        Found("+44 (0)20 7946 0958.", "phone:+44 (0)20 7946 0958"),
        Found("(555) 123-4567", "phone:(555) 123-4567"),
        Found("(555)123-4567", "phone:(555)123-4567"),
        Found("555-123-4567", "phone:555-123-4567"),
        Found("555.123.4567", "phone:555.123.4567"),
        Found("call 555-1234 now", "phone:555-1234"),
        Found("030 1234567", "phone:030 1234567"),
        Found("06 12 34 56 78", "phone:06 12 34 56 78"),
        Found("1-800-555-0100", "phone:1-800-555-0100"),
        Found("+7 495 123-45-67", "phone:+7 495 123-45-67"),
        Found("tel:+81-3-1234-5678", "phone:+81-3-1234-5678"),
        Found("+49\u{00A0}30\u{00A0}1234567", "phone:+49\u{00A0}30\u{00A0}1234567"),
    ]

    @Test(arguments: phoneNumbers)
    func phoneNumber(_ found: Found) {
        #expect(Self.found(found.text) == [found.expected])
    }

    /// Texts that look a little like addresses or numbers but are not linked.
    static let lookAlikes = [
        "no links here", "", "e.g. this, i.e. that", "Mr.Smith said hi", "the end.It was late", "the end.So what",
        "notes.txt", "main.rs", "readme.md", "script.sh", "app.py", "Node.js", "user.id", "index.html", "photo.JPG",
        "EXAMPLE.COM", "example.comx", "example.com_x", "@example.com", "x@y", "ann@localhost", "ann@example.c",
        ".ann@example.com", "ann.@example.com", "http://", "https://-bad.com", "www.example", "www.", "version 1.2.3",
        "pi is 3.14159265", "192.168.1.1", "2024-01-15", "15.01.2024", "1/15/2024", "1990-2024", "1234567", "12345678901234567890",
        "+123", "+1 2", "10:30", "1 250 000", "50%", "1234567%", "ISBN 978-3-16-148410-0", "$5551234567", "v12.0.1",
        "x555-123-4567", "555-123-4567x", "#555-123-4567", "café.com", "example.co\u{301}", "a..b.com", "foo-.com",
        "-foo.com",
    ]

    @Test(arguments: lookAlikes)
    func notALink(_ text: String) {
        #expect(Self.found(text) == [])
    }

    @Test func severalInOneTextInOrder() {
        let text = "Read example.com or mail ann@example.com or call +1 555 0100, or (555) 123-4567 at https://x.example.org/a."
        #expect(Self.found(text) == ["link:example.com", "email:ann@example.com", "phone:+1 555 0100", "phone:(555) 123-4567",
                                     "link:https://x.example.org/a"])
    }

    /// Right-to-left text around an address: Arabic or Hebrew letters and direction marks
    /// touch it without joining it.
    @Test func rightToLeftTextAroundAnAddress() {
        #expect(Self.found("زوروا example.com اليوم") == ["link:example.com"])
        #expect(Self.found("اتصل على +966 50 123 4567 الآن") == ["phone:+966 50 123 4567"])
        #expect(Self.found("\u{200F}راسلني ann@example.com\u{200F}") == ["email:ann@example.com"])
        #expect(Self.found("\u{2067}https://example.com/a\u{2069}") == ["link:https://example.com/a"])
        #expect(Self.found("בexample.com") == ["link:example.com"])
        #expect(Self.found("请访问example.com谢谢") == ["link:example.com"])
    }

    /// Offsets count UTF-16 code units and never fall inside a character: an emoji of two
    /// units before, accents on the neighbouring letters.
    @Test func offsetsCountUTF16AndKeepCharactersWhole() {
        #expect(LinkDetector.entities(in: "😀👍🏽 example.com é") == [TextEntity(type: .link, offset: 7, length: 11)])
        #expect(Self.found("e\u{301}xample.com") == [])
        #expect(Self.found("example.com\u{301}") == [])
        #expect(Self.found("+49 30 1234567\u{20E3}") == [])
        let text = "👨‍👩‍👧 https://example.com/👨‍👩‍👧 +49 30 1234567 👍🏽 ann@example.com🇯🇵"
        var boundaries: Set<Int> = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            boundaries.insert(offset)
        }
        let entities = LinkDetector.entities(in: text)
        #expect(entities.count == 3)
        #expect(entities.allSatisfy { boundaries.contains($0.range.lowerBound) && boundaries.contains($0.range.upperBound) })
    }

    /// The given entities win over what is found: a `text_link` or code over an address
    /// keeps it as given; other spans (bold) may cover a found one.
    @Test func givenEntitiesWin() {
        let text = "see example.com and `ann@example.com` and +1 555 0100"
        let given = [TextEntity(type: .textLink, offset: 4, length: 11, url: "https://other.example"),
                     TextEntity(type: .code, offset: 20, length: 17), TextEntity(type: .bold, offset: 42, length: 11)]
        let styled = StyledText(text: text, entities: given).detectingLinks()
        #expect(styled.entities == given + [TextEntity(type: .phone, offset: 42, length: 11)])
        #expect(StyledText(text: "plain words").detectingLinks() == StyledText(text: "plain words"))
    }

    /// A long text of near misses (dotted words, digits one by one) hides nothing after it.
    @Test func longTextsOfNearMisses() {
        let text = String(repeating: "a.b-c_d 1 2 3 4 5 6 7 8 9 0 ", count: 5_000) + "example.com"
        #expect(Self.found(text) == ["link:example.com"])
    }
}
