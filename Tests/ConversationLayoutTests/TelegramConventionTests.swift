import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// What the `telegram` look draws as Telegram does, read off the laid-out rows: the look's
/// values do the work, the layout never asks which look it is.
@Suite("telegram conventions")
struct TelegramConventionTests {
    typealias Layout = TranscriptLayout<FixedTexts, MissingImages>

    private func layout(_ json: String, appearance: Appearance = .light) throws -> (Layout, [RowSpec]) {
        var chat = try Transcript.decode(from: json, file: "t.json")
        chat.theme = .telegram
        chat.appearance = appearance
        return (TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages()), RowSpec.rows(of: chat))
    }

    private func bubble(_ row: Row<FixedTexts.Text>) throws -> MessageBubble<FixedTexts.Text> {
        guard case .bubble(let bubble, _) = row.items.first else { throw Missing() }
        return bubble
    }

    private struct Missing: Error {}

    /// The shapes (fills) and texts inside a bubble.
    private func shapes(_ bubble: MessageBubble<FixedTexts.Text>) -> [(Path, RGBAColor)] {
        bubble.content.parts.compactMap { part in
            if case .shape(let path, let color) = part { return (path, color) }
            return nil
        }
    }

    private func texts(_ bubble: MessageBubble<FixedTexts.Text>) -> [(String, RGBAColor)] {
        bubble.content.parts.compactMap { part in
            if case .text(let block, _, let color) = part { return (block.text.string, color) }
            return nil
        }
    }

    static let chat = """
        {"participants": {"me": {"side": "outgoing"}, "ann": {}},
         "messages": [{"from": "ann", "text": "a", "time": "9:40"}, {"from": "me", "text": "b", "time": "9:41"},
                      {"from": "me", "text": "c", "time": "9:42", "status": "delivered"},
                      {"from": "me", "text": "d", "time": "9:43", "status": "read", "edited": true}]}
        """

    /// Every message of the user's shows ticks in Telegram's green after a green time: one
    /// until read (delivered too), two once read, which is also what a message without a
    /// status shows; others' messages have none and a grey time.
    @Test func ticksAndTimesAreTelegrams() throws {
        let (layout, specs) = try layout(Self.chat)
        let rows = try specs.map { spec in try bubble(try layout.row(spec)) }
        let green = RGBAColor(red: 0x19, green: 0xC7, blue: 0x00)
        /// The width of the ticks, the only green shapes.
        func ticks(_ bubble: MessageBubble<FixedTexts.Text>) -> Double? {
            shapes(bubble).first { $0.1 == green }?.0.bounds?.width
        }
        #expect(ticks(rows[0]) == nil)
        // One tick is 11 points wide, two 15 (for the 11-point time).
        for (index, width) in [(1, 15.0), (2, 11.0), (3, 15.0)] {
            let drawn = try #require(ticks(rows[index]))
            #expect(drawn > width - 2 && drawn <= width, "message \(index): \(drawn)")
        }
        let time = RGBAColor(red: 0x00, green: 0x8C, blue: 0x09, alpha: 204)
        #expect(texts(rows[1]).contains { $0 == ("9:41", time) })
        #expect(texts(rows[3]).contains { $0 == ("edited 9:43", time) })
        #expect(texts(rows[0]).contains { $0 == ("9:40", RGBAColor(red: 0x52, green: 0x52, blue: 0x52, alpha: 153)) })
    }

    /// Reactions are chips inside the bubble under the text, the user's own solid, with the
    /// time beside the last row; nothing is drawn around the bubble.
    @Test func reactionsAreChipsInsideTheBubble() throws {
        let (layout, specs) = try layout("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "ann", "text": "hello", "time": "9:40",
                           "reactions": [{"emoji": "❤️", "from": ["me"]}, {"emoji": "👍", "count": 12}]}]}
            """)
        let row = try layout.row(specs[0])
        let inside = try bubble(row)
        #expect(!row.items.contains { if case .reaction = $0 { true } else { false } })
        let chips = shapes(inside).filter { $0.0.bounds?.height == 30 }
        #expect(chips.map(\.1) == [.rgb(0x007AFF), RGBAColor(red: 0x00, green: 0x7A, blue: 0xFF, alpha: 26)])
        let strings = texts(inside).map(\.0)
        #expect(strings == ["hello", "9:40", "❤️", "1", "👍", "12"])
        let bottoms = chips.compactMap { $0.0.bounds }.map(\.maxY)
        let bottom = try #require(bottoms.max())
        #expect(inside.content.size.height <= (bottom + 2).rounded(.up), "the time shares the chips' row")
    }

    /// A reply's quote is tinted with the quoted sender's colour in others' bubbles and with
    /// Telegram's green in the user's, the quoted text in the bubble's own colour; a quote of
    /// the user's own message is headed with their name, as Telegram writes it, not "You".
    @Test func quotesAreTintedWithTheirAccent() throws {
        let (layout, specs) = try layout("""
            {"participants": {"me": {"name": "Sam", "side": "outgoing"}, "ann": {"name": "Ann"}},
             "messages": [{"from": "ann", "id": "q", "text": "where?"}, {"from": "me", "replyTo": "q", "text": "here"},
                          {"from": "ann", "replyTo": 1, "text": "ok"}]}
            """)
        let mine = try bubble(try layout.row(specs[1]))
        let green = RGBAColor.rgb(0x00A700)
        #expect(shapes(mine).contains { $0.1 == RGBAColor(red: green.red, green: green.green, blue: green.blue, alpha: 26) })
        #expect(texts(mine).contains { $0 == ("Ann", green) } && texts(mine).contains { $0 == ("where?", .black) })
        let theirs = try bubble(try layout.row(specs[2]))
        #expect(texts(theirs).contains { $0.0 == "Sam" && $0.1 != green })
        #expect(!texts(theirs).contains { $0.0 == "You" })
    }

    /// Dates and service messages are white on translucent pills, 13 points.
    @Test func datesAndServiceMessagesAreTranslucentPills() throws {
        let (layout, specs) = try layout(#"{"messages": [{"separator": "Today"}, {"system": "Ann joined"}]}"#)
        for spec in specs {
            let row = try layout.row(spec)
            let fills = row.items.compactMap { item -> RGBAColor? in
                switch item {
                case .pill(_, let color), .shape(_, let color): color
                default: nil
                }
            }
            #expect(fills.count == 1 && fills.allSatisfy { $0.alpha < 255 })
            #expect(row.items.contains { if case .text(_, _, .white) = $0 { true } else { false } })
        }
    }

    /// Ordinary Telegram chats show no encryption notice, and the ticks and "edited" never
    /// come without a time (review 17).
    @Test func noEncryptionNoticeAndNoMarksWithoutATime() throws {
        let (layout, specs) = try layout("""
            {"participants": {"me": {"side": "outgoing"}},
             "messages": [{"system": "Messages are end-to-end encrypted.", "kind": "encryption"},
                          {"from": "me", "text": "See you there", "status": "read", "edited": true}]}
            """)
        #expect(specs.count == 1, "the notice is left out")
        let bubble = try bubble(layout.row(try #require(specs.first)))
        #expect(texts(bubble).map(\.0) == ["See you there"], "no \"edited\" and no ticks without a time")
        #expect(shapes(bubble).isEmpty)
    }

    /// A die sent alone shows itself at rest without a bubble: a white cube, shaded, its value
    /// on the front face and two of the values beside it on the top and right faces; other
    /// cards, and a die with text, stay cards (reviews 17 and 22).
    @Test func aDieShowsItsFace() throws {
        let (layout, specs) = try layout("""
            {"participants": {"me": {"side": "outgoing"}},
             "messages": [{"from": "me", "time": "10:10", "card": {"kind": "generic", "icon": "🎲", "title": "5", "lines": ["Dice"]}},
                          {"from": "me", "time": "10:11", "card": {"kind": "generic", "icon": "🎯", "title": "3"}},
                          {"from": "me", "time": "10:12", "text": "Go", "card": {"kind": "generic", "icon": "🎲", "title": "2"}}]}
            """)
        let rows = try specs.map { spec throws(Diagnostic) in try layout.row(spec) }
        let die = try bubble(rows[0])
        #expect(die.shape == nil, "no bubble")
        // The top, front and right faces' pips: 1, the 5 and 4 (never 2, the 5's opposite).
        let pips = shapes(die).filter { $0.1 == .rgb(0x1C1C1E) }.map(\.0)
        #expect(pips.map { $0.elements.filter { if case .move = $0 { true } else { false } }.count } == [1, 5, 4])
        let shaded = die.content.parts.filter { if case .shadedShape(_, let top, let bottom) = $0 { top != bottom } else { false } }
        #expect(shaded.count == 4, "the cube's outline and three faces, each shaded")
        #expect(!texts(die).contains { $0.0 == "Dice" })
        // The time's pill at the box's bottom corner covers no pip.
        let pill = try #require(shapes(die).first { $0.1 == ChatLook.telegram.stampChip }?.0.bounds)
        for dots in pips.compactMap(\.bounds) {
            #expect(pill.minY >= dots.maxY, "pill \(pill) under the pips \(dots)")
        }
        #expect(try bubble(rows[1]).shape != nil && bubble(rows[2]).shape != nil)
    }

    /// A lone emoji is drawn near a sticker's size, as Telegram-iOS fills its animated
    /// emoji's 180-point box with it; two and three at the sizes it sets emoji as text, 78 and
    /// 64 points (review 19: the lone 🎉 was about 40 points). Other looks keep twice the
    /// message font.
    @Test func emojiAloneTakeTelegramsSizes() {
        let sizes = ["🎉", "🎉 👍", "🎉👍🔥"].map { text -> Double? in
            if case .sized(let size, .regular, false) = ChatLook.telegram.jumboFont(for: text) { return size }
            return nil
        }
        #expect(sizes == [153, 78, 64])
        #expect(ChatLook.whatsapp.jumboFont(for: "🎉") == .jumbo && ChatLook.telegram.jumboFont(for: "Hi") == .jumbo)
    }

    /// Reactions under content without a bubble (a sticker, a die, emoji alone) sit on the
    /// wallpaper: others' on the service colour of dates with a white count, the user's on
    /// the look's fill (Day Classic's white at 80%, Night's white) with the count cut out of
    /// it, the canvas showing through, as Telegram-iOS's `freeform` reaction buttons (review
    /// 19: a white chip with a black count, and under emoji a bubble's chips).
    @Test(arguments: [Appearance.light, .dark])
    func reactionsUnderAStickerSitOnTheServiceColour(_ appearance: Appearance) throws {
        let (layout, specs) = try layout("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "ann", "text": "🎉", "reactions": [{"emoji": "😂", "from": ["me"]}, {"emoji": "👍", "count": 2}]}]}
            """, appearance: appearance)
        guard case .bubble(let message) = layout.transcript.messages.first else { throw Missing() }
        let (items, _) = try layout.reactionMarks(message.reactions, body: Rect(x: 0, y: 0, width: 120, height: 120), leading: true, timeChip: nil)
        let marks = items.compactMap { item -> ReactionMark<FixedTexts.Text>? in
            if case .reaction(let mark) = item { return mark }
            return nil
        }
        let colors = ConversationTheme.standard(.telegram, appearance: appearance).colors
        let service = try #require(colors.separatorFill)
        #expect(marks.map { $0.outlines.map { $0.color } } == [[ChatLook.telegram.freeReactionFill[appearance]], [service]])
        #expect(marks.map { $0.texts.map { $0.color } } == [[colors.background, colors.background], [.white, .white]])
        #expect(ChatLook.telegram.freeReactionFill.light.alpha == 204 && ChatLook.telegram.freeReactionFill.dark == .white)
        // The emoji alone carry the same chips under them, not those of a bubble.
        let fills = shapes(try bubble(try layout.row(try #require(specs.first)))).map(\.1)
        #expect(fills.contains(ChatLook.telegram.freeReactionFill[appearance]) && fills.contains(service), "\(fills)")
    }

    /// One to three emoji alone have no bubble; their time and ticks sit on a small pill.
    @Test func emojiAloneCarryTheirTimeOnAPill() throws {
        let (layout, specs) = try layout(#"{"participants": {"me": {"side": "outgoing"}}, "messages": [{"from": "me", "text": "🎉", "time": "9:43"}]}"#)
        let bare = try bubble(try layout.row(specs[0]))
        #expect(bare.shape == nil)
        #expect(texts(bare).contains { $0 == ("9:43", .white) })
        #expect(shapes(bare).contains { $0.1 == ChatLook.telegram.stampChip })
    }

    /// The header says "Chats" beside the chevron and "last seen recently" under the name,
    /// unless the screen has an unread count (in a capsule) or a subtitle of its own.
    @Test func theHeaderHasTheBackWordAndLastSeen() throws {
        func strings(_ screen: String) throws -> [String] {
            let (layout, _) = try layout(#"{"screen": \#(screen), "participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}}, "messages": []}"#)
            let (frame, composer) = try #require(try layout.screen())
            return try layout.screenChrome(frame, composer: composer).items.compactMap { item in
                if case .text(let block, _, _) = item { return block.text.string }
                return nil
            }
        }
        let plain = try strings(#"{"device": "iphone-6.1"}"#)
        #expect(plain.contains("Chats") && plain.contains("Ann") && plain.contains("last seen recently"))
        let busy = try strings(#"{"device": "iphone-6.1", "unread": 4, "subtitle": "online"}"#)
        #expect(!busy.contains("Chats") && busy.contains("4") && busy.contains("online") && !busy.contains("last seen recently"))
        let none = try strings(#"{"device": "iphone-6.1", "subtitle": ""}"#)
        #expect(!none.contains("last seen recently"))
    }

    /// Night's pattern shows its own gradient (blue, violet, pink, orange) at 34% on black,
    /// not Day Classic's greens.
    @Test func nightDoodlesGlowInNightsColours() throws {
        let night = try #require(ChatLook.telegram.wallpaperGradient.dark)
        #expect(Set(night.gradient.stops.map(\.color)) == [.rgb(0x598BF6), .rgb(0x7A5EEF), .rgb(0xD67CFF), .rgb(0xF38B58)])
        #expect(night.lines == .gradient(opacity: 0.34))
        #expect(ChatLook.telegram.colors.dark.background == .black)
    }

    /// Bubbles of a run touch with smaller corners on the sender's side.
    @Test func aRunsBubblesJoin() throws {
        let (layout, specs) = try layout("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "ann", "text": "a"}, {"from": "ann", "text": "b"}, {"from": "ann", "text": "c"}]}
            """)
        let joins = try specs.map { try #require(try bubble(try layout.row($0)).shape).joins }
        #expect(joins == [.below, [.above, .below], .above])
    }
}

extension TelegramConventionTests {
    /// Telegram's doodles are close together and of mixed sizes: a place every 30 points or
    /// less, the largest more than twice the smallest, most of them small.
    @Test func theDoodlesAreDenseAndOfMixedSizes() {
        let pattern = ChatLook.telegram.doodlePattern
        #expect(pattern.side / Double(pattern.grid) <= 30)
        #expect(pattern.size + pattern.sizeSpread > 2 * pattern.size)
        #expect(pattern.sizeSkew > 1)
    }

    /// The pattern's tile is as large as the screen's longer side, as dense as designed, so
    /// no repeat shows on an iPad or down a phone (review 17).
    @Test func theTileCoversTheScreen() throws {
        func pattern(_ device: String) throws -> (DoodlePattern, width: Double) {
            var chat = try Transcript.decode(from: #"{"screen": {"device": "\#(device)"}, "messages": []}"#, file: "t.json")
            chat.theme = .telegram
            let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
            let (frame, _) = try #require(try layout.screen())
            guard case .gradient(_, _, _, let pattern) = try #require(try layout.wallpaper(frame)).fill else { throw Missing() }
            return (pattern, max(frame.size.width, frame.size.height))
        }
        let design = ChatLook.telegram.doodlePattern
        let cell = design.side / Double(design.grid)
        for device in ["ipad-12.9", "iphone-6.1"] {
            let (tile, longer) = try pattern(device)
            #expect(tile.side >= longer && tile.side < longer + cell, "\(device)")
            #expect(abs(tile.side / Double(tile.grid) - cell) < 1e-9)
        }
    }
}

extension TelegramConventionTests {
    /// On an Android screen the bubbles are Telegram for Android's (`androidOutline`): the
    /// last of a run ends in its swept point, the one above it has the 6-point corner where
    /// they meet; an iPhone's screen, or none, keeps the iOS app's curled foot. A look file's
    /// `outline` draws its own shape on both (review 22).
    @Test func androidScreensDrawTelegramForAndroidsBubble() throws {
        func shapes(_ device: String?, look: ChatLook? = nil) throws -> [BubbleShape] {
            let screen = device.map { #""screen": {"device": "\#($0)"}, "# } ?? ""
            var chat = try Transcript.decode(from: #"{\#(screen)"participants": {"ann": {"name": "Ann"}}, "messages": [{"from": "ann", "text": "One"}, {"from": "ann", "text": "Two"}]}"#, file: "t.json")
            chat.theme = .telegram
            let theme = look.map { ConversationTheme.resolved(for: chat, look: $0) }
            let layout = TranscriptLayout(transcript: chat, file: "t.json", theme: theme, texts: FixedTexts(), images: MissingImages())
            return try RowSpec.rows(of: chat).map { spec in try #require(try bubble(layout.row(spec)).shape) }
        }
        for device in ["android-phone", "android-gesture"] {
            let run = try shapes(device)
            #expect(run.map(\.style) == [.telegramAndroid, .telegramAndroid] && run.map(\.hasTail) == [false, true], "\(device)")
        }
        for device in ["iphone-6.1", nil] {
            #expect(try shapes(device).map(\.style) == [.telegram, .telegram])
        }
        let file = try LookFile.decode(from: Array(#"{"base": "telegram", "outline": "plain"}"#.utf8), file: "brand.json")
        #expect(try shapes("android-phone", look: file.look).map(\.style) == [.plain, .plain])
    }
}

extension TelegramConventionTests {
    /// Night fills the user's bubbles from its gradient (`#61BCF9` over `#007AFF`), others'
    /// flat; Day Classic and Dark Blue are flat, and a transcript's own `colors.outgoing`
    /// replaces the gradient (review 22).
    @Test func nightsBubblesOfTheUsersTakeTheGradient() throws {
        func fills(_ json: String, appearance: Appearance) throws -> [(RGBAColor, RGBAColor?)] {
            let (layout, specs) = try self.layout(json, appearance: appearance)
            return try specs.map { spec in
                let bubble = try bubble(try layout.row(spec))
                return (bubble.fill, bubble.fillTop)
            }
        }
        let dark = try fills(Self.chat, appearance: .dark)
        #expect(dark[0].0 == .rgb(0x1D1D1D) && dark[0].1 == nil)
        #expect(dark.dropFirst().allSatisfy { $0.0 == .rgb(0x007AFF) && $0.1 == .rgb(0x61BCF9) })
        #expect(try fills(Self.chat, appearance: .light).allSatisfy { $0.1 == nil })
        let android = Self.chat.replacingOccurrences(of: #"{"participants""#, with: #"{"screen": {"device": "android-phone"}, "participants""#)
        #expect(try fills(android, appearance: .dark).allSatisfy { $0.1 == nil })
        let own = Self.chat.replacingOccurrences(of: #"{"participants""#, with: ##"{"colors": {"outgoing": "#2B5278"}, "participants""##)
        #expect(try fills(own, appearance: .dark).dropFirst().allSatisfy { $0.0 == .rgb(0x2B5278) && $0.1 == nil })
    }
}
