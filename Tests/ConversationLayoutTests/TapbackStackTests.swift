import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// iMessage draws a badge for each person who reacted: two people's thumbs up are two thumbs-up
/// badges stacked, not one badge (Messages shows no counts).
@Suite("tapbacks stack one badge a person")
struct TapbackStackTests {
    /// The badges drawn on the one message of a chat with `reactions`, front first: each
    /// badge's emoji and whether it has the outgoing (the user's) colour.
    private func badges(_ reactions: String) throws -> [(emoji: String, own: Bool, height: Double)] {
        let chat = try Transcript.decode(from: """
            {"theme": "imessage", "participants": {"me": {"side": "outgoing"}, "ann": {}, "bo": {}},
             "messages": [{"from": "ann", "text": "Tickets!", "reactions": \(reactions)}]}
            """, file: "t.json")
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
        let row = try layout.row(try #require(RowSpec.rows(of: chat).first))
        let outgoing = layout.theme.colors.outgoing
        // Drawn back to front.
        return row.items.reversed().compactMap { item in
            guard case .reaction(let mark) = item, let text = mark.texts.first else { return nil }
            return (text.block.text.string, mark.outlines.contains { $0.color == outgoing }, mark.area.bounds?.height ?? 0)
        }
    }

    @Test func aCountOfTwoIsTwoBadges() throws {
        let shown = try badges(#"[{"emoji": "👍", "count": 2}]"#)
        #expect(shown.map(\.emoji) == ["👍", "👍"])
        #expect(shown.allSatisfy { !$0.own })
    }

    /// Messages draws the thought-bubble tail of the front badge only; those behind it are
    /// round.
    @Test func onlyTheFrontBadgeHasATail() throws {
        let shown = try badges(#"[{"emoji": "👍", "count": 3}]"#)
        #expect(shown.map(\.height) == [TapbackBadge.diameter + 9, TapbackBadge.diameter, TapbackBadge.diameter])
    }

    @Test func twoNamedPeopleAreTwoBadgesTheUsersInFront() throws {
        let shown = try badges(#"[{"emoji": "❤️", "from": ["ann", "me"]}]"#)
        #expect(shown.map(\.emoji) == ["❤️", "❤️"])
        #expect(shown.map(\.own) == [true, false])
    }

    @Test func theStackStopsAtThreeBadges() throws {
        #expect(try badges(#"[{"emoji": "👍", "count": 1250}]"#).map(\.emoji) == ["👍", "👍", "👍"])
        let mixed = try badges(#"[{"emoji": "😂", "from": ["bo"]}, {"emoji": "👍🏽", "count": 2}, {"emoji": "🔥", "count": 1}]"#)
        #expect(mixed.map(\.emoji) == ["😂", "👍🏽", "👍🏽"])
        #expect(try badges(#"[{"emoji": "😂", "count": 1}, {"emoji": "‼️", "count": 1}]"#).map(\.emoji) == ["😂", "‼️"])
    }
}
