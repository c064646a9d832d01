import Testing
import BubbleGeometry
import Transcript
import ConversationLayout

/// What the `telegram` look draws as Telegram does in replies, avatars and the screen's bars,
/// read off the laid-out rows and bars.
@Suite("telegram replies, avatars and bars")
struct TelegramChromeTests {
    /// Texts 8 points a character wrapped at their width into lines 20 points high, at most
    /// the lines asked for.
    struct WrappingTexts: TextMeasuring {
        typealias Text = FixedTexts.Text

        func text(_ string: String, font: TextFont, maxWidth: Double?, language: String?, centred: Bool) throws(Unreadable) -> Text {
            wrapped(string, maxWidth: maxWidth, maxLines: .max)
        }

        func text(_ string: String, font: TextFont, maxWidth: Double, maxLines: Int, language: String?) throws(Unreadable) -> Text {
            wrapped(string, maxWidth: maxWidth, maxLines: maxLines)
        }

        private func wrapped(_ string: String, maxWidth: Double?, maxLines: Int) -> Text {
            let width = 8 * Double(string.count)
            let lines = maxWidth.map { max(1, Int((width / $0).rounded(.up))) } ?? 1
            let box = Rect(x: 0, y: 0, width: min(width, maxWidth ?? width), height: 20 * Double(min(lines, maxLines)))
            return Text(extents: (box, box), string: string)
        }
    }

    /// Square images wherever they are said to be.
    struct SquareImages: ImageMeasuring {
        func image(_ path: String) throws(Unreadable) -> MessageImage {
            MessageImage(file: .anywhere("/" + path), name: path, width: 320, height: 320)
        }
    }

    typealias Layout = TranscriptLayout<WrappingTexts, SquareImages>

    private func layout(_ json: String, theme: LookName = .telegram) throws -> (Layout, [RowSpec]) {
        var chat = try Transcript.decode(from: json, file: "t.json")
        chat.theme = theme
        return (TranscriptLayout(transcript: chat, file: "t.json", texts: WrappingTexts(), images: SquareImages()), RowSpec.rows(of: chat))
    }

    private func parts(_ row: Row<WrappingTexts.Text>) throws -> [BubbleContent<WrappingTexts.Text>.Part] {
        let bubble = row.items.lazy.compactMap { item -> MessageBubble<WrappingTexts.Text>? in
            if case .bubble(let bubble, _) = item { return bubble }
            return nil
        }.first
        return try #require(bubble).content.parts
    }

    private func text(_ string: String, in parts: [BubbleContent<WrappingTexts.Text>.Part]) -> (TextBlock<WrappingTexts.Text>, RGBAColor)? {
        parts.lazy.compactMap { part -> (TextBlock<WrappingTexts.Text>, RGBAColor)? in
            if case .text(let block, _, let color) = part, block.text.string == string { return (block, color) }
            return nil
        }.first
    }

    static let replies = """
        {"participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}, "bob": {"name": "Bob"}},
         "messages": [{"from": "ann", "id": "q", "text": "Are we still on for Saturday? I booked the table at the little place by the station"},
                      {"from": "bob", "id": "p", "image": "beach.png"},
                      {"from": "me", "replyTo": "q", "text": "Yes!"},
                      {"from": "ann", "replyTo": "p", "text": "So jealous"}]}
        """

