import Testing
import BubbleRender
import Transcript

/// Messages has no spoiler inside a line: Invisible Ink hides the whole balloon. A look with
/// `wholeSpoilers` draws a message with any spoiler as if all of it were one; the others veil
/// only the span.
@Suite("whole-message spoilers")
struct WholeSpoilerTests {
    private static let text = "The ending: the butler did it"

    private func png(_ theme: LookName, spoiling range: Range<Int>) throws -> [UInt8] {
        let entity = TextEntity(type: .spoiler, offset: range.lowerBound, length: range.count)
        let chat = Transcript(theme: theme, width: 320, scale: 2, participants: [Participant(id: "ann")],
                              messages: [.bubble(BubbleMessage(from: "ann", text: Self.text, entities: [entity]))])
        return try #require(try BubbleRenderer().render(chat).images.first).bytes
    }

    @Test func iMessageHidesTheWholeBalloon() throws {
        let whole = 0..<Self.text.utf16.count
        #expect(try png(.imessage, spoiling: 12..<whole.upperBound) == png(.imessage, spoiling: whole))
    }

    @Test(arguments: [LookName.telegram, .plain])
    func othersHideTheSpanOnly(_ theme: LookName) throws {
        let whole = 0..<Self.text.utf16.count
        #expect(try png(theme, spoiling: 12..<whole.upperBound) != png(theme, spoiling: whole))
    }
}
