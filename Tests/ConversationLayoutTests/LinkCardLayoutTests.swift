import Foundation
import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import FileSystem
import StrictJSON

/// Where each theme puts a link's card, its picture and its texts, measured with texts of 8
/// points a character and pictures known by their names.
@Suite("link cards: layout")
struct LinkCardLayoutTests {
    private static let url = "https://www.example.com/ramen"
    private static let card = #"{"url": "\#(url)", "title": "Ramen", "description": "Where to eat", "site": "Eats""#

    /// The bubble of the only message of a chat in `style`, sent by `from`, with `text` and
    /// a link card whose picture is `image` (nil: none).
    private func bubble(_ style: LookName, from: String = "ann", text: String, image: String? = nil,
                        direction: String = "ltr") throws -> (MessageBubble<NamedTexts.Text>, TranscriptLayout<NamedTexts, NamedImages>) {
        let (bubbles, layout) = try self.bubbles(style, from: from, text: text, image: image, direction: direction)
        return (try #require(bubbles.first), layout)
    }

    /// The bubbles of the only message of such a chat, top to bottom.
    private func bubbles(_ style: LookName, from: String = "ann", text: String, image: String? = nil,
                         direction: String = "ltr") throws -> ([MessageBubble<NamedTexts.Text>], TranscriptLayout<NamedTexts, NamedImages>) {
        let picture = image.map { #", "image": "\#($0)""# } ?? ""
        let chat = try Transcript.decode(from: """
            {"theme": "\(style.rawValue)", "layoutDirection": "\(direction)", "participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "\(from)", "text": "\(text)", "time": "09:41", "link": \(Self.card)\(picture)}}]}
            """, file: "t.json")
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: NamedTexts(), images: NamedImages())
        // The message's row: iMessage heads it with its time.
        let row = try layout.row(try #require(RowSpec.rows(of: chat).first { $0.kind.message != nil }))
        let bubbles = row.items.compactMap { item -> MessageBubble<NamedTexts.Text>? in
            if case .bubble(let bubble, _) = item { return bubble }
            return nil
        }
        return (bubbles, layout)
    }

    /// The bubble's texts and where they go, top to bottom.
    private func texts(_ bubble: MessageBubble<NamedTexts.Text>) -> [(String, Point)] {
        bubble.content.parts.compactMap { part -> (String, Point)? in
            if case .text(let block, let origin, _) = part { return (block.text.string, origin) }
            return nil
        }.sorted { $0.1.y < $1.1.y }
    }

    private func images(_ bubble: MessageBubble<NamedTexts.Text>) -> [Rect] {
        bubble.content.parts.compactMap { part in
            switch part {
            case .image(_, let rect, _), .bleedImage(_, let rect): rect
            default: nil
            }
        }
    }

    @Test func iMessageShowsALinkAloneAsAGreyRichLinkWithoutRepeatingTheURL() throws {
        let theme = ConversationTheme.standard(.imessage, appearance: .light)
        let (alone, _) = try bubble(.imessage, from: "me", text: Self.url, image: "wide.png")
        #expect(alone.fill == theme.colors.incoming, "grey, though outgoing")
        #expect(!texts(alone).contains { $0.0 == Self.url })
        #expect(texts(alone).map(\.0) == ["Ramen", "example.com"])
        // The picture spans the bubble's body, edge to edge, from its top.
        let shape = try #require(alone.shape)
        let picture = try #require(images(alone).first)
        let origin = alone.contentOrigin
        #expect(abs(picture.minX + origin.x - shape.body.minX) < 0.001 && abs(picture.maxX + origin.x - shape.body.maxX) < 0.001)
        #expect(abs(picture.minY + origin.y - shape.body.minY) < 0.001)
        #expect(alone.content.parts.count == 3, "the picture and two texts, nothing else")
    }

    /// As iOS sends them, the words and the link are two bubbles in the text's order, the
    /// URL not repeated in the words; the link is a grey balloon of its own, the run's tail on
    /// the last of the two.
    @Test(arguments: [("Look https://www.example.com/ramen", true), ("https://www.example.com/ramen/ look", false),
                      ("Look at https://www.example.com/ramen now", true)])
    func iMessageSendsTheWordsAndTheLinkAsTwoBubbles(text: String, wordsFirst: Bool) throws {
        let theme = ConversationTheme.standard(.imessage, appearance: .light)
        let (shown, _) = try bubbles(.imessage, from: "me", text: text, image: "wide.png")
        try #require(shown.count == 2)
        let (words, link) = wordsFirst ? (shown[0], shown[1]) : (shown[1], shown[0])
        #expect(words.fill == theme.colors.outgoing && link.fill == theme.colors.incoming)
        let expected = text.hasSuffix(" now") ? text : wordsFirst ? "Look" : "look"
        #expect(texts(words).map(\.0) == [expected])
        #expect(texts(link).map(\.0) == ["Ramen", "example.com"])
        #expect(shown[0].shape?.hasTail == false && shown[1].shape?.hasTail == true)
    }

    /// The card sits 3 points inside the bubble's body (``ChatLook/blockInset``), its wide
    /// picture across its top, a thumbnail at its leading edge.
    @Test func whatsAppPutsTheCardAboveTheTextWithAWidePictureAcrossIt() throws {
        let (wide, layout) = try bubble(.whatsapp, text: "Look \(Self.url)", image: "wide.png")
        // A box of the content where the bubble is.
        func placed(_ box: Rect, in bubble: MessageBubble<NamedTexts.Text>) -> Rect {
            box.offsetBy(dx: bubble.contentOrigin.x, dy: bubble.contentOrigin.y)
        }
        let card = try #require(images(wide).first)
        let picture = placed(card, in: wide)
        let body = try #require(wide.shape).body
        let maxWidth = MessageBubble<NamedTexts.Text>.maxContentWidth(style: .whatsapp, metrics: layout.theme.look.outlineMetrics, side: .incoming, maxWidth: layout.maxBubbleWidth, border: 0)
        #expect(abs(picture.minX - body.minX - 3) < 0.01 && abs(picture.minY - body.minY - 3) < 0.01 && abs(body.maxX - picture.maxX - 3) < 0.01,
                "3 points inside the body: \(picture) in \(body)")
        #expect(picture.height == (maxWidth * 630 / 1200).rounded(), "1200 by 630 is under 2:1, so kept")
        let shown = texts(wide)
        #expect(shown.map(\.0) == ["Ramen", "Where to eat", "example.com", "Look \(Self.url)", "09:41"])
        #expect(try #require(shown.first { $0.0 == "Ramen" }).1.y > card.maxY)

        let (small, _) = try bubble(.whatsapp, text: "Look \(Self.url)", image: "square.png")
        let thumbnail = try #require(images(small).first)
        let smallBody = try #require(small.shape).body
        #expect(abs(placed(thumbnail, in: small).minX - smallBody.minX - 3) < 0.01 && thumbnail.width == LinkCard<NamedTexts.Text>.thumbnailWidth)
        #expect(try #require(texts(small).first { $0.0 == "Ramen" }).1.x >= thumbnail.maxX)

        let (mirrored, _) = try bubble(.whatsapp, text: "Look \(Self.url)", image: "square.png", direction: "rtl")
        let right = placed(try #require(images(mirrored).first), in: mirrored)
        #expect(abs(try #require(mirrored.shape).body.maxX - right.maxX - 3) < 0.01, "the thumbnail at the leading edge, on the right")
    }

    @Test func telegramStylePutsTheCardUnderTheTextWithTheSiteName() throws {
        let style = LookName.plain
        let (bubble, _) = try bubble(style, text: "Look \(Self.url)", image: "wide.png")
        let shown = texts(bubble)
        #expect(shown.map(\.0).filter { $0 != "09:41" } == ["Look \(Self.url)", "Eats", "Ramen", "Where to eat"])
        let text = try #require(shown.first { $0.0.hasPrefix("Look") })
        let site = try #require(shown.first { $0.0 == "Eats" })
        #expect(text.1.y < site.1.y)
        let picture = try #require(images(bubble).first)
        let description = try #require(shown.first { $0.0 == "Where to eat" })
        #expect(picture.minY > description.1.y, "a wide picture under the texts")
        let time = try #require(shown.first { $0.0 == "09:41" })
        #expect(time.1.y >= picture.maxY, "the time under the card")
    }

    /// LINE keeps the message as it was sent, URL and all, and shows the preview under it as
    /// a card of its own, white whoever sent it: the picture across its top, then the title,
    /// the description and the domain.
    @Test(arguments: ["ann", "me"])
    func lineShowsThePreviewAsACardOfItsOwnUnderTheText(_ from: String) throws {
        let theme = ConversationTheme.standard(.talk, appearance: .light)
        let (bubbles, _) = try bubbles(.talk, from: from, text: "Look \(Self.url)", image: "wide.png")
        try #require(bubbles.count == 2)
        let (words, card) = (bubbles[0], bubbles[1])
        #expect(texts(words).map(\.0) == ["Look \(Self.url)"])
        #expect(words.fill == (from == "me" ? theme.colors.outgoing : theme.colors.incoming))
        #expect(card.fill == theme.colors.incoming, "white, whoever sent it")
        #expect(texts(card).map(\.0) == ["Ramen", "Where to eat", "example.com"])
        let shape = try #require(card.shape)
        #expect(!shape.hasTail, "the card carries no hook")
        let picture = try #require(images(card).first)
        #expect(abs(picture.minY + card.contentOrigin.y - shape.body.minY) < 0.001, "the picture across the card's top")
        #expect(abs(picture.width - shape.body.width) < 0.001)
    }

    @Test func aPictureThatCannotBeReadNamesTheLinksImage() throws {
        do {
            _ = try bubble(.whatsapp, text: "a", image: "missing.png")
            Issue.record("laid out")
        } catch let error as Diagnostic {
            #expect(error.path?.description == "messages[0].link.image")
            #expect(error.message == "missing.png: no such file")
        }
    }
}

/// Texts of 8 points a character on one line 20 points tall, which remember their string.
private struct NamedTexts: TextMeasuring {
    struct Text: MeasuredText {
        let string: String
        let extents: (logical: Rect, ink: Rect)
        var firstLineExtents: Rect? { extents.logical }
        var lastLineExtents: Rect? { extents.logical }
    }

    func text(_ string: String, font: TextFont, maxWidth: Double?, language: String?, centred: Bool) throws(Unknown) -> Text {
        let box = Rect(x: 0, y: 0, width: min(8 * Double(string.count), maxWidth ?? .infinity), height: 20)
        return Text(string: string, extents: (box, box))
    }
}

/// `wide.png` (1200 by 630, a page's preview image) and `square.png` (200 by 200); no others.
private struct NamedImages: ImageMeasuring {
    func image(_ path: String) throws(Unknown) -> MessageImage {
        let sizes = ["wide.png": (1200, 630), "square.png": (200, 200)]
        guard let (width, height) = sizes[path] else { throw Unknown(description: "\(path): no such file") }
        return MessageImage(file: .anywhere("/\(path)"), name: path, width: width, height: height)
    }
}

private struct Unknown: Error, CustomStringConvertible {
    let description: String
}
