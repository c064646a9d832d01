import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// plain has one accent, the blue of the user's bubble: review 21 counted four blues on one
/// screen (the bubble's, Telegram's links, iOS's system blue in the bars, WhatsApp's read
/// ticks) and a quote of the user's message in their magenta sender colour.
@Suite("plain's one accent")
struct PlainAccentTests {
    /// How far, in degrees, an accent's hue may stray from the bubble's.
    static let hueTolerance = 3.0

    /// The HSL hue of `color` in degrees; nil for a grey, which has none.
    static func hue(_ color: RGBAColor) -> Double? {
        let (r, g, b) = (Double(color.red), Double(color.green), Double(color.blue))
        let high = max(r, g, b), low = min(r, g, b)
        guard high - low >= 16 else { return nil }
        let span = high - low
        let degrees = switch high {
        case r: 60 * (g - b) / span
        case g: 60 * (b - r) / span + 120
        default: 60 * (r - g) / span + 240
        }
        return (degrees + 360).truncatingRemainder(dividingBy: 360)
    }

    private static func expectBubbleHue(_ named: [(String, RGBAColor)], _ appearance: Appearance) {
        let bubble = ChatLook.plain.colors[appearance].outgoing
        for (name, color) in named {
            let hue = Self.hue(color), target = Self.hue(bubble)
            #expect(hue.map { abs($0 - (target ?? -99)) <= hueTolerance } == true,
                    "\(appearance): \(name) \(color) has hue \(String(describing: hue)), the bubble \(bubble) \(String(describing: target))")
        }
    }

    /// Every accent colour the look sets has the bubble's hue, and each reads where it is
    /// drawn: links 4.5:1 on others' bubble, the chevron and composer icons 3:1 on the bars,
    /// read ticks 3:1 on a photo's chip over white (the lightest it can be) and on the chip
    /// under a sticker; the send button is the bubble, its arrow white.
    @Test(arguments: Appearance.allCases)
    func theLooksAccentsHaveTheBubblesHue(_ appearance: Appearance) throws {
        let look = ChatLook.plain
        let colors = look.colors[appearance]
        let links = look.links[appearance].incoming.looks.compactMap { kind, style in style.color.map { ("\(kind) link", $0) } }
        #expect(!links.isEmpty)
        let ios = look.ios.composerColors[appearance], android = look.android.composerColors[appearance]
        let bars = look.ios.bars[appearance]
        let read = try #require(look.ticks.read[appearance])
        let you = try #require(look.youQuoteColor[appearance])
        var named = links + [("the iOS chevron", bars.accent), ("the iOS composer's icons", ios.icon), ("the iOS send button", ios.button),
                             ("the Android send button", android.button), ("read ticks on a chip", read), ("the user in quotes", you)]
        named += look.cards.accent[appearance].incoming.map { [("cards' accent", $0)] } ?? []
        Self.expectBubbleHue(named, appearance)

        for (name, color) in links {
            #expect(Contrast.ratio(color, colors.incoming) >= 4.5, "\(appearance): \(name) \(color) on \(colors.incoming)")
        }
        for color in [bars.accent, ios.icon] {
            #expect(Contrast.ratio(color, bars.header) >= 3, "\(appearance): \(color) on the bar \(bars.header)")
        }
        let photoChip = Contrast.composite(look.stampChip, over: .white)
        let stickerChip = look.bareStampChip[appearance] ?? Contrast.composite(look.stampChip, over: colors.background)
        for chip in [photoChip, stickerChip] {
            #expect(Contrast.ratio(read, chip) >= 3, "\(appearance): read ticks \(read) on the chip \(chip)")
        }
        #expect(ios.button == colors.outgoing && android.button == colors.outgoing && ios.buttonIcon == .white)
    }

    /// Drawn, a chat with a link preview, a poll, a quote of the user's message in someone
    /// else's bubble and read ticks on the chip of emoji alone shows no colour but greys and
    /// the bubble's hue; the quote's "You" is the accent, not the user's sender colour.
    @Test(arguments: Appearance.allCases)
    func aChatShowsNoSecondAccent(_ appearance: Appearance) throws {
        var chat = try Transcript.decode(from: """
            {"participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}},
             "messages": [{"from": "ann", "text": "See https://example.com/beaches and @sam", "time": "09:40",
                           "link": {"url": "https://example.com/beaches", "title": "Beaches", "site": "Example Travel"}},
                          {"from": "ann", "time": "09:41", "card": {"kind": "poll", "question": "Where?", "voters": 3,
                           "options": [{"text": "Alfama", "votes": 2, "chosen": true}, {"text": "Belém", "votes": 1}]}},
                          {"from": "me", "id": "plan", "text": "Yes! 7pm works", "time": "09:42", "status": "read"},
                          {"from": "ann", "replyTo": "plan", "text": "Great", "time": "09:43"},
                          {"from": "me", "text": "🎉", "time": "09:44", "status": "read"}]}
            """, file: "t.json")
        chat.theme = .plain
        chat.appearance = appearance
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
        let rows: [Row<FixedTexts.Text>] = try RowSpec.rows(of: chat).map { spec throws(Diagnostic) in try layout.row(spec) }
        var drawn: [RGBAColor] = []
        for item in rows.flatMap(\.items) {
            switch item {
            case .bubble(let bubble, _):
                drawn.append(bubble.fill)
                for part in bubble.content.parts {
                    switch part {
                    case .text(_, _, let color), .shape(_, let color), .bleedShape(_, let color): drawn.append(color)
                    default: continue
                    }
                }
            case .text(_, _, let color), .pill(_, let color), .shape(_, let color): drawn.append(color)
            default: continue
            }
        }
        let you = try #require(ChatLook.plain.youQuoteColor[appearance])
        #expect(drawn.contains(you), "\(appearance): the quote's \"You\" in the accent")
        #expect(drawn.contains(try #require(ChatLook.plain.ticks.read[appearance])), "\(appearance): the read ticks on the chip")
        Self.expectBubbleHue(drawn.filter { Self.hue($0) != nil }.map { ("drawn", $0) }, appearance)
    }
}
