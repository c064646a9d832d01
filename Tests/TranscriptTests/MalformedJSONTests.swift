import Foundation
import Testing
import Transcript
import StrictJSON

/// One malformed document and the exact `line:column: message` it must produce.
struct MalformedCase: Sendable, CustomTestStringConvertible {
    let bytes: [UInt8]
    let expected: String

    init(_ json: String, _ expected: String) {
        self.bytes = Array(json.utf8)
        self.expected = expected
    }

    init(bytes: [UInt8], _ expected: String) {
        self.bytes = bytes
        self.expected = expected
    }

    var testDescription: String { expected }
}

@Suite("JSON reader: malformed input")
struct MalformedJSONTests {
    static let cases: [MalformedCase] = [
        // Structure
        MalformedCase(#"{"a": 1,}"#, "1:8: trailing comma is not allowed"),
        MalformedCase("[1, 2,]", "1:6: trailing comma is not allowed"),
        MalformedCase("[1,\n  2,\n  ]", "2:4: trailing comma is not allowed"),
        MalformedCase(#"{"a": 1 "b": 2}"#, "1:9: expected ',' or '}' after object member"),
        MalformedCase("[1 2]", "1:4: expected ',' or ']' after array element"),
        MalformedCase(#"{"a" 1}"#, "1:6: expected ':' after object key"),
        MalformedCase("{a: 1}", "1:2: object keys must be strings in double quotes"),
        MalformedCase("{'a': 1}", "1:2: strings must be in double quotes, not single quotes"),
        MalformedCase("{1: 2}", "1:2: unexpected '1', expected a string key"),
        MalformedCase(#"{"a":1,"a":2}"#, #"1:8: duplicate key "a""#),
        MalformedCase("", "1:1: the input is empty"),
        MalformedCase("   \n  ", "2:3: expected a JSON value, found only whitespace"),
        MalformedCase("[", "1:2: unexpected end of input, expected a value"),
        MalformedCase("[1, 2", "1:6: unexpected end of input, expected ',' or ']' after array element"),
        MalformedCase(#"{"a": 1"#, "1:8: unexpected end of input, expected ',' or '}' after object member"),
        MalformedCase("{", "1:2: unexpected end of input, expected a string key"),
        MalformedCase("{} x", "1:4: unexpected 'x', expected end of input after the top-level value"),
        MalformedCase("{}}", "1:3: unexpected '}', expected end of input after the top-level value"),
        MalformedCase("[1] [2]", "1:5: unexpected '[', expected end of input after the top-level value"),
        // Comments
        MalformedCase("// note\n{}", "1:1: comments are not allowed in JSON"),
        MalformedCase(#"{"a": /* x */ 1}"#, "1:7: comments are not allowed in JSON"),
        MalformedCase("[1 // x\n]", "1:4: comments are not allowed in JSON"),
        // Literals and numbers
        MalformedCase("[True]", "1:2: unexpected 'True' (JSON literals are true, false and null, in lowercase)"),
        MalformedCase("[tru]", "1:2: unexpected 'tru', expected a value"),
        MalformedCase("[nullx]", "1:2: unexpected 'nullx', expected a value"),
        MalformedCase("[01]", "1:2: leading zeros are not allowed in numbers"),
        MalformedCase("[-01]", "1:2: leading zeros are not allowed in numbers"),
        MalformedCase("[NaN]", "1:2: NaN is not allowed in JSON (numbers must be finite)"),
        MalformedCase("[-Infinity]", "1:3: Infinity is not allowed in JSON (numbers must be finite)"),
        MalformedCase("[1.]", "1:4: expected a digit after the decimal point"),
        MalformedCase("[1e]", "1:4: expected a digit in the exponent"),
        MalformedCase("[1e+]", "1:5: expected a digit in the exponent"),
        MalformedCase("[-]", "1:3: expected a digit after '-'"),
        MalformedCase("[.5]", "1:2: unexpected '.', expected a value"),
        MalformedCase("[+1]", "1:2: unexpected '+', expected a value"),
        MalformedCase("[1e400]", "1:2: number is too large"),
        MalformedCase("[0x10]", "1:3: expected ',' or ']' after array element"),
        // Strings
        MalformedCase(#"["abc"#, "1:2: unterminated string (no closing '\"')"),
        MalformedCase("[\"a\nb\"]", "1:4: line break inside a string (a missing '\"', or write \\n)"),
        MalformedCase("[\"a\tb\"]", "1:4: control character U+0009 in a string must be escaped"),
        MalformedCase(#"["\x"]"#, "1:3: invalid escape sequence: \\ followed by 'x'"),
        MalformedCase(#"["\u12"]"#, "1:3: expected 4 hex digits after \\u"),
        MalformedCase(#"["\u12G4"]"#, "1:3: expected 4 hex digits after \\u"),
        MalformedCase(#"["ok", "\ud83d"]"#,
                      "1:9: unpaired surrogate \\uD83D (a high surrogate must be followed by a low surrogate \\uDC00-\\uDFFF)"),
        MalformedCase(#"["\ud83d\u0041"]"#,
                      "1:3: unpaired surrogate \\uD83D (a high surrogate must be followed by a low surrogate \\uDC00-\\uDFFF)"),
        MalformedCase(#"["\ude00"]"#, "1:3: unpaired surrogate \\uDE00 (a low surrogate must follow a high surrogate)"),
        // Columns count Unicode scalars
        MalformedCase(#"{"é": [1 2]}"#, "1:10: expected ',' or ']' after array element"),
        MalformedCase(#"{"😀😀": x}"#, "1:8: unexpected 'x', expected a value"),
        MalformedCase("[é]", "1:2: unexpected 'é', expected a value"),
        MalformedCase("{\r\n\"a\": 1\r\n,}", "3:1: trailing comma is not allowed"),
        MalformedCase("[\r1\r,\r]", "3:1: trailing comma is not allowed"),
        // Encoding
        MalformedCase(bytes: [0xEF, 0xBB, 0xBF] + Array("[1,]".utf8), "1:3: trailing comma is not allowed"),
        MalformedCase(bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00],
                      "1:1: the input is UTF-16 (it starts with a UTF-16 byte order mark); JSON must be UTF-8"),
        MalformedCase(bytes: Array(#"["a"#.utf8) + [0xFF] + Array(#"b"]"#.utf8), "1:4: invalid UTF-8 (byte 0xFF)"),
        MalformedCase(bytes: Array(#"["a"#.utf8) + [0xC0, 0xAF] + Array(#""]"#.utf8), "1:4: invalid UTF-8 (byte 0xC0)"),
        MalformedCase(bytes: Array(#"[""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]"#.utf8), "1:3: invalid UTF-8 (byte 0xED)"),
        MalformedCase(bytes: Array(#"[""#.utf8) + [0xF4, 0x90, 0x80, 0x80] + Array(#""]"#.utf8), "1:3: invalid UTF-8 (byte 0xF4)"),
        MalformedCase(bytes: Array(#"[""#.utf8) + [0xE2, 0x82] + Array(#""]"#.utf8), "1:3: invalid UTF-8 (byte 0xE2)"),
        MalformedCase(bytes: Array(#"[""#.utf8) + [0xE2, 0x82], "1:3: invalid UTF-8 (byte 0xE2)"),
        MalformedCase(bytes: [0x5B, 0x80, 0x5D], "1:2: invalid UTF-8 (byte 0x80)"),
        MalformedCase(bytes: [0x5B, 0x00, 0x5D], "1:2: unexpected U+0000, expected a value"),
    ]

    @Test("malformed JSON is rejected with line and column", arguments: cases)
    func rejected(_ testCase: MalformedCase) throws {
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue.parse(testCase.bytes) }
        #expect(error.description == testCase.expected)
    }

    @Test("malformed JSON in a transcript reports file:line:column", arguments: [
        ("{\n  \"theme\": \"talk\",\n  \"participants\": {},\n  \"messages\":[] \"width\": 390\n}",
         "chat.json:4:17: expected ',' or '}' after object member"),
        ("{\"messages\": [],}", "chat.json:1:16: trailing comma is not allowed"),
        ("{\"messages\": [], \"messages\": []}", "chat.json:1:18: duplicate key \"messages\""),
    ])
    func transcriptSyntaxError(json: String, expected: String) throws {
        let error = try #require(throws: Diagnostic.self) { try Transcript.decode(from: json, file: "chat.json") }
        #expect(error.kind == .syntax)
        #expect(error.path == nil)
        #expect(error.description == expected)
    }

    @Test func depthLimitComesFromTranscriptLimits() throws {
        let json = #"{"messages": [[[[]]]]}"#
        let error = try #require(throws: Diagnostic.self) {
            try Transcript.decode(from: json, file: "deep.json", limits: TranscriptLimits(maxDepth: 3))
        }
        #expect(error.description == "deep.json:1:16: arrays and objects are nested too deeply (the limit is 3 levels)")
    }
}
