import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// Texts and marks inside bubbles stay readable, measured as WCAG 2 contrast ratios on the
/// laid-out rows' colours (each painted over what lies under it).
@Suite("readable colours")
struct ReadableColorTests {
    /// The least contrast of a time, a tick or a quoted text with what is under it: WCAG's
    /// for large text and graphics, as the apps' own times and ticks keep.
    static let least = 3.0

    private func rows(_ json: String, look: LookName, appearance: Appearance) throws -> [Row<FixedTexts.Text>] {
        var chat = try Transcript.decode(from: json, file: "t.json")
        chat.theme = look
        chat.appearance = appearance
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
        return try RowSpec.rows(of: chat).map { spec throws(Diagnostic) in try layout.row(spec) }
    }

    private func bubbles(_ rows: [Row<FixedTexts.Text>]) -> [MessageBubble<FixedTexts.Text>] {
        rows.flatMap { row in
            row.items.compactMap { item in
                if case .bubble(let bubble, _) = item { return bubble }
                return nil
            }
        }
    }

    /// plain's two sides differ clearly in both appearances (the dark one's were two greys
    /// 1.9:1 apart) without the dark appearance's outgoing bubble glaring off its canvas (a
    /// light grey block, 11:1, as no dark theme draws one), and every time and tick in its
    /// bubbles keeps 3:1 with the bubble (grey ticks vanished on the dark grey bubble). On the
    /// user's blue bubble the text keeps 4.5:1 and the time 4.3:1, and the read ticks are
    /// white, brighter than the time and the delivered ticks (blue ones vanished on the blue).
    @Test(arguments: Appearance.allCases)
    func plainsSidesDifferAndItsTimesAndTicksShow(_ appearance: Appearance) throws {
        let colors = ChatLook.plain.colors[appearance]
        #expect(Contrast.ratio(colors.incoming, colors.outgoing) >= 2.5, "\(appearance): the two sides' fills")
        if appearance == .dark {
            #expect(Contrast.ratio(colors.outgoing, colors.background) <= 4, "the outgoing fill on the dark canvas")
        }
        #expect(Contrast.ratio(colors.outgoingText, colors.outgoing) >= 4.5, "\(appearance): the user's text")
        let rows = try rows("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}},
             "messages": [{"from": "ann", "text": "Leaving?", "time": "09:40"},
                          {"from": "me", "text": "Now", "time": "09:41", "status": "sending"},
                          {"from": "me", "text": "Bridge", "time": "09:42", "status": "sent"},
                          {"from": "me", "text": "Traffic", "time": "09:43", "status": "delivered"},
                          {"from": "me", "text": "Here", "time": "09:44", "status": "read"}]}
            """, look: .plain, appearance: appearance)
        var marks: [RGBAColor] = []
        for bubble in bubbles(rows) {
            for part in bubble.content.parts {
                let color: RGBAColor
                switch part {
                case .text(let text, _, let ink):
                    color = ink
                    if bubble.fill == colors.outgoing, text.text.string.hasPrefix("09:") {
                        let ratio = Contrast.ratio(Contrast.composite(color, over: bubble.fill), bubble.fill)
                        #expect(ratio >= 4.3, "\(appearance): the time \(color) on \(bubble.fill) is \(ratio):1")
                    }
                case .shape(_, let shape): color = shape; marks.append(shape)
                default: continue
                }
                let ratio = Contrast.ratio(Contrast.composite(color, over: bubble.fill), bubble.fill)
                #expect(ratio >= Self.least, "\(appearance): \(color) on \(bubble.fill) is \(ratio):1")
            }
        }
        #expect(marks.count == 4, "the clock and the ticks of four sent messages")
        #expect(marks.last == .white, "\(appearance): the read ticks white on the blue")
        #expect(marks.dropLast().allSatisfy { $0.alpha < 200 }, "\(appearance): the ticks before reading fainter")
    }

    /// plain's read ticks are white in the user's bubble (``DeliveryTicks/readInBubble``) and
    /// stay light blue on the dark chip of a sticker or of emoji alone, where white would look
    /// as delivered.
    @Test(arguments: Appearance.allCases)
    func plainsReadTicksAreWhiteOnlyInTheBubble(_ appearance: Appearance) throws {
        let look = ChatLook.plain
        let bubble = try #require(look.ticks.readInBubble[appearance])
        let chip = try #require(look.ticks.read[appearance])
        #expect(bubble == .white && chip != .white)
        let rows = try rows("""
            {"participants": {"me": {"side": "outgoing"}},
             "messages": [{"from": "me", "text": "🎉", "time": "09:44", "status": "read"}]}
            """, look: .plain, appearance: appearance)
        let shapes = bubbles(rows).flatMap { $0.content.parts }.compactMap { part -> RGBAColor? in
            if case .shape(_, let color) = part { return color }
            return nil
        }
        #expect(shapes.contains(chip), "\(appearance): the read ticks on the chip \(shapes)")
    }

    /// A quote in the bubble's own text colour (``QuoteStyle/ruled``, talk's, or a
    /// ``QuoteStyle/header``) is readable: the quoted name and text over the quote's block (a
    /// ruled quote has none) over the bubble, on both sides and in both appearances (talk's
    /// text was light blue on its blue bubble, 2.3:1).
    @Test(arguments: ChatLook.builtIn.filter { $0.quote == .header || $0.quote == .ruled }.map(\.name))
    func quotesAreReadable(_ look: LookName) throws {
        for appearance in Appearance.allCases {
            let rows = try rows("""
                {"participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}},
                 "messages": [{"from": "ann", "text": "Saturday?", "id": "q"}, {"from": "me", "text": "Yes", "id": "r", "replyTo": "q"},
                              {"from": "ann", "text": "Great", "replyTo": "r"}]}
                """, look: look, appearance: appearance)
            for bubble in bubbles(Array(rows.dropFirst())) {
                let block = try #require(bubble.content.parts.lazy.compactMap { part -> RGBAColor? in
                    if case .shape(_, let color) = part { return color }
                    return nil
                }.first, "\(look) \(appearance): no quote block")
                let ruled = try #require(ChatLook.named(look)).quote == .ruled
                let under = ruled ? bubble.fill : Contrast.composite(block, over: bubble.fill)
                let texts = bubble.content.parts.compactMap { part -> RGBAColor? in
                    if case .text(_, _, let color) = part { return color }
                    return nil
                }
                #expect(texts.count >= 2)
                for color in texts.prefix(2) {
                    let ratio = Contrast.ratio(Contrast.composite(color, over: under), under)
                    #expect(ratio >= Self.least, "\(look) \(appearance) \(bubble.fill): quoted \(color) on \(block) is \(ratio):1")
                }
            }
        }
    }
}
