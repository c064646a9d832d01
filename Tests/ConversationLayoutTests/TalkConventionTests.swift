import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// What LINE does, which the `talk` look follows: its colours, LINE's hook beside the top
/// corner of a run's first bubble, the other person's avatar and name in a chat of two too,
/// photos without a bubble, one reaction badge, no typing indicator, no "Forwarded", no text
/// formatting, date pills with white words, LINE's header buttons, the resend mark where a
/// failed message's time goes, a shared place as a white card, and "Aa" with the emoji
/// button in the composer. Measured with texts of 8 points a character.
@Suite("talk conventions")
struct TalkConventionTests {
    private static let group = #""participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}, "bob": {"name": "Bob"}}"#
    private static let pair = #""participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}}"#
    private static let colors = ConversationTheme.standard(.talk, appearance: .light).colors

    private func layout(_ json: String, look: ChatLook? = nil) throws -> (TranscriptLayout<FixedTexts, QuoteAndStickerNameTests.FixedSizeImages>, [RowSpec]) {
        var chat = try Transcript.decode(from: json, file: "t.json")
        chat.theme = .talk
        chat = chat.onScreen
        let theme = look.map { ConversationTheme.resolved(for: chat, look: $0) }
        let layout = TranscriptLayout(transcript: chat, file: "t.json", theme: theme, texts: FixedTexts(),
                                      images: QuoteAndStickerNameTests.FixedSizeImages())
        return (layout, RowSpec.rows(of: chat))
    }

    private func rows(_ json: String, look: ChatLook? = nil) throws -> [Row<FixedTexts.Text>] {
        let (layout, specs) = try layout(json, look: look)
        return try specs.map { spec throws(Diagnostic) in try layout.row(spec) }
    }

    /// The row's bubbles and where they go.
    private func bubbles(_ row: Row<FixedTexts.Text>) -> [(bubble: MessageBubble<FixedTexts.Text>, origin: Point)] {
        row.items.compactMap { item in
            if case .bubble(let bubble, let origin) = item { return (bubble, origin) }
            return nil
        }
    }

    private func avatars(_ row: Row<FixedTexts.Text>) -> [(Avatar<FixedTexts.Text>, Rect)] {
        row.items.compactMap { item in
            if case .avatar(let avatar, let rect) = item { return (avatar, rect) }
            return nil
        }
    }

    private func strings(_ row: Row<FixedTexts.Text>) -> [String] {
        row.items.compactMap { item in
            if case .text(let block, _, _) = item { return block.text.string }
            return nil
        }
    }

    @Test func theAvatarHeadsTheRunBesideTheName() throws {
        let rows = try rows("""
            {\(Self.group), "messages": [{"from": "ann", "text": "One"}, {"from": "ann", "text": "Two"}]}
            """)
        #expect(rows.map { avatars($0).count } == [1, 0])
        let name = rows[0].items.compactMap { item -> Double? in
            if case .text(let block, let origin, _) = item, block.text.string == "Ann" { return origin.y + block.box.minY }
            return nil
        }.first
        #expect(avatars(rows[0]).first?.1.minY == 0 && name == 0, "the avatar and the name start the row")
    }

    /// LINE shows the other person's avatar (about 36 points, round) and name at the head of
    /// their runs in a chat of two as well, the bubbles beside the avatar.
    @Test func aChatOfTwoShowsTheOtherPersonsAvatarAndName() throws {
        let rows = try rows("""
            {\(Self.pair), "messages": [{"from": "ann", "text": "One"}, {"from": "ann", "text": "Two"}, {"from": "me", "text": "Hi"}]}
            """)
        #expect(rows.map { avatars($0).count } == [1, 0, 0])
        let avatar = try #require(avatars(rows[0]).first).1
        #expect(avatar.size == Size(width: 36, height: 36))
        #expect(strings(rows[0]).contains("Ann") && !strings(rows[1]).contains("Ann") && !strings(rows[2]).contains("Ann"))
        for row in rows.prefix(2) {
            let (bubble, origin) = try #require(bubbles(row).first)
            #expect(origin.x + (bubble.shape?.bounds.minX ?? 0) >= avatar.maxX, "the bubbles beside the avatar")
        }
    }

