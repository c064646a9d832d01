import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// The details review 16 found in the WhatsApp looks and `plain`: blocks close to the
/// bubble's outline, no ticks or "Edited" without a time, the camera of a quoted photo, a
/// readable time chip, bare emoji in `plain` and the sticker button of the iOS composer.
/// Measured with texts of 8 points a character.
@Suite("whatsapp details")
struct WhatsAppDetailTests {
    private static let chat = #""participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}}"#

    private func rows(_ json: String, theme: LookName) throws -> [Row<FixedTexts.Text>] {
        var chat = try Transcript.decode(from: json, file: "t.json")
        chat.theme = theme
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: QuoteAndStickerNameTests.FixedSizeImages())
        return try RowSpec.rows(of: chat).map { spec throws(Diagnostic) in try layout.row(spec) }
    }

    private func bubbles(_ json: String, theme: LookName) throws -> [MessageBubble<FixedTexts.Text>] {
        try rows(json, theme: theme).flatMap { row in
            row.items.compactMap { item -> MessageBubble<FixedTexts.Text>? in
                if case .bubble(let bubble, _) = item { return bubble }
                return nil
            }
        }
    }

    /// The boxes of a bubble's shapes where the bubble is, with their colours.
    private func shapes(_ bubble: MessageBubble<FixedTexts.Text>) -> [(box: Rect, color: RGBAColor)] {
        bubble.content.parts.compactMap { part in
            guard case .shape(let path, let color) = part, let box = path.bounds else { return nil }
            return (box.offsetBy(dx: bubble.contentOrigin.x, dy: bubble.contentOrigin.y), color)
        }
    }

    /// The strings a bubble writes.
    private func strings(_ bubble: MessageBubble<FixedTexts.Text>) -> [String] {
        bubble.content.parts.compactMap { part in
            if case .text(let block, _, _) = part { return block.text.string }
            return nil
        }
    }

    /// A quote block and a link preview card sit 3 points inside the body on each side, and
    /// 3 below its top when nothing is above them, as WhatsApp's photos do.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid])
    func quotesAndLinkCardsSitThreePointsInside(_ look: LookName) throws {
        let bubbles = try bubbles("""
            {\(Self.chat), "messages": [
              {"from": "ann", "text": "Dinner at 7?", "time": "09:40"},
              {"from": "me", "quote": {"from": "ann", "text": "Dinner at 7?"}, "text": "Yes! 7pm works", "time": "09:41"},
              {"from": "ann", "text": "Look https://example.com", "time": "09:42",
               "link": {"url": "https://example.com", "title": "An example page"}}]}
            """, theme: look)
        for bubble in bubbles.dropFirst() {
            let body = try #require(bubble.shape).body
            let block = try #require(shapes(bubble).max { $0.box.width < $1.box.width }).box
            #expect(abs(block.minX - (body.minX + 3)) < 0.01 && abs(block.maxX - (body.maxX - 3)) < 0.51,
                    "3 points from each side: \(block) in \(body)")
            #expect(abs(block.minY - (body.minY + 3)) < 0.01, "3 points under the top: \(block) in \(body)")
        }
    }

    /// WhatsApp never shows ticks or "Edited" without a time: a message without one shows
    /// neither, one with a time both; a failed message keeps its red mark.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid])
    func noTicksOrEditedWithoutATime(_ look: LookName) throws {
        let bubbles = try bubbles("""
            {\(Self.chat), "messages": [{"from": "me", "text": "See you there", "edited": true, "status": "read"},
                                         {"from": "me", "text": "Dinner is at eight", "edited": true, "time": "09:43"},
                                         {"from": "me", "text": "Lost", "status": "failed"}]}
            """, theme: look)
        #expect(strings(bubbles[0]) == ["See you there"] && shapes(bubbles[0]).isEmpty, "neither ticks nor Edited")
        #expect(strings(bubbles[1]).contains("Edited 09:43") && shapes(bubbles[1]).count == 1, "Edited, the time and a tick")
        #expect(shapes(bubbles[2]).contains { $0.color == TranscriptLayout<FixedTexts, QuoteAndStickerNameTests.FixedSizeImages>.failedRed })
    }

    /// `plain` keeps drawing the ticks a message asks for without a time.
    @Test func plainShowsTicksWithoutATime() throws {
        let bubble = try #require(try bubbles(#"{\#(Self.chat), "messages": [{"from": "me", "text": "Hi", "status": "read"}]}"#,
                                              theme: .plain).first)
        #expect(shapes(bubble).count == 1)
    }

    /// A quoted photo without text shows a camera in the text's colour before "Photo".
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid])
    func aQuotedPhotoHasACameraBeforeItsWord(_ look: LookName) throws {
        let bubble = try #require(try bubbles("""
            {\(Self.chat), "messages": [{"from": "me", "quote": {"from": "ann", "image": "p.png"}, "text": "So jealous", "time": "09:41"}]}
            """, theme: look).first)
        let photo = try #require(bubble.content.parts.compactMap { part -> Rect? in
            guard case .text(let block, let origin, _) = part, block.text.string == "Photo" else { return nil }
            return block.box.offsetBy(dx: origin.x + bubble.contentOrigin.x, dy: origin.y + bubble.contentOrigin.y)
        }.first)
        let camera = shapes(bubble).first { box, _ in
            box.maxX <= photo.minX && box.maxX > photo.minX - 8 && box.midY > photo.minY && box.midY < photo.maxY && box.width > box.height
        }
        #expect(camera != nil, "a camera just before \(photo)")
    }

    /// The chip under a sticker's time is dark enough for WhatsApp's blue read ticks to keep
    /// 3:1 on it over the light canvas, the white time far more.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid, .plain])
    func readTicksStandOutOnTheStickerChip(_ look: LookName) throws {
        let theme = ConversationTheme.standard(look, appearance: .light)
        let chip = Contrast.composite(theme.look.stampChip, over: .white)
        let read = try #require(theme.look.ticks.read.light)
        #expect(Contrast.ratio(read, chip) >= 3, "\(read) on \(chip)")
        #expect(Contrast.ratio(.white, chip) >= 4.5)
    }

    /// `plain` draws one to three emoji sent alone large and without a bubble.
    @Test func plainDrawsEmojiAloneWithoutABubble() throws {
        let rows = try rows(#"{\#(Self.chat), "messages": [{"from": "ann", "text": "🎉", "time": "09:41"}]}"#, theme: .plain)
        let bubble = try #require(rows.first?.items.compactMap { item -> MessageBubble<FixedTexts.Text>? in
            if case .bubble(let bubble, _) = item { return bubble }
            return nil
        }.first)
        #expect(bubble.shape == nil)
    }

    /// In `plain` dark the time chip of emoji alone and of a sticker, on the black canvas, is
    /// the dark incoming bubble's grey, which shows there as the bubbles do, with the white
    /// time and blue read ticks legible on it; light keeps the translucent black chip
    /// (review 19, plain 3).
    @Test(arguments: [Appearance.light, .dark])
    func plainsBareTimeChipShowsOnItsCanvas(_ appearance: Appearance) throws {
        let bubbles = try bubbles(#"{"appearance": "\#(appearance.rawValue)", \#(Self.chat), "messages": [{"from": "me", "text": "🎉", "time": "09:41", "status": "read"},"#
                                  + #"{"from": "ann", "sticker": "smile.png", "time": "09:42"}]}"#, theme: .plain)
        let theme = ConversationTheme.standard(.plain, appearance: appearance)
        for bubble in bubbles {
            let chip = try #require(shapes(bubble).first).color
            if appearance == .light {
                #expect(chip == theme.look.stampChip)
                continue
            }
            #expect(chip == theme.colors.incoming)
            #expect(Contrast.ratio(chip, theme.colors.background) >= 1.3, "\(chip) shows on the canvas")
            #expect(Contrast.ratio(.white, chip) >= 4.5)
            #expect(Contrast.ratio(try #require(theme.look.ticks.read.dark), chip) >= 3)
        }
    }

    /// WhatsApp's iOS composer has the sticker button inside the field at its right end,
    /// before the camera and microphone, with or without a draft.
    @Test(arguments: [nil, "On my way"])
    func theIOSComposerHasTheStickerButtonInTheField(_ draft: String?) throws {
        let screen = draft.map { #", "draft": "\#($0)""# } ?? ""
        let chat = try Transcript.decode(from: """
            {"theme": "whatsapp", "screen": {"device": "iphone-6.1"\(screen)},
             "participants": {"me": {"side": "outgoing"}, "ann": {}}, "messages": [{"from": "ann", "text": "Hi"}]}
            """, file: "t.json").onScreen
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: QuoteAndStickerNameTests.FixedSizeImages())
        let composer = try #require(try layout.screen()).composer
        let boxes = composer.compactMap { item -> Rect? in
            if case .shape(let path, _) = item { return path.bounds }
            return nil
        }
        let field = try #require(boxes.first { $0.height >= 36 && $0.width > 150 }, "the field")
        let inField = boxes.filter { $0.minX > field.midX && $0.maxX < field.maxX && $0.minY > field.minY && $0.maxY < field.maxY }
        #expect(inField.count == 1, "one button in the field's right half: \(inField)")
        if let sticker = inField.first { #expect(abs(sticker.width - sticker.height) < 0.5 && sticker.width >= 18, "square, \(sticker)") }
    }

    /// Every bubble of the WhatsApp looks, the typing bubble too, carries the look's hairline
    /// shadow (review 16); iMessage's none.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid, .imessage])
    func bubblesCarryTheShadow(_ look: LookName) throws {
        let bubbles = try bubbles("""
            {\(Self.chat), "messages": [{"from": "ann", "text": "Dinner at 7?", "time": "09:40"}, {"typing": "ann"}]}
            """, theme: look)
        // iMessage's typing capsule is no bubble.
        #expect(bubbles.count == (look == .imessage ? 1 : 2))
        let expected = look == .imessage ? nil : ChatLook.whatsapp.bubbleShadow
        #expect(bubbles.allSatisfy { $0.shadow == expected && $0.shape != nil })
    }

    /// A quote of the user's own message has its bar and "You" in WhatsApp's teal, per
    /// appearance; anyone else's keeps their colour (review 16: "You" was magenta).
    @Test(arguments: [Appearance.light, .dark])
    func ownQuotesAreTeal(_ appearance: Appearance) throws {
        let teal: RGBAColor = appearance == .light ? .rgb(0x00A884) : .rgb(0x06CF9C)
        let quoted = try bubbles("""
            {\(Self.chat), "appearance": "\(appearance.rawValue)", "messages": [
              {"from": "ann", "quote": {"from": "me", "text": "Dinner at 7?"}, "text": "Yes!", "time": "09:41"},
              {"from": "me", "quote": {"from": "ann", "text": "Yes!"}, "text": "Great", "time": "09:42"}]}
            """, theme: .whatsapp)
        #expect(quoted.count == 2)
        #expect(try shapes(#require(quoted.first)).contains { $0.color == teal }, "the bar of the user's own quote")
        #expect(try !shapes(#require(quoted.last)).contains { $0.color == teal }, "Ann's quote keeps her colour")
    }

    /// A photo without caption has its time in white over a soft shade at its bottom, from
    /// clear to WhatsApp's dark, not on a chip (review 18); `plain` keeps the chip.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid, .plain])
    func aPhotosTimeSitsOnAShade(_ look: LookName) throws {
        let bubble = try #require(try bubbles("""
            {\(Self.chat), "messages": [{"from": "ann", "image": "beach.png", "time": "09:41"}]}
            """, theme: look).first)
        let shades = bubble.content.parts.compactMap { part -> (Rect, RGBAColor, RGBAColor)? in
            if case .insetShade(let rect, _, let top, let bottom) = part { return (rect, top, bottom) }
            return nil
        }
        let chip = shapes(bubble).contains { $0.color == ChatLook.whatsapp.stampChip }
        if look == .plain {
            #expect(shades.isEmpty && chip)
        } else {
            let (rect, top, bottom) = try #require(shades.first)
            #expect(shades.count == 1 && !chip)
            #expect(top.alpha == 0 && bottom == ChatLook.whatsapp.photoTimeShade)
            #expect(abs(rect.height - 32) < 1e-9)
        }
    }
}
