import Testing
import StrictJSON

@Suite("JSON text out")
struct FormattedTextTests {
    @Test func objectsAreIndentedAndScalarArraysStayOnOneLine() {
        let value: JSONValue = ["b": [1, "x", true, nil], "a": ["c": [], "d": JSONValue(.object(JSONObject()))], "e": [["f": 0.5]]]
        #expect(value.formattedText == """
            {
              "b": [1, "x", true, null],
              "a": {
                "c": [],
                "d": {}
              },
              "e": [
                {
                  "f": 0.5
                }
              ]
            }
            """)
    }

    @Test(arguments: ["plain", "quote \" backslash \\ slash /", "line\nbreak\ttab\r", "\u{0}\u{1F}\u{7F}", "é 日本 😀 \u{2028}"])
    func stringsRoundTrip(_ text: String) throws {
        let value = JSONValue(.string(text))
        #expect(try JSONValue.parse(value.formattedText) == value)
        #expect(!value.formattedText.contains("\n"))
    }
}
