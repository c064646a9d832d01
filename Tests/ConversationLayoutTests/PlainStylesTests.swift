import Testing
import BubbleGeometry
import Transcript
import ConversationLayout

/// The styles a look draws as plain text, those its app lacks: Messages has no code
/// formatting, so its bubbles show inline code and code blocks in the message font, keeping
/// bold and the rest; WhatsApp has no underline or spoiler.
@Suite("plain styles")
struct PlainStylesTests {
    /// Texts that remember the kinds of span they were asked to style.
    struct StyledKinds: TextMeasuring {
        struct Text: MeasuredText {
            let extents: (logical: Rect, ink: Rect)
            let kinds: Set<TextEntity.Kind>
            var firstLineExtents: Rect? { extents.logical }
            var lastLineExtents: Rect? { extents.logical }
        }

        func text(_ string: String, font: TextFont, maxWidth: Double?, language: String?, centred: Bool) throws(Unreadable) -> Text {
            let box = Rect(x: 0, y: 0, width: 8 * Double(string.count), height: 20)
            return Text(extents: (box, box), kinds: [])
        }

        func text(_ string: String, styling: TextStyling, font: TextFont, maxWidth: Double?, language: String?) throws(Unreadable) -> Text {
            let box = Rect(x: 0, y: 0, width: 8 * Double(string.count), height: 20)
            return Text(extents: (box, box), kinds: Set(styling.entities.map(\.type)))
        }
    }

    /// The kinds of span the message's text was styled with in `theme`.
    private func styledKinds(theme: String) throws -> Set<TextEntity.Kind> {
        let chat = try Transcript.decode(from: """
            {"theme": "\(theme)", "participants": {"ann": {}},
             "messages": [{"from": "ann", "text": "run make -j2\\nmake -j2 now or later",
                           "entities": [{"type": "bold", "offset": 0, "length": 3}, {"type": "code", "offset": 4, "length": 8},
                                        {"type": "pre", "offset": 13, "length": 8}, {"type": "underline", "offset": 22, "length": 3},
                                        {"type": "spoiler", "offset": 29, "length": 5}]}]}
            """, file: "t.json")
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: StyledKinds(), images: MissingImages())
        let row = try layout.row(RowSpec.rows(of: chat)[0])
        return Set(row.items.flatMap { item -> [TextEntity.Kind] in
            guard case .bubble(let bubble, _) = item else { return [] }
            return bubble.content.parts.flatMap { part -> [TextEntity.Kind] in
                if case .text(let block, _, _) = part { return Array(block.text.kinds) }
                return []
            }
        })
    }

    @Test func iMessageDrawsCodeAsPlainText() throws {
        #expect(try styledKinds(theme: "imessage") == [.bold, .underline, .spoiler])
    }

    @Test func whatsAppDrawsUnderlineAndSpoilersAsPlainText() throws {
        #expect(try styledKinds(theme: "whatsapp") == [.bold, .code, .pre])
    }

    @Test func aLookWithoutPlainStylesKeepsThemAll() throws {
        #expect(try styledKinds(theme: "telegram") == [.bold, .code, .pre, .underline, .spoiler])
    }

    /// A look file names the styles by their entity names, each once.
    @Test func aLookFileNamesThemOnce() throws {
        let file = try LookFile.decode(from: Array(#"{"base": "telegram", "plainStyles": ["spoiler", "pre"]}"#.utf8), file: "brand.json")
        #expect(file.look.plainStyles == [.spoiler, .pre])
        let problems = LookFile.validate(from: Array(#"{"base": "telegram", "plainStyles": ["pre", "link", "pre"]}"#.utf8),
                                         file: "brand.json").kept.map(\.description)
        #expect(problems == [
            #"brand.json: plainStyles[1]: expected "bold", "italic", "underline", "strikethrough", "code", "pre" or "spoiler", found "link" (line 1, column 45)"#,
            #"brand.json: plainStyles[2]: "pre" is given twice (line 1, column 53)"#,
        ])
    }
}
