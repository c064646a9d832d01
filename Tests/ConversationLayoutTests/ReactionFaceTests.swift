import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// Telegram's chips show who reacted instead of how many when it knows everyone: in a
/// one-to-one chat always, in a group while they are three people at most; a count it cannot
/// put faces to makes every chip of the message count.
@Suite("telegram reaction faces")
struct ReactionFaceTests {
    typealias Text = FixedTexts.Text

    /// The avatars and texts in the chips of each message's bubble.
    private func chips(_ json: String) throws -> [(faces: [Rect], texts: [String])] {
        var chat = try Transcript.decode(from: json, file: "t.json")
        chat.theme = .telegram
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
        return try RowSpec.rows(of: chat).map { spec throws(Diagnostic) in
            let row = try layout.row(spec)
            guard case .bubble(let bubble, _)? = row.items.first(where: { if case .bubble = $0 { true } else { false } }) else { return ([], []) }
            let faces = bubble.content.parts.compactMap { part -> Rect? in
                if case .avatar(_, let rect) = part { return rect }
                return nil
            }
            let texts = bubble.content.parts.compactMap { part -> String? in
                if case .text(let block, _, _) = part { return block.text.string }
                return nil
            }
            return (faces, texts)
        }
    }

    private static let pair = #""participants": {"me": {"name": "Me", "side": "outgoing"}, "ann": {"name": "Ann"}}"#
    private static let group = #""participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}, "bob": {"name": "Bob"}, "cy": {"name": "Cy"}, "di": {"name": "Di"}}"#

    /// In a one-to-one chat a reaction shows the avatar of each of its senders, 24 points
    /// round in the 30-point chip, the second overlapping the first; no count.
    @Test func aOneToOneChatShowsWhoReacted() throws {
        let rows = try chips("""
            {\(Self.pair), "messages": [{"from": "ann", "text": "a", "reactions": [{"emoji": "❤️", "from": ["me"]}]},
                                        {"from": "me", "text": "b", "reactions": [{"emoji": "🥳", "from": ["ann", "me"]}]}]}
            """)
        #expect(rows[0].faces.count == 1)
        #expect(!rows[0].texts.contains("1"), "no count")
        #expect(rows[0].faces.first.map { $0.width == 24 && $0.height == 24 } == true)
        #expect(rows[1].faces.count == 2)
        if rows[1].faces.count == 2 {
            let (first, second) = (rows[1].faces[0], rows[1].faces[1])
            #expect(second.minX > first.minX && second.minX < first.maxX, "overlapping: \(first) \(second)")
        }
    }

    /// A reaction given only as a count cannot show faces: every chip of its message counts.
    @Test func aCountMakesEveryChipCount() throws {
        let rows = try chips("""
            {\(Self.pair), "messages": [{"from": "me", "text": "b", "reactions": [{"emoji": "😂", "from": ["ann"]}, {"emoji": "🔥", "count": 2}]}]}
            """)
        #expect(rows[0].faces.isEmpty)
        #expect(rows[0].texts.filter { $0 == "1" || $0 == "2" }.count == 2)
    }

    /// In a group, faces while at most three people reacted; a fourth makes them counts.
    @Test func aGroupShowsFacesForThreePeopleAtMost() throws {
        let rows = try chips("""
            {\(Self.group), "messages": [
                {"from": "ann", "text": "a", "reactions": [{"emoji": "👍", "from": ["bob", "cy"]}, {"emoji": "❤️", "from": ["me"]}]},
                {"from": "ann", "text": "b", "reactions": [{"emoji": "👍", "from": ["bob", "cy", "di"]}, {"emoji": "❤️", "from": ["me"]}]}]}
            """)
        #expect(rows[0].faces.count == 3)
        #expect(rows[1].faces.isEmpty)
        #expect(rows[1].texts.contains("3"))
    }
}
