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

    @Test(arguments: marking)
    func theLabelNamesTheOrigin(_ theme: LookName) throws {
        #expect(try texts(theme, name: "TAP Air Portugal").map(\.string).contains("Forwarded from TAP Air Portugal"))
        let german = try texts(theme, name: "TAP Air Portugal", labels: #""labels": {"forwarded": "Weitergeleitet"},"#)
        #expect(german.map(\.string).contains("Weitergeleitet: TAP Air Portugal"))
    }

    @Test(arguments: marking)
    func aLongNameWrapsWithinTheChat(_ theme: LookName) throws {
        let name = Array(repeating: "Lisbon Airport Transfers", count: 8).joined(separator: " ")
        let label = try #require(try texts(theme, name: name).first { $0.string.hasSuffix(name) })
        #expect(label.extents.logical.width < 400)
        #expect(label.extents.logical.height > 20)
    }
}
