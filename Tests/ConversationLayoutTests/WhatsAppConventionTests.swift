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
        -> (TranscriptLayout<FixedTexts, QuoteAndStickerNameTests.FixedSizeImages>, [RowSpec]) {
        var chat = try Transcript.decode(from: json, file: "t.json")
        chat.theme = theme
        chat = chat.onScreen
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: QuoteAndStickerNameTests.FixedSizeImages())
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

    /// The padlock starts the notice's first line, at the outer end of the em space kept for
    /// it, so the rest of that space parts it from the first word.
    @Test func thePadlockKeepsClearOfTheFirstWord() throws {
        let row = try #require(try rows("""
            {\(Self.group), "messages": [{"system": "Messages are end-to-end encrypted.", "kind": "encryption"}]}
            """).first)
        let padlock = try #require(row.items.compactMap { item -> Rect? in
            if case .shape(let path, let color) = item, color != ConversationTheme.standard(.whatsapp, appearance: .light).colors.noticeFill {
                return path.bounds
            }
            return nil
        }.first)
        let texts = row.items.compactMap { item -> (TextBlock<FixedTexts.Text>, Point)? in
            if case .text(let block, let origin, _) = item { return (block, origin) }
            return nil
        }
        let (block, origin) = try #require(texts.first)
        let line = try #require(block.text.firstLineExtents)
        #expect(padlock.minX == origin.x + line.minX, "the padlock at the line's start")
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
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: QuoteAndStickerNameTests.FixedSizeImages())
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

extension WhatsAppConventionTests {
    private static let chat = #""participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}}"#

    /// The shapes a bubble's content draws, with their colours.
    private func shapes(_ bubble: MessageBubble<FixedTexts.Text>) -> [(Path, RGBAColor)] {
        bubble.content.parts.compactMap { part in
            if case .shape(let path, let color) = part { return (path, color) }
            return nil
        }
    }

    /// A message of the user's without `status` shows one tick after its time; one with a
    /// status shows that status's mark, and others' messages none.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid])
    func anOutgoingMessageShowsATickUnlessItsStatusSaysOtherwise(_ look: LookName) throws {
        let bubbles = try bubbles("""
            {\(Self.chat), "messages": [{"from": "me", "text": "Hi", "time": "09:41"}, {"from": "ann", "text": "Yo", "time": "09:42"},
                                         {"from": "me", "text": "Bye", "time": "09:43", "status": "sending"}]}
            """, theme: look)
        let marks = bubbles.map { shapes($0).compactMap { $0.0.bounds } }
        #expect(marks.map(\.count) == [1, 0, 1])
        if let tick = marks[0].first, let clock = marks[2].first {
            #expect(tick.width > tick.height, "a tick is wider than tall: \(tick)")
            #expect(abs(clock.width - clock.height) < 0.01, "the clock is round: \(clock)")
        }
    }

    /// A photo without caption fills its bubble but for a 3-point rim and has its time and
    /// ticks in white at its bottom trailing corner (over its shade), no line below it.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid])
    func aPhotoWithoutCaptionHasItsTimeInItsCorner(_ look: LookName) throws {
        let bubble = try #require(try bubbles("""
            {\(Self.chat), "messages": [{"from": "me", "image": "p.png", "time": "09:41"}]}
            """, theme: look).first)
        let photos = bubble.content.parts.compactMap { part -> (rect: Rect, inset: Double)? in
            if case .insetImage(_, let rect, let inset) = part { return (rect.offsetBy(dx: bubble.contentOrigin.x, dy: bubble.contentOrigin.y), inset) }
            return nil
        }
        let (photo, inset) = try #require(photos.first)
        let body = try #require(bubble.shape).body
        #expect(inset == 3, "WhatsApp's rim")
        #expect(photo.minY == body.minY + 3 && photo.maxY == body.maxY - 3, "top and bottom 3 inside the body: \(photo) in \(body)")
        let ticks = try #require(shapes(bubble).first?.0.bounds?.offsetBy(dx: bubble.contentOrigin.x, dy: bubble.contentOrigin.y))
        #expect(ticks.maxX <= body.maxX && ticks.maxX > body.maxX - 16 && ticks.maxY <= body.maxY && ticks.maxY > body.maxY - 16,
                "the ticks at the photo's bottom trailing corner: \(ticks) in \(body)")
        let time = try #require(bubble.content.parts.compactMap { part -> RGBAColor? in
            if case .text(let block, _, let color) = part, block.text.string == "09:41" { return color }
            return nil
        }.first)
        #expect(time == .white)
        #expect(shapes(bubble).dropFirst().allSatisfy { $0.1 == .white }, "the tick in white")
    }

    /// One to three emoji alone are large and without a bubble, with their time on a small
    /// chip, in a group chat too, where the sender's name goes on a tag above them.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid])
    func emojiAloneGoWithoutABubbleInGroupsToo(_ look: LookName) throws {
        let bubbles = try bubbles("""
            {\(Self.group), "messages": [{"from": "ann", "text": "🎉🎉", "time": "09:41"}, {"from": "me", "text": "👍", "time": "09:42"}]}
            """, theme: look)
        #expect(bubbles.count == 2)
        for bubble in bubbles {
            #expect(bubble.shape == nil, "no bubble")
            let times = bubble.content.parts.compactMap { part -> RGBAColor? in
                if case .text(let block, _, let color) = part, block.text.string.hasPrefix("09:4") { return color }
                return nil
            }
            #expect(times == [.white], "the time in white on its chip")
        }
        let names = bubbles[0].content.parts.compactMap { part -> String? in
            if case .text(let block, _, _) = part, block.text.string == "Ann" { return block.text.string }
            return nil
        }
        #expect(names == ["Ann"])
    }

    /// The reaction pill overlaps the bottom of emoji drawn without a bubble, as a bubble's
    /// edge, beside their time chip rather than under or over it, on either side (review 19),
    /// level with the chip under the emoji, not hanging from the chip's foot (review 23).
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid])
    func aReactionOnBareEmojiOverlapsTheirBottomBesideTheTimeChip(_ look: LookName) throws {
        let rows = try rows("""
            {\(Self.group), "messages": [
              {"from": "me", "text": "🎉", "time": "09:43", "reactions": [{"emoji": "🥳", "from": ["ann", "bob"]}]},
              {"from": "ann", "text": "👍", "time": "09:44", "reactions": [{"emoji": "😂", "from": ["me"]}]}]}
            """, theme: look)
        for row in rows {
            let (chip, pill, content) = try bareChipAndPill(row)
            let emoji = try emojiBottom(row)
            #expect(pill.minY < emoji && pill.maxY > emoji, "the pill \(pill) over the emoji's bottom \(emoji), not under the content's \(content.maxY)")
            #expect(pill.minY < chip.minY && pill.maxY > chip.midY, "the pill \(pill) level with the chip \(chip)")
            #expect(pill.maxX <= chip.minX || pill.minX >= chip.maxX, "the pill (ring included) \(pill) clear of the chip \(chip)")
        }
    }

    /// The bottom of the emoji's text in the content without a bubble in `row`, in row
    /// coordinates.
    private func emojiBottom(_ row: Row<FixedTexts.Text>) throws -> Double {
        try #require(row.items.compactMap { item -> Double? in
            guard case .bubble(let bubble, let origin) = item, bubble.shape == nil else { return nil }
            return bubble.content.parts.compactMap { part -> Double? in
                guard case .text(let block, let at, _) = part, JumboEmoji.applies(to: block.text.string) else { return nil }
                return origin.y + bubble.contentOrigin.y + at.y + block.text.extents.ink.maxY
            }.first
        }.first)
    }

    /// On a sticker the pill overlaps its bottom edge at the end away from the time's chip,
    /// whoever sent it (review 19).
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid])
    func aReactionOnAStickerOverlapsItsBottomAwayFromTheTimeChip(_ look: LookName) throws {
        let rows = try rows("""
            {\(Self.group), "messages": [
              {"from": "ann", "sticker": "smile.png", "time": "16:04", "reactions": [{"emoji": "😂", "from": ["me"]}]},
              {"from": "me", "sticker": "smile.png", "time": "16:05", "reactions": [{"emoji": "😂", "from": ["ann"]}]}]}
            """, theme: look)
        for row in rows {
            let (chip, pill, sticker) = try bareChipAndPill(row)
            #expect(pill.minY < sticker.maxY && pill.maxY > sticker.maxY, "the pill \(pill) over the bottom \(sticker.maxY)")
            #expect(pill.maxX < chip.minX, "the pill \(pill) at the leading end, the chip \(chip) at the trailing")
            #expect(pill.minX < sticker.minX + 10, "the pill \(pill) 8 points in from the sticker's leading edge \(sticker.minX)")
        }
    }

    /// The time chip (the first shape), the reaction pill (ring included) and the bounds of
    /// the content without a bubble in `row`, in row coordinates.
    private func bareChipAndPill(_ row: Row<FixedTexts.Text>) throws -> (chip: Rect, pill: Rect, content: Rect) {
        let bare = try #require(row.items.compactMap { item -> (MessageBubble<FixedTexts.Text>, Point)? in
            guard case .bubble(let bubble, let origin) = item, bubble.shape == nil else { return nil }
            return (bubble, origin)
        }.first)
        let chip = try #require(bare.0.content.timeChip).offsetBy(dx: bare.1.x, dy: bare.1.y)
        let pill = try #require(row.items.compactMap { item -> Rect? in
            if case .reaction(let mark) = item { return mark.bounds }
            return nil
        }.first)
        return (chip, pill, bare.0.bounds.offsetBy(dx: bare.1.x, dy: bare.1.y))
    }

    /// Emoji without a bubble line up with the bodies of the bubbles around them (not with
    /// the strip their tails take), on either side.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid])
    func emojiAloneLineUpWithBubbleBodies(_ look: LookName) throws {
        let (layout, specs) = try layout("""
            {\(Self.group), "messages": [{"from": "ann", "text": "Who is in?"}, {"from": "bob", "text": "Me"}, {"from": "bob", "text": "👍"},
                                          {"from": "me", "text": "Me too"}, {"from": "me", "text": "🎉"}]}
            """, theme: look)
        let edges = try specs.map { spec throws(Diagnostic) in try layout.row(spec) }.compactMap { row -> (left: Double, right: Double)? in
            row.items.compactMap { item -> (left: Double, right: Double)? in
                guard case .bubble(let bubble, let origin) = item else { return nil }
                let body = (bubble.shape?.body ?? bubble.bounds).offsetBy(dx: origin.x, dy: origin.y)
                return (body.minX, body.maxX)
            }.first
        }
        #expect(edges.count == 5)
        if edges.count == 5 {
            #expect(edges[2].left == edges[1].left, "Bob's 👍 starts where his bubble does")
            #expect(edges[4].right == edges[3].right, "the user's 🎉 ends where their bubble does")
        }
    }

    /// A group member's avatar sits beside the first bubble of their run, level with its top
    /// (where the tail and the name are), not beside the last.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid])
    func theAvatarTopsTheRun(_ look: LookName) throws {
        let rows = try rows("""
            {\(Self.group), "messages": [{"from": "ann", "text": "One"}, {"from": "ann", "text": "Two"}, {"from": "bob", "text": "Three"}]}
            """, theme: look)
        let placed = rows.map { row in
            row.items.compactMap { item -> Rect? in
                if case .avatar(_, let rect) = item { return rect }
                return nil
            }
        }
        let tops = rows.map { row in
            row.items.compactMap { item -> Double? in
                if case .bubble(let bubble, let origin) = item { return (bubble.shape?.body ?? bubble.bounds).minY + origin.y }
                return nil
            }.first
        }
        #expect(placed.map(\.count) == [1, 0, 1], "Ann's on her first bubble, Bob's on his")
        #expect(placed[0].first?.minY == tops[0] && placed[2].first?.minY == tops[2])
    }

    /// A failed message keeps its edge: its bubble ends where a sent one's does, and its red
    /// mark is inside it after the time.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid])
    func aFailedMessageKeepsItsEdge(_ look: LookName) throws {
        let (layout, specs) = try layout("""
            {\(Self.chat), "messages": [{"from": "me", "text": "Sent", "time": "09:41"},
                                         {"from": "me", "text": "Failed", "time": "09:42", "status": "failed"}]}
            """, theme: look)
        let rows = try specs.map { spec throws(Diagnostic) in try layout.row(spec) }
        let placed = rows.flatMap { row in
            row.items.compactMap { item -> (MessageBubble<FixedTexts.Text>, Point)? in
                if case .bubble(let bubble, let origin) = item { return (bubble, origin) }
                return nil
            }
        }
        #expect(placed.count == 2 && rows.allSatisfy { $0.items.count == 1 }, "nothing beside the bubbles")
        if placed.count == 2 {
            // The bodies' right edges (the first bubble's tail reaches beyond its body).
            let edges = placed.map { bubble, origin in (bubble.shape?.body ?? bubble.bounds).maxX + origin.x }
            #expect(edges[0] == edges[1])
            #expect(shapes(placed[1].0).map(\.1) == [TranscriptLayout<FixedTexts, QuoteAndStickerNameTests.FixedSizeImages>.failedRed])
        }
    }

    /// The header of a one-to-one chat says "online" when the screen gives no subtitle.
    @Test(arguments: [("iphone-6.1", LookName.whatsapp), ("android-phone", .whatsapp), ("android-phone", .whatsappAndroid)])
    func theHeaderSaysOnline(_ device: String, _ look: LookName) throws {
        let chat = try Transcript.decode(from: """
            {"theme": "\(look.rawValue)", "screen": {"device": "\(device)"}, \(Self.chat), "messages": [{"from": "ann", "text": "Hi"}]}
            """, file: "t.json").onScreen
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: QuoteAndStickerNameTests.FixedSizeImages())
        let screen = try #require(try layout.screen())
        let colors = try #require(ChatLook.named(look)).chrome(screen.frame.size.platform).bars[.light]
        let texts = try layout.headerItems(screen.frame, colors: colors).compactMap { item -> String? in
            if case .text(let block, _, _) = item { return block.text.string }
            return nil
        }
        #expect(texts.contains("online"), "\(texts)")
    }

    /// The doodles are many, small, faint and set at random: at least ten a 100-point square,
    /// none larger than 20 points, each place's doodle picked by the generator, in a tile at
    /// least 400 points wide, in ink at most 15% strong.
    @Test func theDoodlesAreDenseSmallIrregularAndFaint() {
        let look = ChatLook.whatsapp
        let pattern = look.doodlePattern
        #expect(Double(pattern.grid * pattern.grid) / (pattern.side * pattern.side) * 10_000 >= 10)
        #expect(pattern.size + pattern.sizeSpread <= 20 && pattern.shuffled && pattern.side >= 400)
        #expect(look.doodleInk.light.amount <= 0.15 && look.doodleInk.dark.amount <= 0.08)
        #expect(ChatLook.whatsappAndroid.doodlePattern == pattern)
    }

    /// WhatsApp's contact without a picture is a person's silhouette on grey, no initials, in
    /// a group chat's rows as in the header; other looks write initials.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid, .plain])
    func aContactWithoutAPictureIsASilhouette(_ theme: LookName) throws {
        let rows = try rows("""
            {\(Self.group), "messages": [{"from": "ann", "text": "Hi"}, {"from": "bob", "text": "Hello"}]}
            """, theme: theme)
        let avatars = rows.flatMap(\.items).compactMap { item -> Avatar<FixedTexts.Text>? in
            if case .avatar(let avatar, _) = item { return avatar }
            return nil
        }
        #expect(avatars.count == 2)
        let silhouettes = avatars.filter { if case .silhouette = $0 { true } else { false } }
        #expect(silhouettes.count == (theme == .plain ? 0 : 2))
        if case .silhouette(let disc, let figure) = avatars.first {
            #expect(disc == .rgb(0xDFE5E7) && figure == .white)
        }
    }
}

