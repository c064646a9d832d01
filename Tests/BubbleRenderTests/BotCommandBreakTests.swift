import Testing
@testable import BubbleRender
@testable import CairoDrawing
import ConversationLayout
import Transcript

/// Unicode lets a line break after a slash; a bot command keeps its slash with its name, so a
/// line never ends with a lone "/".
@Suite("bot commands keep their slash")
struct BotCommandBreakTests: LaysOutText {
    let renderer: BubbleRenderer
    let font: FontDescription

    init() throws {
        renderer = try BubbleRenderer()
        font = try Self.standardFont(of: renderer)
    }

    private func layout(_ text: String, command: Range<Int>?, maxWidth: Double?) throws -> TextLayout {
        let entities = command.map { [TextEntity(type: .botCommand, offset: $0.lowerBound, length: $0.count)] } ?? []
        let styling = TextStyling(entities: entities, links: ChatLook.telegram.links.light.incoming, seed: 1)
        return try TextLayout(text: text, font: font, maxWidth: maxWidth, language: nil, context: renderer.textContext, styling: styling)
    }

    @Test func theBreakFallsBeforeTheSlash() throws {
        let text = "Send /start"
        // Room for "Send /" but not for "Send /s".
        let width = try layout("Send /", command: nil, maxWidth: nil).extents.logical.width + 1
        #expect(try layout(text, command: nil, maxWidth: width).lineStarts == [0, 6])
        #expect(try layout(text, command: 5..<11, maxWidth: width).lineStarts == [0, 5])
    }

    @Test func aCommandWiderThanTheLineStillBreaks() throws {
        let text = "/" + String(repeating: "settings", count: 12)
        let width = 120.0
        let laidOut = try layout(text, command: 0..<text.utf16.count, maxWidth: width)
        #expect(laidOut.lineCount > 1)
        for line in laidOut.lineExtents {
            #expect(line.width <= width)
        }
        #expect(laidOut.lineStarts[1] > 2)
    }

    @Test func theSecondCharacterEndsAfterItsContinuationBytes() {
        let bytes = Array("/é ok".utf8)
        #expect(TextStyling.endOfSecondCharacter(in: bytes, from: 0..<3) == 3)
        #expect(TextStyling.endOfSecondCharacter(in: bytes, from: 0..<1) == nil)
        #expect(TextStyling.endOfSecondCharacter(in: bytes, from: 0..<bytes.count) == 3)
    }
}
