import Foundation
import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

@Suite("conversation layout")
struct ConversationLayoutTests {
    private func transcript(_ json: String) throws -> Transcript {
        try Transcript.decode(from: json, file: "t.json")
    }

    @Test func runsCarryOneTailWhereTheStyleWantsIt() throws {
        let chat = try transcript("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "ann", "text": "a"}, {"from": "ann", "text": "b"}, {"from": "ann", "text": "c"},
                          {"from": "me", "text": "d"}, {"separator": "Now"}, {"from": "me", "text": "e"}]}
            """)
        let rows = RowSpec.rows(of: chat)
        let tails = { (look: ChatLook) in rows.map { $0.kind.isSeparator ? "|" : ($0.hasTail(look.tail) ? "T" : "-") }.joined() }
        #expect(tails(.imessage) == "--TT|T")
        #expect(tails(.telegram) == "--TT|T")
        #expect(tails(.whatsapp) == "T--T|T")
        #expect(tails(.talk) == "T--T|T")
        #expect(tails(.plain) == "----|-")
        #expect(rows.allSatisfy { !$0.showsName && !$0.showsAvatar(atRunTop: false) && !$0.showsAvatar(atRunTop: true) },
                "two people: no names, no avatars")
    }

    @Test func groupChatsNameTheFirstAndShowTheAvatarOnTheLastOrTheFirst() throws {
        let chat = try transcript("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {}, "bob": {}},
             "messages": [{"from": "ann", "text": "a"}, {"from": "ann", "text": "b"}, {"from": "bob", "text": "c"}, {"from": "me", "text": "d"}]}
            """)
        let rows = RowSpec.rows(of: chat)
        #expect(rows.map(\.showsName) == [true, false, true, false])
        #expect(rows.map { $0.showsAvatar(atRunTop: false) } == [false, true, true, false])
        #expect(rows.map { $0.showsAvatar(atRunTop: true) } == [true, false, true, false])
        #expect(rows.map(\.reservesAvatarColumn) == [true, true, true, false])
    }

    @Test func rowsAreLaidOutWithAnyTextEngine() throws {
        let chat = try transcript("""
            {"layoutDirection": "rtl", "participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "ann", "text": "abc"}, {"from": "me", "text": "d"}]}
            """)
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
        let row = try layout.row(RowSpec.rows(of: chat)[0])
        guard case .bubble(let bubble, let origin) = row.items.first else {
            Issue.record("no bubble")
            return
        }
        #expect(bubble.content.size == Size(width: 24, height: 20), "three characters of 8 points, one line of 20")
        #expect(origin.x + bubble.bounds.maxX > 380, "incoming bubble on the right")
        #expect(bubble.fill == ConversationTheme.standard(.imessage, appearance: .light).colors.incoming)
    }

    /// Each theme's reactions sit where its app draws them, inside the row, which grows by
    /// exactly the room they take.
    @Test(arguments: ChatLook.names)
    func reactionsSitWhereTheAppDrawsThemAndTakeRoom(_ style: LookName) throws {
        let look = try #require(ChatLook.named(style))
        func rows(reactions: String) throws -> (Row<FixedTexts.Text>, Row<FixedTexts.Text>) {
            let chat = try transcript("""
                {"theme": "\(style.rawValue)", "participants": {"me": {"side": "outgoing"}, "ann": {}},
                 "messages": [{"from": "ann", "text": "hello there", "reactions": \(reactions)},
                              {"from": "me", "text": "hi", "reactions": \(reactions)}]}
                """)
            let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
            let specs = RowSpec.rows(of: chat)
            return (try layout.row(specs[0]), try layout.row(specs[1]))
        }
        let plain = try rows(reactions: "[]")
        let reacted = try rows(reactions: #"[{"emoji": "❤️", "from": ["me"]}, {"emoji": "👍", "count": 3}]"#)
        for (without, with) in [(plain.0, reacted.0), (plain.1, reacted.1)] {
            let marks = with.items.compactMap { item -> ReactionMark<FixedTexts.Text>? in
                if case .reaction(let mark) = item { return mark }
                return nil
            }
            guard let (bubble, origin) = with.items.lazy.compactMap({ item -> (MessageBubble<FixedTexts.Text>, Point)? in
                if case .bubble(let bubble, let origin) = item { return (bubble, origin) }
                return nil
            }).first, let body = bubble.shape?.body else {
                Issue.record("no bubble")
                return
            }
            let bodyInRow = body.offsetBy(dx: origin.x, dy: origin.y)
            if case .chips = look.reactions {} else { #expect(!marks.isEmpty) }
            #expect(with.height > without.height, "reactions take room")
            for mark in marks {
                #expect(mark.bounds.minY >= 0 && mark.bounds.maxY <= with.height, "\(style): inside the row")
            }
            let top = marks.map(\.bounds.minY).min() ?? 0
            switch look.reactions {
            case .tapbacks:
                #expect(top < bodyInRow.minY, "tapbacks above the bubble's top edge")
                #expect(marks.count == 3, "a badge for each of the four people who reacted, up to three")
                // At the corner away from the sender: right of a bubble on the left.
                let leading = bodyInRow.minX < 100
                let front = try #require(marks.last?.bounds)
                #expect(leading ? front.maxX > bodyInRow.maxX : front.minX < bodyInRow.minX)
                #expect(with.height == without.height + TranscriptLayout<FixedTexts, MissingImages>.tapbackHeadroom)
            case .pill:
                #expect(marks.count == 1, "one pill")
                #expect(top < bodyInRow.maxY && (marks.first?.bounds.maxY ?? 0) > bodyInRow.maxY, "over the bottom edge")
                #expect(marks.first?.texts.count == 3, "two emoji and the count 4")
            case .cornerBadge:
                #expect(marks.count == 1, "one badge")
                #expect(top < bodyInRow.maxY && (marks.first?.bounds.maxY ?? 0) > bodyInRow.maxY, "over the bottom edge")
                // 8 points in from the end away from the sender, or from the sender's end under a
                // bubble too narrow for it (its ring 1.5 wide around it).
                let leading = bodyInRow.minX < 100
                let badge = try #require(marks.first?.bounds).insetBy(dx: 1.5, dy: 1.5)
                let farEnd = badge.width + 16 <= bodyInRow.width
                #expect(abs(leading == farEnd ? bodyInRow.maxX - 8 - badge.maxX : badge.minX - bodyInRow.minX - 8) < 1e-9,
                        "at the end away from the sender when it fits")
            case .pillRows:
                #expect(marks.count == 2, "a pill each")
                #expect(top > bodyInRow.maxY, "under the bubble")
            case .chips:
                #expect(marks.isEmpty, "nothing around the bubble")
                // A chip each inside the bubble, under its text: two round shapes in the content.
                let chips = bubble.content.parts.compactMap { part -> Rect? in
                    if case .shape(let path, _) = part, let bounds = path.bounds, bounds.height == 30 { return bounds }
                    return nil
                }
                #expect(chips.count == 2)
                let content = Rect(origin: .zero, size: bubble.content.size)
                #expect(chips.allSatisfy { content.contains($0) })
                guard let plainBubble = without.items.lazy.compactMap({ item -> MessageBubble<FixedTexts.Text>? in
                    if case .bubble(let bubble, _) = item { return bubble }
                    return nil
                }).first else { continue }
                #expect(bubble.content.size.height >= plainBubble.content.size.height + 30)
            }
        }
    }

    @Test func countsAreAbbreviatedAsTheAppsDo() {
        let label = TranscriptLayout<FixedTexts, MissingImages>.countLabel
        #expect([1, 999, 1000, 1250, 9999, 10_000, 999_999, 1_000_000].map(label) == ["1", "999", "1K", "1.2K", "9.9K", "10K", "999K", "1M"])
    }

    @Test func anImageThatCannotBeMeasuredNamesItsJSONPath() throws {
        let chat = try transcript("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {"avatar": "ann.png"}, "bob": {}},
             "messages": [{"from": "bob", "image": "dog.png"}, {"from": "ann", "text": "hi"}]}
            """)
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
        let rows = RowSpec.rows(of: chat)
        for (row, path, message) in [(0, "messages[0].image", "dog.png: no such file"), (1, "participants.ann.avatar", "ann.png: no such file")] {
            do {
                _ = try layout.row(rows[row])
                Issue.record("row \(row) laid out")
            } catch {
                #expect(error.path?.description == path)
                #expect(error.message == message)
            }
        }
    }

    @Test func pagesSplitAtRowBoundaries() {
        let pages = Pagination.pages(heights: [40, 40, 40, 40, 40], spacings: [0, 10, 10, 10, 10], padding: 12, maxHeight: 150)
        #expect(pages.map(\.rows) == [0..<2, 2..<4, 4..<5])
        #expect(pages.map(\.height) == [114, 114, 64])
        #expect(pages.allSatisfy { $0.height <= 150 })
        let tall = Pagination.pages(heights: [10, 500, 10], spacings: [0, 5, 5], padding: 12, maxHeight: 100)
        #expect(tall.map(\.rows) == [0..<1, 1..<2, 2..<3])
        #expect(Pagination.pages(heights: [], spacings: [], padding: 12, maxHeight: 100) == [Pagination.Page(rows: 0..<0, height: 24)])
        // A separator (row 1) never ends a page: it moves on with the message after it.
        let kept = Pagination.pages(heights: [40, 20, 40, 40], spacings: [0, 10, 10, 10], keepWithNext: [false, true, false, false],
                                    padding: 12, maxHeight: 100)
        #expect(kept.map(\.rows) == [0..<1, 1..<3, 3..<4])
        #expect(kept.map(\.height) == [64, 94, 64])
    }

}

extension RowSpec.Kind {
    var isSeparator: Bool {
        if case .separator = self { return true }
        return false
    }
}

/// Texts of 8 points a character on one line 20 points tall: layout without Pango.
struct FixedTexts: TextMeasuring {
    struct Text: MeasuredText {
        let extents: (logical: Rect, ink: Rect)
        /// The text as given.
        let string: String
        var firstLineExtents: Rect? { extents.logical }
        var lastLineExtents: Rect? { extents.logical }
    }

    func text(_ string: String, font: TextFont, maxWidth: Double?, language: String?, centred: Bool) throws(Unreadable) -> Text {
        let box = Rect(x: 0, y: 0, width: 8 * Double(string.count), height: 20)
        return Text(extents: (box, box), string: string)
    }
}

/// Image files that are never there.
struct MissingImages: ImageMeasuring {
    func image(_ path: String) throws(Unreadable) -> MessageImage {
        throw Unreadable(description: "\(path): no such file")
    }
}

struct Unreadable: Error, CustomStringConvertible {
    let description: String
}
