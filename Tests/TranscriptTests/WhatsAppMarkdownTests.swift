import Testing
import Transcript

/// WhatsApp's markers read into spans: what is matched, what stays as written.
@Suite("Transcript: WhatsApp markdown")
struct WhatsAppMarkdownTests {
    /// One entity, written `kind@offset+length`, for compact expectations.
    private static func spans(_ text: String) -> (String, [String]) {
        let styled = WhatsAppMarkdown.parse(text)
        return (styled.text, styled.entities.map { "\($0.type.rawValue)@\($0.offset)+\($0.length)" })
    }

    @Test func eachMarker() {
        #expect(Self.spans("*bold*") == ("bold", ["bold@0+4"]))
        #expect(Self.spans("an _italic_ word") == ("an italic word", ["italic@3+6"]))
        #expect(Self.spans("~gone~!") == ("gone!", ["strikethrough@0+4"]))
        #expect(Self.spans("run `ls -l` now") == ("run ls -l now", ["code@4+5"]))
        #expect(Self.spans("```mono```") == ("mono", ["code@0+4"]))
    }

    @Test func plainTextIsUnchanged() {
        #expect(Self.spans("no markers here") == ("no markers here", []))
        #expect(Self.spans("") == ("", []))
    }

    @Test func spansNest() {
        #expect(Self.spans("*_both_*") == ("both", ["bold@0+4", "italic@0+4"]))
        #expect(Self.spans("*bold _and italic_ here*") == ("bold and italic here", ["bold@0+20", "italic@5+10"]))
        #expect(Self.spans("~*x*~ _y_") == ("x y", ["bold@0+1", "strikethrough@0+1", "italic@2+1"]))
    }

    @Test func unmatchedMarkersStayLiteral() {
        #expect(Self.spans("5 * 3 = 15") == ("5 * 3 = 15", []))
        #expect(Self.spans("*open only") == ("*open only", []))
        #expect(Self.spans("close only*") == ("close only*", []))
        #expect(Self.spans("**") == ("**", []))
        #expect(Self.spans("*") == ("*", []))
        #expect(Self.spans("*a* *b") == ("a *b", ["bold@0+1"]))
    }

    @Test func markersMustHugTheText() {
        #expect(Self.spans("* not bold*") == ("* not bold*", []))
        #expect(Self.spans("*not bold *") == ("*not bold *", []))
        // The first closing marker that hugs closes the span.
        #expect(Self.spans("*a *b* c*") == ("a *b c*", ["bold@0+4"]))
    }

    @Test func markersInsideWordsStayLiteral() {
        #expect(Self.spans("snake_case_name") == ("snake_case_name", []))
        #expect(Self.spans("2*3*4") == ("2*3*4", []))
        #expect(Self.spans("*ab*c") == ("*ab*c", []))
        #expect(Self.spans("(*note*)") == ("(note)", ["bold@1+4"]))
    }

    @Test func inlineSpansStayOnOneLine() {
        #expect(Self.spans("*one\ntwo*") == ("*one\ntwo*", []))
        #expect(Self.spans("```line one\nline two```") == ("line one\nline two", ["code@0+17"]))
    }

    @Test func codeIgnoresInnerMarkers() {
        #expect(Self.spans("`*not bold*`") == ("*not bold*", ["code@0+10"]))
        #expect(Self.spans("```let _x_ = ~y~```") == ("let _x_ = ~y~", ["code@0+13"]))
    }

    @Test func offsetsCountUTF16CodeUnits() {
        // 😀 is two UTF-16 code units.
        #expect(Self.spans("😀 *bold* 😀") == ("😀 bold 😀", ["bold@3+4"]))
        #expect(Self.spans("*😀*") == ("😀", ["bold@0+2"]))
    }

    @Test func rightToLeftText() {
        #expect(Self.spans("שלום *עולם*") == ("שלום עולם", ["bold@5+4"]))
        #expect(Self.spans("مرحبا _بالعالم_ hi") == ("مرحبا بالعالم hi", ["italic@6+7"]))
        // A marker right after an Arabic letter is inside a word.
        #expect(Self.spans("مر*حبا*") == ("مر*حبا*", []))
    }

    @Test func scriptsWithoutSpacesTakeMarkersAnywhere() {
        #expect(Self.spans("これは*太字*です") == ("これは太字です", ["bold@3+2"]))
        #expect(Self.spans("我说~不~好") == ("我说不好", ["strikethrough@2+1"]))
    }

    @Test func aMarkdownMessageGivesItsSpans() {
        let message = BubbleMessage(from: "ann", text: "*hi*", format: .markdown)
        #expect(message.styledText == StyledText(text: "hi", entities: [TextEntity(type: .bold, offset: 0, length: 2)]))
        let plain = BubbleMessage(from: "ann", text: "*hi*", entities: [TextEntity(type: .italic, offset: 0, length: 4)])
        #expect(plain.styledText == StyledText(text: "*hi*", entities: [TextEntity(type: .italic, offset: 0, length: 4)]))
        #expect(BubbleMessage(from: "ann", image: "a.png").styledText == nil)
    }
}
