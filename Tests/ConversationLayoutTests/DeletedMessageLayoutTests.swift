import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// A deleted message is drawn as the apps draw one: in most looks the no-entry mark and the
/// app's words (the look's, or the transcript's `labels`) in the meta colour, the time beside
/// them, no other text; in a look that writes it as a line (Messages), a centred line alone.
@Suite("deleted messages laid out")
struct DeletedMessageLayoutTests {
    /// The rows of a chat where Ann's and then the user's message were deleted.
    private func rows(theme: LookName, labels: String = "{}") throws -> [Row<FixedTexts.Text>] {
        let chat = try Transcript.decode(from: """
            {"theme": "\(theme.rawValue)", "lang": "de", "labels": \(labels),
             "participants": {"me": {"side": "outgoing"}, "ann": {"name": "Anna"}},
             "messages": [{"from": "ann", "deleted": true, "time": "18:03"}, {"from": "me", "deleted": true, "time": "18:05"}]}
            """, file: "t.json")
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
        return try RowSpec.rows(of: chat).map { spec throws(Diagnostic) in try layout.row(spec) }
    }

    /// The bubbles' contents of that chat.
    private func contents(theme: LookName, labels: String = "{}") throws -> [BubbleContent<FixedTexts.Text>] {
        try rows(theme: theme, labels: labels).flatMap { row in
            row.items.compactMap { item -> BubbleContent<FixedTexts.Text>? in
                if case .bubble(let bubble, _) = item { return bubble.content }
                return nil
            }
        }
    }

    @Test(arguments: ChatLook.builtIn.filter { !$0.deletedAsLine }.map(\.name))
    func theMarkAndTheLooksWords(theme: LookName) throws {
        let bubbles = try contents(theme: theme)
        #expect(bubbles.count == 2)
        for (bubble, words) in zip(bubbles, ["This message was deleted", "You deleted this message"]) {
            #expect(bubble.texts.map(\.string).contains(words), "\(bubble.texts.map(\.string))")
            let shapes = bubble.parts.filter { if case .shape = $0 { true } else { false } }
            #expect(shapes.count >= 1, "the no-entry mark")
            let colors = bubble.parts.compactMap { part -> RGBAColor? in
                if case .text(let block, _, let color) = part, block.text.string == words { return color }
                return nil
            }
            let marks = bubble.parts.compactMap { part -> RGBAColor? in
                if case .shape(_, let color) = part { return color }
                return nil
            }
            #expect(colors.count == 1 && marks.first == colors.first, "the mark in the words' colour")
        }
    }

    /// The texts of rows that hold no bubble, and the number of bubbles.
    private func lines(theme: LookName, labels: String = "{}") throws -> (lines: [String], bubbles: Int) {
        let rows = try rows(theme: theme, labels: labels)
        let bubbles = rows.flatMap(\.items).filter { if case .bubble = $0 { true } else { false } }
        let lines = rows.flatMap(\.items).compactMap { item -> String? in
            if case .text(let block, _, _) = item { return block.text.string }
            return nil
        }
        return (lines, bubbles.count)
    }

    @Test func messagesWritesAnUnsentMessageAsALineWithTheSendersName() throws {
        #expect(ChatLook.imessage.deletedAsLine)
        let (lines, bubbles) = try lines(theme: .imessage)
        #expect(bubbles == 0, "the balloon is gone")
        #expect(lines.contains("Anna unsent a message.") && lines.contains("You unsent a message."), "\(lines)")
    }

    @Test func theLabelsNameTheSenderInALine() throws {
        let (lines, _) = try lines(theme: .imessage, labels: #"{"deleted": "{name} hat eine Nachricht widerrufen.", "youDeleted": "Du hast eine Nachricht widerrufen."}"#)
        #expect(lines.contains("Anna hat eine Nachricht widerrufen.") && lines.contains("Du hast eine Nachricht widerrufen."), "\(lines)")
    }

    @Test func aLineIsACentredLabelThatEndsTheRun() throws {
        let chat = try Transcript.decode(from: """
            {"theme": "imessage", "participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}},
             "messages": [{"from": "ann", "text": "a"}, {"from": "ann", "deleted": true}, {"from": "ann", "text": "b"}]}
            """, file: "t.json")
        let specs = RowSpec.rows(of: chat)
        #expect(specs.map(\.kind.isCentredLabel) == [false, true, false])
        #expect(specs[0].isLastInRun && specs[2].isFirstInRun)
    }

    @Test func labelsGiveTheWords() throws {
        let bubbles = try contents(theme: .whatsapp, labels: #"{"deleted": "Diese Nachricht wurde gelöscht", "youDeleted": "Du hast diese Nachricht gelöscht"}"#)
        #expect(bubbles.map { $0.texts.map(\.string).first } == ["Diese Nachricht wurde gelöscht", "Du hast diese Nachricht gelöscht"])
    }

    @Test func theNoEntryMarkIsARingCrossedByABar() {
        let mark = Path.noEntry(in: Rect(x: 0, y: 0, width: 16, height: 16), line: 2)
        let bounds = mark.bounds ?? .zero
        #expect(abs(bounds.width - 16) < 0.01 && abs(bounds.height - 16) < 0.01)
    }
}
