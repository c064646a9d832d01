import Testing
import ConversationLayout
import Transcript

/// A transcript of 100,000 entries holds each message twice (its `messages` and the layout's
/// rows): what only replies and links have stays out of line, and the copies stay values.
@Suite("message footprint")
struct MessageFootprintTests {
    @Test func aMessageAndItsRowStaySmall() {
        #expect(MemoryLayout<BubbleMessage>.stride <= 168)
        #expect(MemoryLayout<Message>.stride <= 168)
        #expect(MemoryLayout<RowSpec>.stride <= 304)
    }

    @Test func outOfLinePartsCompareAndHashByValue() {
        let link = LinkPreview(url: "https://example.com", title: "Example")
        let one = BubbleMessage(from: "ann", text: "see https://example.com", replyTo: .id("m1"),
                                quote: Quote(from: "bob", text: "hi"), link: link)
        let two = BubbleMessage(from: "ann", text: "see https://example.com", replyTo: .id("m1"),
                                quote: Quote(from: "bob", text: "hi"), link: link)
        #expect(one == two && one.hashValue == two.hashValue)
        var other = two
        other.link?.title = "Changed"
        #expect(other != one && two == one && two.link?.title == "Example" && other.link?.title == "Changed")
        other.link = nil
        #expect(other.link == nil && other.quote == Quote(from: "bob", text: "hi") && other.replyTo == .id("m1"))
    }
}
