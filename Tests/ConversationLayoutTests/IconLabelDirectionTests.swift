import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// The labels led by an icon (a deleted message's no-entry mark, WhatsApp's forward arrow)
/// keep the icon before the words in reading order: on the left in a left-to-right chat, on
/// the right of the words, turned around and against the content's right edge, in a
/// right-to-left one.
@Suite("icon labels in both directions")
struct IconLabelDirectionTests {
    typealias Texts = TelegramChromeTests.WrappingTexts

    /// The icon's and the words' boxes in the first bubble of a WhatsApp chat laid out in
    /// `direction` ("ltr", "rtl") whose one message is `message` (JSON members).
    private func boxes(direction: String, message: String) throws -> (icon: Rect, words: Rect, contentWidth: Double) {
        let chat = try Transcript.decode(from: """
            {"theme": "whatsapp", "layoutDirection": "\(direction)", "participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}},
             "messages": [{"from": "ann", \(message)}]}
            """, file: "t.json")
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: Texts(), images: MissingImages())
        let bubble = try #require(try RowSpec.rows(of: chat).flatMap { spec throws(Diagnostic) in
            try layout.row(spec).items.compactMap { item -> MessageBubble<Texts.Text>? in
                if case .bubble(let bubble, _) = item { return bubble }
                return nil
            }
        }.first)
        let icon = try #require(bubble.content.parts.lazy.compactMap { part -> Rect? in
            if case .shape(let path, _) = part { return path.bounds }
            return nil
        }.first)
        let words = try #require(bubble.content.parts.lazy.compactMap { part -> Rect? in
            guard case .text(let block, let origin, _) = part, ["Forwarded", "This message was deleted"].contains(block.text.string) else {
                return nil
            }
            return Rect(x: origin.x + block.box.minX, y: origin.y + block.box.minY, width: block.size.width, height: block.size.height)
        }.first)
        return (icon, words, bubble.content.size.width)
    }

    static let messages = [#""deleted": true, "time": "09:44""#, #""text": "Boarding at 9", "forwarded": true, "time": "09:42""#]

    @Test(arguments: messages)
    func theIconLeadsTheWords(_ message: String) throws {
        let leftToRight = try boxes(direction: "ltr", message: message)
        #expect(leftToRight.icon.maxX <= leftToRight.words.minX)
        let rightToLeft = try boxes(direction: "rtl", message: message)
        #expect(rightToLeft.icon.minX >= rightToLeft.words.maxX)
        #expect(rightToLeft.contentWidth - rightToLeft.icon.maxX < 1)
        #expect(abs(rightToLeft.icon.width - leftToRight.icon.width) < 0.001)
        // The same gap between them, the time beside the words on the other side.
        #expect(abs((rightToLeft.icon.minX - rightToLeft.words.maxX) - (leftToRight.words.minX - leftToRight.icon.maxX)) < 0.001)
    }
}
