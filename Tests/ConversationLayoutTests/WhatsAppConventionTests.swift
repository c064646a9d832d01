import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// What WhatsApp always does, which its look asks layout for (issue #28, section 4): the
/// padlocked encryption notice and neutral event pills. Measured with texts of 8 points a
/// character.
@Suite("whatsapp conventions")
struct WhatsAppConventionTests {
    private static let group = #""participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}, "bob": {"name": "Bob"}}"#

    private func layout(_ json: String, theme: LookName = .whatsapp) throws
        -> (TranscriptLayout<FixedTexts, QuoteAndStickerNameTests.SquareImages>, [RowSpec]) {
        var chat = try Transcript.decode(from: json, file: "t.json")
        chat.theme = theme
        chat = chat.onScreen
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: QuoteAndStickerNameTests.SquareImages())
        return (layout, RowSpec.rows(of: chat))
    }

    private func rows(_ json: String, theme: LookName = .whatsapp) throws -> [Row<FixedTexts.Text>] {
        let (layout, specs) = try self.layout(json, theme: theme)
        return try specs.map { spec throws(Diagnostic) in try layout.row(spec) }
    }

    @Test func theEncryptionNoticeHasAPadlockAndEventsANeutralPill() throws {
        let rows = try rows("""
            {\(Self.group), "messages": [{"system": "Messages are end-to-end encrypted.", "kind": "encryption"},
                                          {"system": "Ann added Bob"}]}
            """)
        let colors = ConversationTheme.standard(.whatsapp, appearance: .light).colors
        let fills = rows.map { row in
            row.items.compactMap { item -> RGBAColor? in
                if case .shape(_, let color) = item { return color }
                return nil
            }
        }
        #expect(fills[0] == [try #require(colors.noticeFill), try #require(colors.noticeText)], "the yellow pill and the padlock")
        #expect(fills[1] == [try #require(colors.systemFill)], "a pill, no padlock")
        #expect(colors.noticeFill == .rgb(0xFFEECD) && colors.systemFill == colors.separatorFill)
    }
}

extension WhatsAppConventionTests {
    /// The first bubble of a run, on each side.
    private func bubbles(_ json: String, theme: LookName = .whatsapp) throws -> [MessageBubble<FixedTexts.Text>] {
        try rows(json, theme: theme).flatMap { row in
            row.items.compactMap { item -> MessageBubble<FixedTexts.Text>? in
                if case .bubble(let bubble, _) = item { return bubble }
                return nil
            }
        }
    }

    /// The app's bubble: corners of about 7.5, 7 to 9 points beside the text, and the tail's
    /// tip rounded rather than a sharp point.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid])
    func bubblesAreRoundedAndRoomy(_ look: LookName) throws {
        let bubbles = try bubbles("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {}}, "messages": [{"from": "ann", "text": "Hi"}, {"from": "me", "text": "Hello"}]}
            """, theme: look)
        #expect(bubbles.count == 2)
        for bubble in bubbles {
            let shape = try #require(bubble.shape)
            #expect(shape.metrics?.cornerRadius == 7.5)
            let content = shape.contentRect, body = shape.body
            for side in [content.minX - body.minX, body.maxX - content.maxX] {
                #expect(side >= 7 && side <= 9, "the text \(side) from the body's edge")
            }
            let bounds = try #require(shape.path.bounds)
            #expect(bounds.minX > shape.frame.minX + 0.5 || bounds.maxX < shape.frame.maxX - 0.5, "the tip is rounded off")
        }
    }
}

extension WhatsAppConventionTests {
    /// WhatsApp's Android composer: the emoji button inside the field, before the placeholder
    /// (the iOS one has the plus before the field and none in it).
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid])
    func theAndroidComposerHasTheEmojiButtonBeforeThePlaceholder(_ look: LookName) throws {
        let chat = try Transcript.decode(from: """
            {"theme": "\(look.rawValue)", "screen": {"device": "android-phone"},
             "participants": {"me": {"side": "outgoing"}, "ann": {}}, "messages": [{"from": "ann", "text": "Hi"}]}
            """, file: "t.json").onScreen
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: QuoteAndStickerNameTests.SquareImages())
        let screen = try #require(try layout.screen())
        // Each shape's box, in drawing order.
        let shapes = screen.composer.compactMap { item -> Rect? in
            if case .shape(let path, _) = item { return path.bounds }
            return nil
        }
        let placeholder = try #require(screen.composer.compactMap { item -> Rect? in
            guard case .text(let block, let origin, _) = item else { return nil }
            return block.box.offsetBy(dx: origin.x, dy: origin.y)
        }.first)
        let field = try #require(shapes.first { $0.height >= 40 && $0.width > screen.frame.size.width / 2 }, "the field")
        let fieldIndex = try #require(shapes.firstIndex(of: field))
        let before = shapes[(fieldIndex + 1)...].filter { $0.minX > field.minX && $0.maxX < placeholder.minX && $0.height < 30 }
        #expect(before.count == 1, "one icon drawn over the field between its start and the placeholder: \(before)")
        if let smiley = before.first { #expect(abs(smiley.width - smiley.height) < 0.5 && smiley.width >= 20, "round, \(smiley)") }
    }
}