    /// LINE's default picture is a grey person, never initials.
    @Test func aContactWithoutAPictureIsAGreyPerson() throws {
        let row = try #require(try rows(#"{\#(Self.pair), "messages": [{"from": "ann", "text": "Hi"}]}"#).first)
        let avatar = try #require(avatars(row).first).0
        guard case .silhouette(let disc, let figure) = avatar else {
            Issue.record("\(avatar) is not a silhouette")
            return
        }
        #expect(figure == .white && disc != figure)
    }

    /// Initials grow with the avatar: 12 points in a 28-point one, 36 × 3/7 in LINE's 36
    /// (a look of talk's with initials, as a look file may make it).
    @Test func initialsGrowWithTheAvatar() throws {
        let chat = try Transcript.decode(from: #"{\#(Self.pair), "messages": [{"from": "ann", "text": "Hi"}]}"#, file: "t.json")
        var theme = ConversationTheme.standard(.talk, appearance: .light)
        theme.look.monogram = .senderColor
        let layout = TranscriptLayout(transcript: chat, file: "t.json", theme: theme, texts: WrappingTexts(), images: MissingImages())
        let row = try layout.row(try #require(RowSpec.rows(of: chat, theme: theme).first))
        let letters = row.items.compactMap { item -> Double? in
            if case .avatar(.initials(let block, _), _) = item { return block.size.width }
            return nil
        }
        let count = Double(Participant(id: "ann", name: "Ann").initials.count)
        #expect(letters == [(36.0 * 3 / 7 / 2 * count).rounded(.up)], "each letter half as wide as it is large, on whole points")
    }

    /// The user's bubbles light green with black text, others' white, on the blue-grey canvas;
    /// dark, the green stays with its black text.
    @Test func theUsersBubblesAreLightGreenWithBlackText() {
        #expect(Self.colors.background == .rgb(0x8CABD9))
        #expect(Self.colors.outgoing == .rgb(0x8DE055) && Self.colors.outgoingText == .black)
        #expect(Self.colors.incoming == .white && Self.colors.incomingText == .black)
        let dark = ConversationTheme.standard(.talk, appearance: .dark).colors
        let green = Int(dark.outgoing.green)
        #expect(green > Int(dark.outgoing.red) + 40 && green > Int(dark.outgoing.blue) + 40 && dark.outgoingText == .black)
    }

    /// A run's first bubble has LINE's hook beside its top corner: nothing rises over the
    /// body's top edge; the run's other bubbles have none and line up with it.
    @Test func aRunsFirstBubbleHasLINEsHookBesideTheTopCorner() throws {
        let (hooked, plain, aligned) = try firstTwo(look: nil)
        #expect(hooked.style == .sideHook && hooked.hasTail && !plain.hasTail)
        #expect(hooked.bounds.minY == hooked.body.minY, "nothing above the top edge")
        #expect(hooked.bounds.minX < hooked.body.minX - 5, "the hook sticks out beside the body")
        #expect(aligned)
    }

    /// The reference design's `talk` tail, on the top edge, is a look file's `"outline":
    /// "talk"` away, and what `bubbles bubble --theme talk` draws (`referenceOutline`).
    @Test func theReferenceTalkTailStaysALookFileAway() throws {
        #expect(ChatLook.talk.referenceOutline == .talk)
        let file = try LookFile.decode(from: Array(#"{"base": "talk", "outline": "talk"}"#.utf8), file: "talk.json")
        let (hooked, plain, aligned) = try firstTwo(look: file.look)
        #expect(hooked.style == .talk && hooked.hasTail && !plain.hasTail)
        #expect(hooked.bounds.minY < hooked.body.minY, "the tail rises over the top edge")
        #expect(aligned)
        let other = try LookFile.decode(from: Array(#"{"base": "talk", "outline": "plain"}"#.utf8), file: "plain.json")
        #expect(other.look.referenceOutline == nil, "a file's own outline is the one bubbles bubble draws too")
    }

    /// The shapes of a run's two bubbles in `look` (nil: `talk`), and whether their bodies
    /// line up.
    private func firstTwo(look: ChatLook?) throws -> (first: BubbleShape, second: BubbleShape, aligned: Bool) {
        let rows = try rows("""
            {\(Self.pair), "messages": [{"from": "ann", "text": "One"}, {"from": "ann", "text": "Two"}]}
            """, look: look)
        let (first, firstOrigin) = try #require(bubbles(rows[0]).first)
        let (second, secondOrigin) = try #require(bubbles(rows[1]).first)
        let hooked = try #require(first.shape), plain = try #require(second.shape)
        return (hooked, plain, firstOrigin.x + hooked.body.minX == secondOrigin.x + plain.body.minX)
    }

    /// LINE's header has the search glass, the phone and the menu of three lines at its
    /// trailing end, on iOS and Android (review 17).
    @Test func theHeaderHasLINEsThreeButtons() {
        for chrome in [ChatLook.talk.ios, ChatLook.talk.android] {
            #expect(chrome.header.buttons.map(\.icon) == [.lines, .phone, .search])
        }
    }

    /// LINE shows no online or last-seen status: the header has the name alone, even where
    /// the screen names a subtitle or the chat is a group (review 19).
    @Test(arguments: ["iphone-6.1", "android-phone"])
    func theHeaderShowsTheNameAlone(_ device: String) throws {
        for people in [Self.pair, Self.group] {
            let (layout, _) = try layout(#"{"screen": {"device": "\#(device)", "subtitle": "online"}, \#(people), "messages": []}"#)
            let frame = try #require(try layout.screen()).frame
            let texts = try layout.headerItems(frame, colors: ChatLook.talk.chrome(frame.size.platform).bars.light).compactMap { item -> String? in
                if case .text(let block, _, _) = item { return block.text.string }
                return nil
            }
            #expect(texts.count == 1 && !texts.contains("online"), "\(texts)")
        }
        #expect(ChatLook.builtIn.filter { !$0.headerSubtitle }.map(\.name) == [.talk], "the other looks show a subtitle")
    }

    /// LINE for Android keeps its own back chevron, as on iOS, not Material's arrow (reviews
    /// 19 to 21); WhatsApp for Android keeps the arrow.
    @Test func theAndroidHeaderBacksWithLINEsChevron() throws {
        func backIcon(_ look: ChatLook) throws -> Rect {
            let (layout, _) = try layout(#"{"screen": {"device": "android-phone"}, \#(Self.pair), "messages": []}"#, look: look)
            let frame = try #require(try layout.screen()).frame
            let shapes = try layout.headerItems(frame, colors: layout.theme.look.chrome(frame.size.platform).bars.light).compactMap { item -> Rect? in
                if case .shape(let path, _) = item { return path.bounds }
                return nil
            }
            return try #require(shapes.min { $0.minX < $1.minX })
        }
        let line = try backIcon(.talk), material = try backIcon(.whatsappAndroid)
        #expect(line.width < line.height, "a chevron, taller than wide: \(line)")
        #expect(material.width > material.height, "an arrow, wider than tall: \(material)")
    }

    /// A message that did not go through keeps its place at the edge; the red resend mark
    /// sits where its time would, level with the bubble's foot, and no time is written
    /// (review 17).
    @Test func aFailedMessageHasTheMarkWhereItsTimeGoes() throws {
        let rows = try rows("""
            {\(Self.pair), "messages": [{"from": "me", "text": "Sent", "time": "09:41"},
                                        {"from": "me", "text": "Sent", "time": "09:42", "status": "failed"}]}
            """)
        let (sent, sentOrigin) = try #require(bubbles(rows[0]).first)
        let (failed, failedOrigin) = try #require(bubbles(rows[1]).first)
        #expect(sentOrigin.x + sent.frame.maxX == failedOrigin.x + failed.frame.maxX, "the failed bubble stays at the edge")
        let red = rows[1].items.compactMap { item -> Rect? in
            if case .shape(let path, let color) = item, color == TranscriptLayout<FixedTexts, MissingImages>.failedRed { return path.bounds }
            return nil
        }
        let mark = try #require(red.first)
        let body = failed.bounds.offsetBy(dx: failedOrigin.x, dy: failedOrigin.y)
        #expect(mark.maxX <= body.minX - 6 + 1e-9 && abs(mark.maxY - body.maxY) < 1e-9, "the mark \(mark) left of the bubble \(body), at its foot")
        let words = rows[1].items.compactMap { item -> String? in
            if case .text(let block, _, _) = item { return block.text.string }
            return nil
        }
        #expect(!words.contains("09:42"), "no time")
    }

    /// A place shared alone is a white card, whoever sent it, its map across the top.
    @Test func aPlaceIsAWhiteCard() throws {
        let rows = try rows(#"{\#(Self.pair), "messages": [{"from": "me", "card": {"kind": "location", "name": "Shibuya", "address": "Tokyo"}}]}"#)
        let (bubble, _) = try #require(rows.first.flatMap { bubbles($0).first })
        #expect(bubble.fill == Self.colors.incoming)
        #expect(bubble.content.parts.contains { if case .bleedShape = $0 { true } else { false } }, "the map reaches the card's edges")
    }

    /// On Android LINE and WhatsApp write the draft as large as their messages, 16 points
    /// (review 18: it was 18, Telegram's).
    @Test(arguments: [LookName.talk, .whatsappAndroid])
    func theAndroidDraftIsAsLargeAsTheMessages(_ look: LookName) throws {
        let chat = try Transcript.decode(from: """
            {"theme": "\(look.rawValue)", "screen": {"device": "android-phone", "draft": "Hi there"},
             "participants": {"me": {"side": "outgoing"}, "ann": {}}, "messages": [{"from": "ann", "text": "Hi"}]}
            """, file: "t.json").onScreen
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: WrappingTexts(), images: QuoteAndStickerNameTests.FixedSizeImages())
        let composer = try #require(try layout.screen()).composer
        let widths = composer.compactMap { item -> Double? in
            if case .text(let block, _, _) = item, block.text.string == "Hi there" { return block.size.width }
            return nil
        }
        #expect(widths == [64], "8 characters at 16 points")
    }

    /// On Android an icon in the field sits 13 points in from its end, as WhatsApp's emoji
    /// button sits from its start; on both platforms a draft runs to 12 points before it
    /// (review 22: talk's draft wrapped about 50 points short of the field's end).
    @Test(arguments: [(LookName.talk, "android-phone"), (.whatsappAndroid, "android-phone"), (.talk, "iphone-6.1"), (.whatsapp, "iphone-6.1")])
    func aDraftRunsUpToTheIconInTheField(_ look: LookName, _ device: String) throws {
        let draft = String(repeating: "words ", count: 30)
        let chat = try Transcript.decode(from: """
            {"theme": "\(look.rawValue)", "screen": {"device": "\(device)", "draft": "\(draft)"},
             "participants": {"me": {"side": "outgoing"}, "ann": {}}, "messages": [{"from": "ann", "text": "Hi"}]}
            """, file: "t.json").onScreen
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: WrappingTexts(), images: QuoteAndStickerNameTests.FixedSizeImages())
        let (frame, composer) = try #require(try layout.screen())
        let colors = try #require(ChatLook.named(look)).chrome(frame.size.platform).composerColors.light
        let shapes = composer.compactMap { item -> (Rect, RGBAColor)? in
            if case .shape(let path, let color) = item, let bounds = path.bounds { return (bounds, color) }
            return nil
        }
        let field = try #require(shapes.filter { $0.1 == colors.field }.max { $0.0.width < $1.0.width }).0
        let icon = try #require(shapes.filter { $0.1 == colors.icon && field.contains($0.0) }.max { $0.0.maxX < $1.0.maxX }).0
        let textEnds = composer.compactMap { item -> Double? in
            if case .text(let block, let origin, _) = item, block.text.string == draft { return origin.x + block.box.maxX }
            return nil
        }
        if frame.size.platform == .android {
            #expect(abs(field.maxX - 13 - icon.maxX) < 1.5, "the icon 13 points in from the field's end")
        }
        let end = try #require(textEnds.first)
        #expect(abs(icon.minX - 12 - end) < 1.5, "the draft up to 12 points before the icon")
    }

    /// A reply shows its quote as LINE does: the name and the faded text without a block,
    /// a thin rule across the bubble under them, the reply under the rule (review 22).
    @Test func aQuoteIsRuledOffFromTheReply() throws {
        let rows = try rows(#"{\#(Self.pair), "messages": [{"from": "ann", "text": "Saturday?", "id": "q"}, {"from": "me", "text": "Yes", "replyTo": "q"}]}"#)
        let row = try #require(rows.last)
        let bubble = try #require(bubbles(row).first).bubble
        let shapes = bubble.content.parts.compactMap { part -> (Rect, RGBAColor)? in
            if case .shape(let path, let color) = part, let bounds = path.bounds { return (bounds, color) }
            return nil
        }
        let texts = bubble.content.parts.compactMap { part -> (String, Point, RGBAColor)? in
            if case .text(let block, let origin, let color) = part { return (block.text.string, origin, color) }
            return nil
        }
        let text = Self.colors.outgoingText
        let rule = try #require(shapes.first, "one shape: the rule")
        #expect(shapes.count == 1, "no block behind the quote")
        #expect(rule.0.height == QuoteBlock<FixedTexts.Text>.ruleWidth && rule.0.minX == 0 && rule.0.width == bubble.content.size.width)
        #expect(rule.1.red == text.red && rule.1.alpha < 128, "a faint rule in the text colour")
        #expect(Set(texts.map(\.0)) == ["Ann", "Saturday?", "Yes"])
        let quoted = try #require(texts.first { $0.0 == "Saturday?" }), reply = try #require(texts.first { $0.0 == "Yes" })
        #expect(quoted.2.alpha < 255 && reply.2 == text, "the quoted text faded")
        #expect(quoted.1.y < rule.0.minY && reply.1.y > rule.0.maxY)
    }

    /// LINE has no mentions, hashtags or hidden links: only addresses are links (review 18).
    @Test func onlyAddressesAreLinks() {
        for appearance in Appearance.allCases {
            for side in [BubbleSide.incoming, .outgoing] {
                #expect(Set(ChatLook.talk.links[appearance][side].looks.keys) == [.link, .email, .phone])
            }
        }
    }

    /// LINE formats no text: every formatting kind is drawn as plain text (review 17).
    @Test func noTextIsFormatted() {
        #expect(Set(ChatLook.talk.plainStyles) == Set(TextEntity.Kind.formatting))
    }

    /// A photo goes without a bubble or hook, its corners rounded.
    @Test func aPhotoIsBareWithRoundCorners() throws {
        let row = try #require(try rows(#"{\#(Self.pair), "messages": [{"from": "ann", "image": "beach.png", "time": "09:41"}]}"#).first)
        let (bubble, _) = try #require(bubbles(row).first)
        #expect(bubble.shape == nil)
        let radii = bubble.content.parts.compactMap { part -> Double? in
            if case .image(_, _, let radius) = part { return radius }
            return nil
        }
        #expect(radii == [14])
        #expect(strings(row).contains("09:41"), "the time beside it")
    }

    /// One small badge over the bubble's bottom edge at its far end (right of a bubble on the
    /// left, left of one on the right), holding the emoji and the count.
    @Test(arguments: ["ann", "me"])
    func oneReactionBadgeHangsAtTheBubblesFarCorner(_ from: String) throws {
        let row = try #require(try rows("""
            {\(Self.pair), "messages": [{"from": "\(from)", "text": "We got the tickets for Saturday",
              "reactions": [{"emoji": "❤️", "from": ["me"]}, {"emoji": "👍", "count": 3}]}]}
            """).first)
        let marks = row.items.compactMap { item -> ReactionMark<FixedTexts.Text>? in
            if case .reaction(let mark) = item { return mark }
            return nil
        }
        try #require(marks.count == 1)
        let (bubble, origin) = try #require(bubbles(row).first)
        let body = try #require(bubble.shape).body.offsetBy(dx: origin.x, dy: origin.y)
        let badge = marks[0].bounds
        #expect(badge.minY < body.maxY && badge.maxY > body.maxY, "over the bottom edge")
        if from == "ann" {
            #expect(badge.maxX <= body.maxX && badge.midX > body.midX)
        } else {
            #expect(badge.minX >= body.minX && badge.midX < body.midX)
        }
        #expect(marks[0].texts.count == 3, "two emoji and the count 4")
    }

    /// On a sticker the badge overlaps its bottom edge as on a bubble's (the time is beside,
    /// not on it), rather than floating under it (review 18).
    @Test func theBadgeOverlapsAStickersBottom() throws {
        let row = try #require(try rows("""
            {\(Self.pair), "messages": [{"from": "ann", "sticker": "smile.png", "time": "16:04",
              "reactions": [{"emoji": "😂", "from": ["me"]}]}]}
            """).first)
        let badge = try #require(row.items.compactMap { item -> Rect? in
            if case .reaction(let mark) = item { return mark.bounds }
            return nil
        }.first)
        let (sticker, origin) = try #require(bubbles(row).first)
        let box = sticker.bounds.offsetBy(dx: origin.x, dy: origin.y)
        #expect(badge.minY < box.maxY && badge.maxY > box.maxY, "badge \(badge) over the sticker's bottom \(box.maxY)")
    }

    /// The widest bubble leaves room for the avatar on one side and the time on the other,
    /// on a narrow canvas too (texts that wrap at the width they are given).
    @Test(arguments: [320.0, 390])
    func theTimeFitsBesideTheWidestBubble(_ width: Double) throws {
        let long = String(repeating: "wide words ", count: 40)
        var chat = try Transcript.decode(from: """
            {"width": \(width), \(Self.pair), "messages": [{"from": "ann", "text": "\(long)", "time": "09:41"},
                                                          {"from": "me", "text": "\(long)", "time": "09:42"}]}
            """, file: "t.json")
        chat.theme = .talk
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: WrappingTexts(), images: MissingImages())
        for (spec, time) in zip(RowSpec.rows(of: chat), ["09:41", "09:42"]) {
            let row = try layout.row(spec)
            let box = try #require(row.items.compactMap { item -> Rect? in
                if case .text(let block, let origin, _) = item, block.text.string == time { return block.box.offsetBy(dx: origin.x, dy: origin.y) }
                return nil
            }.first)
            #expect(box.minX >= ConversationMetrics.margin && box.maxX <= width - ConversationMetrics.margin, "\(time) at \(box)")
        }
    }

    /// Under a bubble too narrow to hold it at the far end, the badge hangs from the sender's
    /// end and reaches out under the time beside the bubble's foot: the time moves up, clear
    /// of it, still beside the bubble.
    @Test func theTimeStaysClearOfABadgeReachingOutUnderIt() throws {
        let row = try #require(try rows("""
            {\(Self.pair), "messages": [{"from": "ann", "text": "ok", "time": "09:42",
              "reactions": [{"emoji": "👍", "count": 1200}]}]}
            """).first)
        let badge = try #require(row.items.compactMap { item -> Rect? in
            if case .reaction(let mark) = item { return mark.bounds }
            return nil
        }.first)
        let time = try #require(row.items.compactMap { item -> Rect? in
            if case .text(let block, let origin, _) = item, block.text.string == "09:42" { return block.box.offsetBy(dx: origin.x, dy: origin.y) }
            return nil
        }.first)
        let (bubble, origin) = try #require(bubbles(row).first)
        let body = try #require(bubble.shape).body.offsetBy(dx: origin.x, dy: origin.y)
        #expect(abs(badge.minX + 1.5 - (body.minX + 8)) < 1e-9, "from the sender's end")
        #expect(badge.maxX > time.minX, "the badge reaches under the time")
        #expect(time.maxY <= badge.minY && time.minY > body.minY)
    }

    /// LINE shows no typing indicator and marks no forwarded message.
    @Test func neitherTypingNorForwardingShows() throws {
        let (_, specs) = try layout("""
            {\(Self.pair), "messages": [{"from": "ann", "text": "Hi", "forwarded": true}, {"typing": "ann"}]}
            """)
        #expect(specs.count == 1)
        let rows = try rows(#"{\#(Self.pair), "messages": [{"from": "ann", "text": "Hi", "forwarded": true}, {"typing": "ann"}]}"#)
        #expect(strings(rows[0]) == ["Ann"], "the name, no \"Forwarded\"")
    }

    /// Dates and system lines in white on a translucent pill; no encryption notice.
    @Test func datesAreWhiteOnATranslucentPill() throws {
        let rows = try rows("""
            {\(Self.pair), "messages": [{"system": "Messages are end-to-end encrypted.", "kind": "encryption"}, {"separator": "Today"},
                                         {"system": "Ann joined"}]}
            """)
        try #require(rows.count == 2)
        for row in rows {
            let inks = row.items.compactMap { item -> RGBAColor? in
                switch item {
                case .text(_, _, let color): color
                case .pill(_, let color), .shape(_, let color): color
                default: nil
                }
            }
            #expect(inks.contains(.white) && inks.contains { $0.alpha < 255 }, "\(inks)")
        }
    }

    @Test func emojiAloneGoWithoutABubble() throws {
        let rows = try rows("""
            {\(Self.group), "messages": [{"from": "ann", "text": "🎉"}, {"from": "bob", "text": "👍👍"}, {"from": "me", "text": "Nice"}]}
            """)
        #expect(rows.map { bubbles($0).map { $0.bubble.shape != nil } } == [[false], [false], [true]])
    }

    /// The composer of a one-to-one talk screen on `device` with `draft`: its field, the
    /// icons in the field and before it, its texts and what is drawn in the button colour.
    private func composer(_ device: String, draft: String? = nil) throws -> (field: Rect, inField: [Rect], before: [Rect], texts: [String], buttons: [Rect]) {
        let screen = draft.map { #""draft": "\#($0)", "# } ?? ""
        let (layout, _) = try layout(#"{"screen": {\#(screen)"device": "\#(device)"}, \#(Self.pair), "messages": []}"#)
        let (frame, items) = try #require(try layout.screen())
        let colors = ChatLook.talk.chrome(frame.size.platform).composerColors.light
        let shapes = items.compactMap { item -> (Rect, RGBAColor)? in
            if case .shape(let path, let color) = item, let bounds = path.bounds { return (bounds, color) }
            return nil
        }
        let field = try #require(shapes.filter { $0.1 == colors.field }.max { $0.0.width < $1.0.width }).0
        let icons = shapes.filter { $0.1 == colors.icon }.map(\.0)
        let texts = items.compactMap { item -> String? in
            if case .text(let block, _, _) = item { return block.text.string }
            return nil
        }
        let buttons = shapes.filter { $0.1 == colors.button }.map(\.0)
        return (field, icons.filter { field.contains($0) }, icons.filter { $0.maxX < field.minX }, texts, buttons)
    }

    /// The composer's field says "Aa" and holds the emoji button at its end; before it the
    /// plus, the camera and the photo album (review 19).
    @Test(arguments: ["iphone-6.1", "android-phone"])
    func theComposerSaysAaWithTheEmojiButtonInTheField(_ device: String) throws {
        let bar = try composer(device)
        #expect(bar.inField.count == 1 && (bar.inField.first?.minX ?? 0) > bar.field.midX, "the emoji button at the field's end")
        #expect(bar.before.count == 3)
        #expect(bar.texts == ["Aa"])
    }

    /// While a draft is written LINE folds the buttons before the field into one chevron,
    /// and the field takes their room (review 18: the draft wrapped in a narrow field).
    @Test(arguments: ["iphone-6.1", "android-phone"])
    func aDraftFoldsTheButtonsBeforeTheFieldIntoAChevron(_ device: String) throws {
        let empty = try composer(device), typing = try composer(device, draft: "On my way")
        #expect(empty.before.count == 3)
        #expect(typing.before.count == 1)
        let chevron = try #require(typing.before.first)
        #expect(chevron.width < chevron.height)
        #expect(typing.field.minX < empty.field.minX - 60, "the field takes the buttons' room")
    }

    /// With a draft LINE's send button is its green paper plane alone, after the field, not
    /// a filled disc (review 22).
    @Test(arguments: ["iphone-6.1", "android-phone"])
    func theSendButtonIsAGreenPaperPlane(_ device: String) throws {
        let typing = try composer(device, draft: "On my way")
        #expect(ChatLook.talk.chrome(.ios).composerColors.light.button == .rgb(0x06C755))
        let send = try #require(typing.buttons.first)
        #expect(typing.buttons.count == 1, "the plane alone, no disc behind it")
        #expect(send.minX > typing.field.maxX && send.width <= 24 && send.height <= 22)
        #expect(try composer(device).buttons.isEmpty, "without a draft, the microphone")
    }
}

/// Texts that wrap at the width they are given, a character half as wide as the font is
/// large (8 points in the message font), one line 20 points tall, which remember their string.
private struct WrappingTexts: TextMeasuring {
    struct Text: MeasuredText {
        let string: String
        let extents: (logical: Rect, ink: Rect)
        var firstLineExtents: Rect? { extents.logical }
        var lastLineExtents: Rect? { extents.logical }
    }

    func text(_ string: String, font: TextFont, maxWidth: Double?, language: String?, centred: Bool) throws(Unreadable) -> Text {
        let size = if case .sized(let size, _, _) = font { size } else { 16.0 }
        let box = Rect(x: 0, y: 0, width: min(size / 2 * Double(string.count), maxWidth ?? .infinity), height: 20)
        return Text(string: string, extents: (box, box))
    }
}
