import Testing
import BubbleGeometry
import Transcript
import ConversationLayout

/// A time inside the bubble never sits in a code block that ends the message: the block is as
/// wide as the text, so the time (and ticks) go on their own line below it, in every look
/// that writes its times inside bubbles and draws blocks (WhatsApp sets `pre` text in the
/// line, and its time stays beside it).
@Suite("time under a closing code block")
struct CodeBlockTimeTests {
    static let looks = ChatLook.builtIn.filter { $0.timePlacement == .inside }

    /// The top of the time and the bottom of the message's text, in the bubble's content box.
    private func timeAndText(_ entities: String, look: ChatLook) throws -> (time: Double, textBottom: Double) {
        var chat = try Transcript.decode(from: """
            {"participants": {"me": {"side": "outgoing"}},
             "messages": [{"from": "me", "text": "fix: x = 1\\n", "time": "9:41", "entities": \(entities)}]}
            """, file: "t.json")
        chat.theme = look.name
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
        let row = try layout.row(try #require(RowSpec.rows(of: chat).first))
        guard case .bubble(let bubble, _) = row.items.first else { throw Missing() }
        var time: Double?
        var textBottom: Double?
        for part in bubble.content.parts {
            guard case .text(let block, let origin, _) = part else { continue }
            if block.text.string == "9:41" { time = origin.y + block.box.minY }
            if block.text.string.hasPrefix("fix") { textBottom = origin.y + block.box.maxY }
        }
        return (try #require(time), try #require(textBottom))
    }

    private struct Missing: Error {}

    @Test(arguments: looks)
    func theTimeGoesBelowAClosingCodeBlock(look: ChatLook) throws {
        let block = try timeAndText(#"[{"type": "pre", "offset": 5, "length": 6}]"#, look: look)
        if look.codeBlocks {
            #expect(block.time >= block.textBottom, "\(look.name): the time at \(block.time) is inside the block ending at \(block.textBottom)")
        } else {
            #expect(block.time < block.textBottom, "\(look.name): pre text in the line keeps the time beside it")
        }
        let code = try timeAndText(#"[{"type": "code", "offset": 5, "length": 5}]"#, look: look)
        #expect(code.time < code.textBottom, "\(look.name): inline code keeps the time beside it")
    }
}
