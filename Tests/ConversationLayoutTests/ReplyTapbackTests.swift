import Foundation
import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// iMessage's tapback badges on a reply stay off the line that joins it to the quoted message.
@Suite("reply connectors and tapbacks")
struct ReplyTapbackTests {
    /// Whether the straight edges of `outline` (a polyline's outline) come within `rect`.
    private func touches(_ outline: Path, _ rect: Rect) -> Bool {
        var points: [Point] = []
        for element in outline.elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            default: break
            }
        }
        for (a, b) in zip(points, points.dropFirst() + points.prefix(1)) {
            for step in 0...100 {
                let t = Double(step) / 100
                let p = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if p.x > rect.minX, p.x < rect.maxX, p.y > rect.minY, p.y < rect.maxY { return true }
            }
        }
        return false
    }

    /// Replies to each side from each side, wide and narrow, with one to three badges.
    @Test(arguments: [Appearance.light, .dark])
    func noBadgeSitsOnTheConnector(_ appearance: Appearance) throws {
        var chat = try Transcript.decode(from: """
            {"theme": "imessage", "participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}},
             "messages": [{"from": "ann", "id": "a", "text": "Are we still on for Saturday?"},
                          {"from": "me", "replyTo": "a", "text": "Yes! 7pm works", "reactions": [{"emoji": "❤️", "from": ["ann"]}]},
                          {"from": "me", "id": "b", "text": "Bring the speaker"},
                          {"from": "ann", "replyTo": "b", "text": "Sure", "reactions": [{"emoji": "👍", "from": ["me"]}, {"emoji": "😂", "count": 2}]},
                          {"from": "ann", "id": "c", "text": "ok"},
                          {"from": "ann", "replyTo": "c", "text": "!", "reactions": [{"emoji": "👍", "count": 1}, {"emoji": "❤️", "count": 1}, {"emoji": "‼️", "count": 1}]},
                          {"from": "me", "id": "d", "text": "A long message that fills most of the line"},
                          {"from": "me", "replyTo": "d", "text": "ok", "reactions": [{"emoji": "‼️", "from": ["ann"]}]}]}
            """, file: "t.json")
        chat.appearance = appearance
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
        var checked = 0
        for spec in RowSpec.rows(of: chat) where spec.quote != nil {
            let row = try layout.row(spec)
            let lines = row.items.compactMap { item -> Path? in
                if case .shape(let path, _) = item { return path }
                return nil
            }
            let badges = row.items.compactMap { item -> Rect? in
                if case .reaction(let mark) = item { return mark.area.bounds }
                return nil
            }
            #expect(lines.count == 1 && !badges.isEmpty)
            for line in lines {
                for badge in badges {
                    #expect(!touches(line, Rect(x: badge.minX - 2, y: badge.minY - 2, width: badge.width + 4, height: badge.height + 4)),
                            "messages[\(spec.index)]")
                }
            }
            checked += 1
        }
        #expect(checked == 4)
    }
}
