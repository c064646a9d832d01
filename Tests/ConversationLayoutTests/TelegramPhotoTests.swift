import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// A photo in the `telegram` look fills its bubble but for a rim of 2 points, as Telegram
/// draws it: its time and ticks on a dark chip over its corner when it has no caption, its
/// caption and time under it when it has one.
@Suite("telegram photos")
struct TelegramPhotoTests {
    typealias Texts = TelegramChromeTests.WrappingTexts
    typealias Bubble = MessageBubble<Texts.Text>

    /// The bubbles of `json`'s messages in `look` (nil: the transcript's own).
    private func bubbles(_ json: String, look: ChatLook? = nil) throws -> [Bubble] {
        var chat = try Transcript.decode(from: json, file: "t.json")
        chat.theme = .telegram
        let theme = look.map { ConversationTheme.resolved(for: chat, look: $0) }
        let layout = TranscriptLayout(transcript: chat, file: "t.json", theme: theme, texts: Texts(), images: TelegramChromeTests.SquareImages())
        return try RowSpec.rows(of: chat).flatMap { spec throws(Diagnostic) in
            try layout.row(spec).items.compactMap { item -> Bubble? in
                if case .bubble(let bubble, _) = item { return bubble }
                return nil
            }
        }
    }

    /// The photo's box and rim in the bubble's coordinates.
    private func photo(_ bubble: Bubble) throws -> (rect: Rect, inset: Double) {
        try #require(bubble.content.parts.lazy.compactMap { part -> (Rect, Double)? in
            if case .insetImage(_, let rect, let inset) = part {
                return (rect.offsetBy(dx: bubble.contentOrigin.x, dy: bubble.contentOrigin.y), inset)
            }
            return nil
        }.first)
    }

    /// The texts in the bubble with their colours and boxes in the bubble's coordinates.
    private func texts(_ bubble: Bubble) -> [(string: String, color: RGBAColor, box: Rect)] {
        bubble.content.parts.compactMap { part in
            guard case .text(let block, let origin, let color) = part else { return nil }
            let box = Rect(x: bubble.contentOrigin.x + origin.x + block.box.minX, y: bubble.contentOrigin.y + origin.y + block.box.minY,
                           width: block.size.width, height: block.size.height)
            return (block.text.string, color, box)
        }
    }

    private static let people = #""participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}, "bob": {"name": "Bob"}}"#

    /// Without a caption the photo reaches the body's edges less 2 points all round (and out
    /// into the foot), and its time, with the ticks of a sent photo, is white on a chip over
    /// the photo's bottom trailing corner.
    @Test(arguments: [BubbleSide.incoming, .outgoing])
    func aPhotoWithoutCaptionFillsItsBubbleWithTheTimeOnAChip(_ side: BubbleSide) throws {
        let sender = side == .outgoing ? "me" : "ann"
        let bubble = try #require(try bubbles("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}},
             "messages": [{"from": "\(sender)", "image": "p.png", "time": "09:41"}]}
            """).first)
        let body = try #require(bubble.shape).body
        let (rect, inset) = try photo(bubble)
        #expect(inset == 2)
        #expect(rect.minY == body.minY + 2 && rect.maxY == body.maxY - 2, "top and bottom 2 inside the body: \(rect) in \(body)")
        #expect(rect.minX <= body.minX + 2 && rect.maxX >= body.maxX - 2, "across the body: \(rect) in \(body)")
        let time = try #require(texts(bubble).first { $0.string == "09:41" })
        #expect(time.color == .white)
        #expect(time.box.maxY < body.maxY - 2 && time.box.maxY > body.maxY - 16, "on the photo's bottom: \(time.box)")
        #expect(side == .outgoing ? time.box.minX > body.midX : time.box.maxX > body.midX, "at the trailing corner: \(time.box)")
        let whites = bubble.content.parts.filter { if case .shape(_, .white) = $0 { true } else { false } }
        #expect(whites.count == (side == .outgoing ? 1 : 0), "the ticks of the user's photo in white")
    }

    /// In a group the sender's name stays above the photo, which then starts under it; a
    /// caption goes under the photo, wrapped within its width, with the time after it in the
    /// bubble's own time colour.
    @Test func aCaptionGoesUnderThePhotoWithTheTime() throws {
        let bubble = try #require(try bubbles("""
            {\(Self.people), "messages": [{"from": "bob", "image": "p.png", "time": "09:41",
                                           "text": "The beach at noon, with the whole family and the dog, all of us"}]}
            """).first)
        let body = try #require(bubble.shape).body
        let (rect, _) = try photo(bubble)
        let all = texts(bubble)
        let name = try #require(all.first { $0.string == "Bob" })
        let caption = try #require(all.first { $0.string.hasPrefix("The beach") })
        let time = try #require(all.first { $0.string == "09:41" })
        #expect(rect.minY >= name.box.maxY, "under the name")
        #expect(rect.minX <= body.minX + 2 && rect.maxX >= body.maxX - 2, "across the body")
        #expect(caption.box.minY >= rect.maxY && time.box.minY >= rect.maxY, "caption and time under the photo")
        #expect(caption.box.height > 20, "wrapped within the photo's width")
        #expect(time.color != .white, "no chip")
        #expect(body.maxY - time.box.maxY < 12, "the bubble ends under the time")
    }

    /// A look whose photo is the whole bubble and whose times go inside bubbles shows a
    /// photo's time on a chip over it rather than dropping it.
    @Test func aPhotoThatIsTheBubbleKeepsItsTime() throws {
        var look = ChatLook.telegram
        look.photoIsBubble = true
        look.photoInset = nil
        look.photoTimeOnChip = false
        let bubble = try #require(try bubbles("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}}, "messages": [{"from": "ann", "image": "p.png", "time": "09:41"}]}
            """, look: look).first)
        let time = try #require(texts(bubble).first { $0.string == "09:41" })
        #expect(time.color == .white)
        #expect(bubble.content.parts.contains { if case .image(_, _, nil) = $0 { true } else { false } }, "the photo is the bubble")
    }
}
