import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// Balloons Messages draws apart from the sender's colour: a shared place as a grey rich link,
/// its map across the top; a rich link without a picture with a compass at its end; a quoted
/// photo faded as the quoted text is.
@Suite("iMessage balloons")
struct IMessageBalloonTests {
    private func bubbles(_ messages: String, theme: String) throws -> [MessageBubble<FixedTexts.Text>] {
        let chat = try Transcript.decode(from: """
            {"theme": "\(theme)", "participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}}, "messages": \(messages)}
            """, file: "t.json")
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: QuoteAndStickerNameTests.FixedSizeImages(width: 400, height: 300))
        return try RowSpec.rows(of: chat).flatMap { spec throws(Diagnostic) in
            try layout.row(spec).items.compactMap { item -> MessageBubble<FixedTexts.Text>? in
                if case .bubble(let bubble, _) = item { return bubble }
                return nil
            }
        }
    }

    private static let place = #"[{"from": "me", "card": {"kind": "location", "name": "Miradouro", "address": "Largo de Santa Luzia"}}]"#

    private func bleedShapes(_ bubble: MessageBubble<FixedTexts.Text>) -> [(path: Path, color: RGBAColor)] {
        bubble.content.parts.compactMap { part in
            if case .bleedShape(let path, let color) = part { return (path, color) }
            return nil
        }
    }

    @Test func aPlaceTheUserSharesIsAGreyRichLink() throws {
        let bubble = try #require(try bubbles(Self.place, theme: "imessage").first)
        let theme = ConversationTheme.standard(.imessage, appearance: .light)
        #expect(bubble.fill == theme.colors.incoming, "grey whoever sent it")
        let land = try #require(bleedShapes(bubble).first?.path.bounds)
        let body = try #require(bubble.shape?.body)
        let content = Rect(origin: bubble.contentOrigin, size: bubble.content.size)
        // The map, in the bubble's coordinates, reaches the body's top and sides.
        let map = land.offsetBy(dx: content.minX, dy: content.minY)
        #expect(abs(map.minY - body.minY) < 1e-9 && abs(map.minX - body.minX) < 1e-9 && abs(map.maxX - body.maxX) < 1e-9, "map \(map), body \(body)")
        let texts = bubble.content.parts.compactMap { part -> RGBAColor? in
            if case .text(_, _, let color) = part { return color }
            return nil
        }
        #expect(texts.first == theme.colors.bubble(.incoming).text, "the name in the grey balloon's text colour")
    }

    @Test func otherLooksKeepThePlaceInTheSendersBubble() throws {
        let bubble = try #require(try bubbles(Self.place, theme: "whatsapp").first)
        #expect(bubble.fill == ConversationTheme.standard(.whatsapp, appearance: .light).colors.outgoing)
        #expect(bleedShapes(bubble).isEmpty)
    }

    @Test func aQuotedPhotoIsFadedAsTheQuotedTextIs() throws {
        let bubbles = try bubbles(#"[{"from": "ann", "id": "p", "image": "a.png"}, {"from": "me", "replyTo": "p", "text": "nice"}]"#,
                                  theme: "imessage")
        try #require(bubbles.count == 3)
        let quoted = bubbles[1]
        let veil = try #require(bleedShapes(quoted).first)
        let background = ConversationTheme.standard(.imessage, appearance: .light).colors.background
        #expect(veil.color.withAlpha(255) == background && veil.color.alpha == 115, "the photo at the quoted text's 140 of 255")
        let body = try #require(quoted.shape?.body)
        let covered = try #require(veil.path.bounds).offsetBy(dx: quoted.contentOrigin.x, dy: quoted.contentOrigin.y)
        #expect(covered.minX <= body.minX + 1e-9 && covered.maxX >= body.maxX - 1e-9 && covered.minY <= body.minY + 1e-9
                    && covered.maxY >= body.maxY - 1e-9, "over the whole photo")
        #expect(bleedShapes(bubbles[0]).isEmpty, "the photo itself at full strength")
    }

    /// A rich link without a picture ends in a grey compass after its texts, vertically
    /// centred; one with a picture has none.
    @Test func aRichLinkWithoutAPictureEndsInACompass() throws {
        let links = try bubbles("""
            [{"from": "ann", "text": "https://docs.example.dev", "link": {"url": "https://docs.example.dev", "title": "Getting started"}},
             {"from": "ann", "text": "https://example.com", "link": {"url": "https://example.com", "title": "Beaches", "image": "beach.png"}}]
            """, theme: "imessage")
        #expect(links.count == 2)
        let meta = ConversationTheme.standard(.imessage, appearance: .light).colors.meta
        func compasses(_ bubble: MessageBubble<FixedTexts.Text>) -> [Rect] {
            bubble.content.parts.compactMap { part in
                if case .shape(let path, let color) = part, color == meta { return path.bounds }
                return nil
            }
        }
        let plain = try #require(links.first)
        let compass = try #require(compasses(plain).first)
        #expect(compasses(plain).count == 1)
        #expect(abs(compass.width - 30) < 0.5 && abs(compass.height - 30) < 0.5, "\(compass)")
        #expect(abs(compass.maxX - plain.content.size.width) < 1e-9, "at the content's trailing edge")
        #expect(abs(compass.midY - plain.content.size.height / 2) < 1e-9, "centred on the texts")
        for part in plain.content.parts {
            guard case .text(let block, let origin, _) = part else { continue }
            let end = origin.x + block.box.minX + block.size.width
            #expect(end + 10 <= compass.minX + 1e-9, "text ending at \(end), 10 points before the compass \(compass)")
        }
        #expect(try compasses(#require(links.last)).isEmpty, "a picture instead")
    }
}
