import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// What LINE does, which the `talk` look follows: a member's avatar heads their run, level
/// with their name; a few emoji alone go without a bubble. Measured with texts of
/// 8 points a character.
@Suite("talk conventions")
struct TalkConventionTests {
    private static let group = #""participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}, "bob": {"name": "Bob"}}"#

    private func rows(_ json: String) throws -> [Row<FixedTexts.Text>] {
        var chat = try Transcript.decode(from: json, file: "t.json")
        chat.theme = .talk
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: QuoteAndStickerNameTests.SquareImages())
        return try RowSpec.rows(of: chat).map { spec throws(Diagnostic) in try layout.row(spec) }
    }

    @Test func theAvatarHeadsTheRunBesideTheName() throws {
        let rows = try rows("""
            {\(Self.group), "messages": [{"from": "ann", "text": "One"}, {"from": "ann", "text": "Two"}]}
            """)
        let avatars = rows.map { row in
            row.items.compactMap { item -> Rect? in
                if case .avatar(_, let rect) = item { return rect }
                return nil
            }
        }
        #expect(avatars.map(\.count) == [1, 0])
        let name = rows[0].items.compactMap { item -> Double? in
            if case .text(let block, let origin, _) = item, block.text.string == "Ann" { return origin.y + block.box.minY }
            return nil
        }.first
        #expect(avatars[0].first?.minY == 0 && name == 0, "the avatar and the name start the row")
    }

    @Test func emojiAloneGoWithoutABubble() throws {
        let rows = try rows("""
            {\(Self.group), "messages": [{"from": "ann", "text": "🎉"}, {"from": "bob", "text": "👍👍"}, {"from": "me", "text": "Nice"}]}
            """)
        let shapes = rows.map { row in
            row.items.compactMap { item -> Bool? in
                if case .bubble(let bubble, _) = item { return bubble.shape != nil }
                return nil
            }
        }
        #expect(shapes == [[false], [false], [true]])
    }
}
