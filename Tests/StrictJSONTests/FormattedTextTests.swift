import Testing
@testable import StrictJSON

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

    @Test func compactTextIsOneLineForPrograms() throws {
        let value = JSONValue.object([
            ("match", .bool(false)), ("size", .array([.int(4), .int(2)])), ("ratio", .double(0.25)), ("pixels", .double(3)),
            ("huge", .double(1e16)), ("nan", .double(.nan)), ("none", .null), ("text", .string("a\"b\n\u{2028}")), ("empty", .object([])),
        ])
        #expect(value.compactText == #"{"match": false, "size": [4, 2], "ratio": 0.25, "pixels": 3.0, "huge": 1e+16, "nan": null, "none": null, "#
                + #""text": "a\"b\n\u2028", "empty": {}}"#)
        #expect(try JSONValue.parse(value.compactText) == value)
    }
}
