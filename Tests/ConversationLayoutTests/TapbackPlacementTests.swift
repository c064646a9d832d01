import Foundation
import Testing
import BubbleGeometry
import Transcript
import ConversationLayout

/// Where iMessage's tapback badge goes: over the top corner away from the sender, its tail
/// ending on the bubble's edge clear of the text, and on a sticker's drawn shape rather than
/// its picture's transparent box.
@Suite("tapback placement")
struct TapbackPlacementTests {
    /// A round sticker of 360 × 360 pixels, its disc touching the picture's edges: it reaches
    /// farthest toward a top corner halfway along the diagonal's arc.
    struct RoundStickers: ImageMeasuring {
        func image(_ path: String) throws(Unreadable) -> MessageImage {
            MessageImage(file: .anywhere("/" + path), name: path, width: 360, height: 360)
        }

        func visibleCorner(of image: MessageImage, toward corner: TopCorner) throws(Unreadable) -> Point? {
            let reach = 0.5 / 2.0.squareRoot()
            return Point(x: corner == .right ? 0.5 + reach : 0.5 - reach, y: 0.5 - reach)
        }
    }

    private func row(_ message: String, from sender: String) throws -> Row<FixedTexts.Text> {
        let chat = try Transcript.decode(from: """
            {"theme": "imessage", "participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "\(sender)", \(message), "reactions": [{"emoji": "😂", "from": ["ann", "me"]}]}]}
            """, file: "t.json")
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: RoundStickers())
        return try layout.row(try #require(RowSpec.rows(of: chat).first))
    }

    /// The shape of the row's bubble and where its origin is.
    private func shapeAndOrigin(in row: Row<FixedTexts.Text>) throws -> (BubbleShape, Point) {
        let placed = row.items.compactMap { item -> (MessageBubble<FixedTexts.Text>, Point)? in
            if case .bubble(let bubble, let origin) = item { return (bubble, origin) }
            return nil
        }
        let (bubble, origin) = try #require(placed.first)
        return (try #require(bubble.shape), origin)
    }

    /// The front badge's outline (drawn last).
    private func front(_ row: Row<FixedTexts.Text>) throws -> Rect {
        let areas = row.items.compactMap { item -> Rect? in
            if case .reaction(let mark) = item { return mark.area.bounds }
            return nil
        }
        return try #require(areas.last)
    }

    /// Clear by a few points: a ring that merely misses the first letter reads as touching it.
    /// Every circle of the front badge's ring (its body and tail, in the background colour)
    /// keeps 3 points from the text's box.
    @Test("the tail ends on the bubble's corner, clear of the text", arguments: ["ann", "me"])
    func tailClearsTheText(sender: String) throws {
        let row = try row(#""text": "No way, front row?""#, from: sender)
        let (shape, origin) = try shapeAndOrigin(in: row)
        let text = shape.contentRect.offsetBy(dx: origin.x, dy: origin.y)
        let body = shape.body.offsetBy(dx: origin.x, dy: origin.y)
        let mark = try #require(row.items.compactMap { item -> ReactionMark<FixedTexts.Text>? in
            if case .reaction(let mark) = item { return mark }
            return nil
        }.last)
        let circles = try #require(mark.ring).path.elements.compactMap { element -> (center: Point, radius: Double)? in
            if case .arc(let center, let radius, _, _, _) = element { return (center, radius) }
            return nil
        }
        #expect(circles.count == 3, "the body and two tail circles")
        for circle in circles {
            let dx = max(text.minX - circle.center.x, 0, circle.center.x - text.maxX)
            let dy = max(text.minY - circle.center.y, 0, circle.center.y - text.maxY)
            let gap = (dx * dx + dy * dy).squareRoot() - circle.radius
            #expect(gap >= 3, "the ring's circle at \(circle.center), radius \(circle.radius), \(gap) points off the text \(text)")
        }
        #expect(try front(row).maxY > body.minY, "its tail reaches down onto the bubble")
    }

    /// Messages on iOS 17 and 18 lets the badge's round body overlap the bubble's top corner
    /// by a few points rather than float above it.
    @Test("the badge overlaps the bubble's top corner", arguments: ["ann", "me"])
    func badgeOverlapsTheTop(sender: String) throws {
        let row = try row(#""text": "No way, front row?""#, from: sender)
        let (shape, origin) = try shapeAndOrigin(in: row)
        let body = shape.body.offsetBy(dx: origin.x, dy: origin.y)
        let badge = try front(row)
        let bottom = badge.minY + TapbackBadge.diameter
        #expect(bottom >= body.minY + 3 && bottom <= body.minY + 8, "the badge's body ends at \(bottom), the bubble starts at \(body.minY)")
    }

    /// A sticker's shape lies lower than its picture's box: the badge on it takes no room
    /// above the box when it fits inside.
    @Test("a badge on a sticker reserves no room it does not take", arguments: ["ann", "me"])
    func stickerBadgeTakesNoExtraRoom(sender: String) throws {
        let with = try row(#""sticker": "smile.png""#, from: sender)
        let chat = try Transcript.decode(from: """
            {"theme": "imessage", "participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "\(sender)", "sticker": "smile.png"}]}
            """, file: "t.json")
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: RoundStickers())
        let without = try layout.row(try #require(RowSpec.rows(of: chat).first))
        #expect(with.height == without.height)
        #expect(try front(with).minY >= 0, "the badge stays inside its row")
    }

    /// On a round sticker the badge's tail ends on the disc near its edge, not 30 points out
    /// at the corner of the transparent box.
    @Test("on a sticker the tail ends on its drawn shape", arguments: ["ann", "me"])
    func tailEndsOnTheSticker(sender: String) throws {
        let row = try row(#""sticker": "smile.png""#, from: sender)
        guard case .bubble(let bubble, let origin) = row.items.first(where: { if case .bubble = $0 { true } else { false } }) else {
            Issue.record("no sticker")
            return
        }
        let picture = bubble.bounds.offsetBy(dx: origin.x, dy: origin.y)
        let centre = Point(x: picture.midX, y: picture.midY), radius = picture.width / 2
        let badge = try front(row)
        // The tail's small circle (radius 2) is the lowest part of the badge, at its sender's side.
        let end = TapbackBadge(side: sender == "ann" ? .incoming : .outgoing).tailEnd
        let tailEnd = Point(x: badge.minX + end.x, y: badge.maxY - 2)
        let distance = hypot(tailEnd.x - centre.x, tailEnd.y - centre.y)
        #expect(distance < radius && distance > radius - 15, "tail end \(tailEnd), \(distance) from the centre of a disc of \(radius)")
    }
}