    /// A reply quotes one line of text (WhatsApp two); a quoted photo sits just after the bar,
    /// two of the name's lines high with corners of radius 4, and its word "Photo" is in the
    /// secondary colour, the time's.
    @Test func aReplyQuotesOneLineAndThePhotoFollowsTheBar() throws {
        let (layout, specs) = try layout(Self.replies)
        let quoted = "Are we still on for Saturday? I booked the table at the little place by the station"
        let reply = try parts(try layout.row(specs[2]))
        #expect(try #require(text(quoted, in: reply)).0.size.height == 20)
        let (whatsapp, whatsappSpecs) = try self.layout(Self.replies, theme: .whatsapp)
        #expect(try #require(text(quoted, in: try parts(try whatsapp.row(whatsappSpecs[2])))).0.size.height == 40)

        let photoReply = try parts(try layout.row(specs[3]))
        let thumbnail = photoReply.compactMap { part -> (Rect, Double?)? in
            if case .image(_, let rect, let radius) = part { return (rect, radius) }
            return nil
        }
        let (rect, radius) = try #require(thumbnail.first)
        #expect(rect.minX == QuoteBlock<WrappingTexts.Text>.barWidth + QuoteBlock<WrappingTexts.Text>.barGap)
        #expect(rect.width == 40 && rect.height == 40 && radius == 4)
        let photo = try #require(text("Photo", in: photoReply))
        #expect(photo.1 == RGBAColor(red: 0x52, green: 0x52, blue: 0x52, alpha: 153))
        #expect(photoReply.contains { part in
            if case .text(let block, let origin, _) = part, block.text.string == "Bob" { return origin.x >= rect.maxX }
            return false
        }, "the name follows the photo")
    }

    /// The bar and site name of a link preview in the user's bubble take the outgoing accent,
    /// Telegram's green; others' keep the link blue.
    @Test func anOutgoingPreviewIsGreen() throws {
        let (layout, specs) = try layout("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "me", "text": "look", "link": {"url": "https://eats.example", "title": "Ramen", "site": "Eats"}},
                          {"from": "ann", "text": "look", "link": {"url": "https://eats.example", "title": "Ramen", "site": "Eats"}}]}
            """)
        #expect(try #require(text("Eats", in: try parts(try layout.row(specs[0])))).1 == .rgb(0x00A700))
        #expect(try #require(text("Eats", in: try parts(try layout.row(specs[1])))).1 == .rgb(0x004BAD))
    }

    /// A picture-less avatar is one of Telegram's two-colour gradients, lighter at the top,
    /// picked by the sender's colour.
    @Test func avatarsAreTelegramsGradients() throws {
        let (layout, specs) = try layout("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}, "bob": {"name": "Bob"}},
             "messages": [{"from": "ann", "text": "hi"}, {"from": "bob", "text": "hey"}]}
            """)
        let gradients: [(UInt32, UInt32)] = [(0xFF885E, 0xFF516A), (0xFFCD6A, 0xFFA85C), (0xFFCD6A, 0xFFA85C), (0xA0DE7E, 0x54CB68),
                                             (0x53EDD6, 0x28C9B7), (0x72D5FD, 0x2A9EF1), (0x82B1FF, 0x665FFF), (0xE0A2F3, 0xD669ED)]
        for (spec, name) in zip(specs, ["Ann", "Bob"]) {
            let fills = try layout.row(spec).items.compactMap { item -> AvatarFill? in
                if case .avatar(.initials(_, let fill), _) = item { return fill }
                return nil
            }
            let fill = try #require(fills.first)
            let index = Participant(id: "x", name: name).senderColorIndex
            #expect(fill == AvatarFill(top: .rgb(gradients[index].0), bottom: .rgb(gradients[index].1)))
        }
    }

    /// On a screen, someone typing at the end of the chat is the header's subtitle, not a
    /// bubble (labels may translate the word); without a screen, or before other messages,
    /// no bubble either: Telegram shows typing only in the header.
    @Test func typingIsTheHeadersSubtitleOnAScreen() throws {
        func chat(_ screen: String, labels: String = "{}") -> String {
            """
            {\(screen) "labels": \(labels), "participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}},
             "messages": [{"from": "ann", "text": "hi"}, {"typing": "ann"}]}
            """
        }
        func header(_ json: String) throws -> (strings: [String], typingRows: Int) {
            let (layout, specs) = try layout(json)
            let typingRows = specs.filter { if case .typing = $0.kind { true } else { false } }.count
            guard let (frame, composer) = try layout.screen() else { return ([], typingRows) }
            let strings = try layout.screenChrome(frame, composer: composer).items.compactMap { item -> String? in
                if case .text(let block, _, _) = item { return block.text.string }
                return nil
            }
            return (strings, typingRows)
        }
        let screen = try header(chat(#""screen": {"device": "iphone-6.1"},"#))
        #expect(screen.typingRows == 0 && screen.strings.contains("typing…") && !screen.strings.contains("last seen recently"))
        let german = try header(chat(#""screen": {"device": "iphone-6.1"},"#, labels: #"{"typing": "schreibt…"}"#))
        #expect(german.strings.contains("schreibt…"))
        let named = try header(chat(#""screen": {"device": "iphone-6.1", "subtitle": "online"},"#))
        #expect(named.strings.contains("online") && !named.strings.contains("typing…"))
        #expect(try header(chat("")).typingRows == 0)
        let earlier = try header(#"{"participants": {"ann": {"name": "Ann"}}, "messages": [{"typing": "ann"}, {"from": "ann", "text": "hi"}]}"#)
        #expect(earlier.typingRows == 0)
    }

    /// The composer's icons (the bar's icon colour) and its field.
    private func composer(_ device: String) throws -> (field: Rect, icons: [Rect]) {
        let (layout, _) = try layout(#"{"screen": {"device": "\#(device)"}, "messages": []}"#)
        let (frame, items) = try #require(try layout.screen())
        let colors = ChatLook.telegram.chrome(frame.size.platform).composerColors.light
        let shapes = items.compactMap { item -> (Rect, RGBAColor)? in
            if case .shape(let path, let color) = item, let bounds = path.bounds { return (bounds, color) }
            return nil
        }
        let field = try #require(shapes.filter { $0.1 == colors.field }.max { $0.0.width < $1.0.width }).0
        return (field, shapes.filter { $0.1 == colors.icon }.map(\.0))
    }

    /// iOS: the sticker button in the field at its right end, the paperclip left of the field
    /// and the microphone right of it. Android: the emoji button in the field at its left, the
    /// paperclip and microphone after the field.
    @Test func theComposerHasTelegramsButtons() throws {
        let ios = try composer("iphone-6.1")
        #expect(ios.icons.filter { ios.field.contains($0) && $0.minX > (ios.field.minX + ios.field.width / 2) }.count == 1)
        #expect(ios.icons.filter { $0.maxX <= ios.field.minX }.count == 1 && ios.icons.filter { $0.minX >= ios.field.maxX }.count == 1)
        let android = try composer("android-phone")
        #expect(android.icons.filter { android.field.contains($0) && $0.maxX < (android.field.minX + android.field.width / 2) }.count == 1)
        #expect(android.icons.filter { $0.minX >= android.field.maxX }.count == 2)
    }

    /// The light iOS header is Day Classic's #F2F2F2 at 90% over what scrolls beneath.
    @Test func theIOSHeaderIsTelegramsTranslucentGrey() throws {
        let (layout, _) = try layout(#"{"screen": {"device": "iphone-6.1"}, "messages": []}"#)
        let (frame, composer) = try #require(try layout.screen())
        guard case .shape(_, let color) = try #require(try layout.screenChrome(frame, composer: composer).items.first) else {
            Issue.record("the header bar comes first")
            return
        }
        #expect(color == RGBAColor(red: 0xF2, green: 0xF2, blue: 0xF2, alpha: 230))
    }

    /// A look file sets the values Telegram's look brought: gradients per sender colour, the
    /// quote's lines and photo place, and the header's opacity.
    @Test func aLookFileSetsThem() throws {
        let pairs = Array(repeating: ##"{"top": "#FFFFFF", "bottom": "#000000"}"##, count: 8).joined(separator: ", ")
        let file = try LookFile.decode(from: Array("""
            {"base": "plain", "monogram": [\(pairs)], "quoteLines": 3, "quoteThumbnail": "leading", "headerOpacity": 0.5,
             "typing": "subtitle"}
            """.utf8))
        #expect(file.look.monogram == .senderGradient(Array(repeating: AvatarFill(top: .white, bottom: .black), count: 8)))
        #expect(file.look.quoteLines == 3 && file.look.quoteThumbnail == .leading && file.look.headerOpacity == 0.5)
        #expect(file.look.typing == .subtitle)
    }
}
