import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// A message forwarded from someone names them where the look writes "Forwarded", in every
/// look that marks forwarded messages: "Forwarded from TAP Air Portugal", the transcript's own
/// word before the name, and a name too long for a line wrapped within the chat.
@Suite("Forwarded from whom")
struct ForwardedFromTests {
    /// Texts of 8 points a character, wrapped at `maxWidth` into lines 20 points tall.
    struct WrappingTexts: TextMeasuring {
        func text(_ string: String, font: TextFont, maxWidth: Double?, language: String?, centred: Bool) throws(Unreadable) -> FixedTexts.Text {
            let natural = 8 * Double(string.count)
            let width = min(natural, maxWidth ?? natural)
            let box = Rect(x: 0, y: 0, width: width, height: 20 * (natural / max(width, 1)).rounded(.up))
            return FixedTexts.Text(extents: (box, box), string: string)
        }
    }

    /// The texts laid out for a 400-point-wide chat whose one message is forwarded from `name`.
    private func texts(_ theme: LookName, name: String, labels: String = "") throws -> [FixedTexts.Text] {
        let chat = try Transcript.decode(from: """
            {"theme": "\(theme.rawValue)", "width": 400, \(labels)
             "participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}},
             "messages": [{"from": "ann", "text": "Boarding at 9", "forwardedFrom": "\(name)", "time": "09:42"}]}
            """, file: "t.json")
        #expect(chat.messages.first?.bubble?.forwarded == true)
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: WrappingTexts(), images: MissingImages())
        return try RowSpec.rows(of: chat).flatMap { spec throws(Diagnostic) in try layout.row(spec).texts }
    }

    /// The looks that write "Forwarded" (Messages has no forwarding: iMessage writes nothing).
    static let marking = ChatLook.builtIn.filter(\.marksForwarded).map(\.name)

    @Test func aLookThatMarksNoForwardingWritesNoOrigin() throws {
        for look in ChatLook.builtIn where !look.marksForwarded {
            #expect(try !texts(look.name, name: "TAP Air Portugal").contains { $0.string.contains("TAP Air Portugal") })
        }
        #expect(ChatLook.builtIn.contains { !$0.marksForwarded } && !Self.marking.isEmpty)
    }

    /// The label names the origin after "Forwarded from", or after the transcript's word and
    /// a colon; a look's header (Telegram's) puts the name on a line of its own.
    @Test(arguments: marking)
    func theLabelNamesTheOrigin(_ theme: LookName) throws {
        let header = ChatLook.builtIn.first { $0.name == theme }?.forwardedHeader[.light][.incoming] != nil
        #expect(try texts(theme, name: "TAP Air Portugal").map(\.string).contains(header ? "Forwarded from\nTAP Air Portugal" : "Forwarded from TAP Air Portugal"))
        let german = try texts(theme, name: "TAP Air Portugal", labels: #""labels": {"forwarded": "Weitergeleitet"},"#)
        #expect(german.map(\.string).contains(header ? "Weitergeleitet\nTAP Air Portugal" : "Weitergeleitet: TAP Air Portugal"))
    }

    /// Texts that keep the font and the styled spans they were laid out with.
    struct StyledTexts: TextMeasuring {
        struct Text: MeasuredText {
            let extents: (logical: Rect, ink: Rect)
            let string: String
            let font: TextFont
            let bold: [Range<Int>]
            var firstLineExtents: Rect? { extents.logical }
            var lastLineExtents: Rect? { extents.logical }
        }

        func text(_ string: String, font: TextFont, maxWidth: Double?, language: String?, centred: Bool) throws(Unreadable) -> Text {
            measured(string, font: font, bold: [])
        }

        func text(_ string: String, styling: TextStyling, font: TextFont, maxWidth: Double?, language: String?) throws(Unreadable) -> Text {
            measured(string, font: font, bold: styling.entities.filter { $0.type == .bold }.map(\.range))
        }

        private func measured(_ string: String, font: TextFont, bold: [Range<Int>]) -> Text {
            let box = Rect(x: 0, y: 0, width: 8 * Double(string.count), height: 20)
            return Text(extents: (box, box), string: string, font: font, bold: bold)
        }
    }

    /// Telegram starts a forwarded message with "Forwarded from" over the origin's name in
    /// bold, upright, in the accent of the bubble's side (blue in others', green in the
    /// user's), before anything else (no arrow leads it); "Forwarded message" when no origin
    /// is named.
    @Test(arguments: [BubbleSide.incoming, .outgoing])
    func telegramHeadsAForwardedMessageInItsAccent(_ side: BubbleSide) throws {
        let sender = side == .outgoing ? "me" : "ann"
        let chat = try Transcript.decode(from: """
            {"theme": "telegram", "participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}},
             "messages": [{"from": "\(sender)", "text": "Boarding at 9", "forwardedFrom": "TAP Air Portugal", "time": "09:42"},
                          {"from": "\(sender)", "text": "Gate 12", "forwarded": true, "time": "09:43"}]}
            """, file: "t.json")
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: StyledTexts(), images: MissingImages())
        let accent = side == .outgoing ? RGBAColor.rgb(0x00A700) : .rgb(0x007EE5)
        let expected = ["Forwarded from\nTAP Air Portugal", "Forwarded message"]
        for (spec, words) in zip(RowSpec.rows(of: chat), expected) {
            guard case .bubble(let bubble, _)? = try layout.row(spec).items.first(where: { if case .bubble = $0 { true } else { false } }) else {
                Issue.record("no bubble")
                continue
            }
            guard case .text(let block, let origin, let color)? = bubble.content.parts.first else {
                Issue.record("the header comes first")
                continue
            }
            #expect(block.text.string == words)
            #expect(color == accent)
            #expect(origin.y == 0)
            #expect(block.text.font == .sized(13, weight: .regular, italic: false), "upright, 13 points")
            #expect(block.text.bold == (words.hasSuffix("Portugal") ? [15 ..< 31] : []), "the name in bold")
        }
    }

    @Test(arguments: marking)
    func aLongNameWrapsWithinTheChat(_ theme: LookName) throws {
        let name = Array(repeating: "Lisbon Airport Transfers", count: 8).joined(separator: " ")
        let label = try #require(try texts(theme, name: name).first { $0.string.hasSuffix(name) })
        #expect(label.extents.logical.width < 400)
        #expect(label.extents.logical.height > 20)
    }
}
