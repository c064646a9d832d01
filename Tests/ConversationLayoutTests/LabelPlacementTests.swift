import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// The labels around a bubble keep to it: "Forwarded" above a bubble sits against that bubble
/// and leaves the gap between runs above it, however close the message before; "Edited" and
/// the receipt under an iMessage bubble share one line.
@Suite("labels keep to their bubble")
struct LabelPlacementTests {
    /// A forwarded message and a reply in the middle of a run, each after a message with a
    /// time, and an edited message that failed (iMessage: "Edited" and "Not Delivered").
    static func chat(_ theme: LookName, direction: String = "ltr") throws -> Transcript {
        try Transcript.decode(from: """
            {"theme": "\(theme.rawValue)", "layoutDirection": "\(direction)",
             "participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}},
             "messages": [{"from": "ann", "id": "a", "text": "Look at this", "time": "09:41"},
                          {"from": "ann", "text": "Ja", "forwarded": true, "time": "09:42"},
                          {"from": "ann", "replyTo": "a", "text": "And this", "time": "09:42"},
                          {"from": "me", "text": "Gut", "edited": true, "time": "09:43", "status": "failed"}]}
            """, file: "t.json")
    }

    private struct Placed {
        var rows: [Row<FixedTexts.Text>]
        var tops: [Double]
        var theme: ConversationTheme
    }

    /// The messages' rows stacked as pages stack them, with any time header between them:
    /// each message row's top on the canvas.
    private func placed(_ chat: Transcript) throws -> Placed {
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
        let specs = RowSpec.rows(of: chat)
        var rows: [Row<FixedTexts.Text>] = []
        var tops: [Double] = []
        var y = 0.0
        for (index, spec) in specs.enumerated() {
            y += spec.spacing(after: index > 0 ? specs[index - 1] : nil, theme: layout.theme)
            let row = try layout.row(spec)
            if spec.kind.message != nil {
                tops.append(y)
                rows.append(row)
            }
            y += row.height
        }
        return Placed(rows: rows, tops: tops, theme: layout.theme)
    }

    /// The box of the text item that shows `string`, in row coordinates.
    private func box(of string: String, in row: Row<FixedTexts.Text>) -> Rect? {
        for case .text(let block, let origin, _) in row.items where block.text.string == string {
            return block.box.offsetBy(dx: origin.x, dy: origin.y)
        }
        return nil
    }

    /// The top of the first bubble of a row (the quoted one, above a reply) and of its last.
    private func bubbleTops(in row: Row<FixedTexts.Text>) -> [Double] {
        row.items.compactMap { item in
            guard case .bubble(let bubble, let origin) = item else { return nil }
            return origin.y + bubble.bounds.minY
        }
    }

    /// The lowest point of a row's items (its bottom, reactions aside).
    private func bottom(of row: Row<FixedTexts.Text>) -> Double {
        row.height
    }

    @Test(arguments: ChatLook.names)
    func forwardedSitsAgainstItsOwnBubble(_ theme: LookName) throws {
        let placed = try placed(try Self.chat(theme))
        let row = placed.rows[1]
        // Looks that write "Forwarded" inside the bubble, or none, have nothing above it.
        guard let label = box(of: "Forwarded", in: row) else {
            #expect(placed.theme.timePlacement == .inside || !placed.theme.look.marksForwarded)
            return
        }
        let bubbleTop = try #require(bubbleTops(in: row).first)
        // As close as 4 points, or the look's gap above its bubbles (talk's clears the notch).
        let gap = max(4, placed.theme.look.nameGap)
        #expect(label.maxY <= bubbleTop && bubbleTop - label.maxY <= gap, "\(label) over a bubble at \(bubbleTop)")
        // Above it: at least the gap between runs, more than the gap below it.
        let gapAbove = placed.tops[1] + label.minY - (placed.tops[0] + bottom(of: placed.rows[0]))
        #expect(gapAbove >= placed.theme.groupSpacing && gapAbove > bubbleTop - label.maxY)
    }

    @Test(arguments: ChatLook.names)
    func aQuotedBubbleAboveKeepsTheGapBetweenRuns(_ theme: LookName) throws {
        let placed = try placed(try Self.chat(theme))
        let tops = bubbleTops(in: placed.rows[2])
        guard tops.count == 2 else {
            #expect(placed.theme.look.quote != .above, "the quoted message is drawn in the reply's bubble")
            return
        }
        #expect(placed.tops[2] - (placed.tops[1] + bottom(of: placed.rows[1])) >= placed.theme.groupSpacing)
    }

    /// Under an iMessage bubble "Edited" and "Not Delivered" share a line, side by side in
    /// reading order, right under the bubble.
    @Test(arguments: ["ltr", "rtl"])
    func editedAndTheReceiptShareALine(_ direction: String) throws {
        for theme in ChatLook.names {
            let placed = try placed(try Self.chat(theme, direction: direction))
            guard placed.theme.timePlacement == .below else { continue }
            let row = placed.rows[3]
            let edited = try #require(box(of: "Edited", in: row))
            let receipt = try #require(box(of: "Not Delivered", in: row))
            #expect(edited.maxY == receipt.maxY)
            #expect(direction == "ltr" ? edited.maxX < receipt.minX : receipt.maxX < edited.minX)
            let bubbleBottom = try #require(row.items.compactMap { item -> Double? in
                guard case .bubble(let bubble, let origin) = item else { return nil }
                return origin.y + bubble.bounds.maxY
            }.first)
            #expect(edited.minY - bubbleBottom <= 4)
        }
    }
}
