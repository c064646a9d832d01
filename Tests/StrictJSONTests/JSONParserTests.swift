import Foundation
import Testing
import StrictJSON

@Suite("JSON reader: valid input")
struct JSONParserTests {
    @Test("string escapes decode", arguments: [
        (#""plain""#, "plain"),
        (#""\" \\ \/ \b \f \n \r \t""#, "\" \\ / \u{08} \u{0C} \n \r \t"),
        (#""caf\u00e9""#, "café"),
        (#""\u00E9\u00e9""#, "éé"),
        (#""\u0000x""#, "\u{0}x"),
        (#""\u20AC""#, "€"),
        (#""\ud83d\ude00""#, "😀"),
        (#""a\uD83D\uDE00b\uD83E\uDD16c""#, "a😀b🤖c"),
        (#""\uFFFF""#, "\u{FFFF}"),
        ("\"raw UTF-8: é 😀 日本語\"", "raw UTF-8: é 😀 日本語"),
        ("\"mixed é \\u00e9 😀 \\ud83d\\ude00\"", "mixed é é 😀 😀"),
        (#""""#, ""),
    ])
    func escapes(json: String, expected: String) throws {
        let value = try JSONValue.parse(json)
        #expect(value.stringValue == expected)
        #expect(value.stringValue?.unicodeScalars.elementsEqual(expected.unicodeScalars) == true)
    }

    @Test("numbers keep their literal and integer-ness", arguments: [
        ("0", true, 0.0, 0 as Int?),
        ("-0", true, -0.0, 0),
        ("42", true, 42, 42),
        ("-17", true, -17, -17),
        ("1.0", false, 1, nil),
        ("1.5", false, 1.5, nil),
        ("1e3", false, 1000, nil),
        ("1E-3", false, 0.001, nil),
        ("2.5e+10", false, 2.5e10, nil),
        ("0.000001", false, 0.000001, nil),
        ("123456789012345678901234567890", true, 123456789012345678901234567890.0, nil),
        ("1e-400", false, 0, nil),
    ])
    func numbers(literal: String, isInteger: Bool, double: Double, int: Int?) throws {
        let value = try JSONValue.parse(literal)
        let number = try #require(value.numberValue)
        #expect(number.literal == literal)
        #expect(number.isInteger == isInteger)
        #expect(number.doubleValue == double)
        #expect(number.intValue == int)
    }

    @Test func trueIsNotOne() throws {
        let value = try JSONValue.parse("[true, 1, 1.0, null]")
        let array = try #require(value.arrayValue)
        #expect(array[0].kind == .bool(true))
        #expect(array[0] != array[1])
        #expect(array[1].numberValue?.isInteger == true)
        #expect(array[2].numberValue?.isInteger == false)
        #expect(array[1] != array[2])
        #expect(array[3].isNull)
    }

    @Test func objectsKeepKeyOrder() throws {
        let value = try JSONValue.parse(#"{"zeta": 1, "alpha": 2, "mid": {"b": 1, "a": 2}}"#)
        #expect(value.objectValue?.keys == ["zeta", "alpha", "mid"])
        #expect(value["mid"]?.objectValue?.keys == ["b", "a"])
        #expect(value["alpha"]?.numberValue?.intValue == 2)
        #expect(value["missing"] == nil)
    }

    @Test func parsedValuesEqualLiterals() throws {
        let value = try JSONValue.parse(#" { "a": [1, 2.5, "x", true, false, null], "b": {} } "#)
        let expected: JSONValue = ["a": [1, 2.5, "x", true, false, nil], "b": [:]]
        #expect(value == expected)
        let reordered: JSONValue = ["b": [:], "a": [1, 2.5, "x", true, false, nil]]
        #expect(value != reordered)
    }

    @Test func positionsAreLineAndColumn() throws {
        let json = "{\n  \"a\": [true, \"x\"],\n\t\"é😀\": -1.5\n}"
        let value = try JSONValue.parse(json)
        #expect(value.position == SourcePosition(line: 1, column: 1, offset: 0))
        let object = try #require(value.objectValue)
        #expect(object[0].keyPosition.description == "2:3")
        let array = try #require(object[0].value.arrayValue)
        #expect(object[0].value.position.description == "2:8")
        #expect(array[0].position.description == "2:9")
        #expect(array[1].position.description == "2:15")
        // A tab counts as one column, and so does each non-ASCII scalar.
        #expect(object[1].keyPosition.description == "3:2")
        #expect(object[1].value.position.description == "3:8")
    }

    @Test func crlfAndLoneCRCountAsLineBreaks() throws {
        let value = try JSONValue.parse("[\r\n1,\r2,\n3]")
        let array = try #require(value.arrayValue)
        #expect(array.map(\.position.description) == ["2:1", "3:1", "4:1"])
    }

    @Test func utf8BOMIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a": "b"}"#.utf8)
        let value = try JSONValue.parse(bytes)
        #expect(value == ["a": "b"])
        #expect(value.position.column == 1)
        #expect(value.objectValue?[0].keyPosition.description == "1:2")
    }

    @Test func depthLimitAllowsExactlyTheLimit() throws {
        let ok = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        _ = try JSONValue.parse(ok)
        let objects = String(repeating: #"{"a":"#, count: 256) + "1" + String(repeating: "}", count: 256)
        _ = try JSONValue.parse(objects)
        let custom = "[[[1]]]"
        _ = try JSONValue.parse(custom, maxDepth: 3)
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(custom, maxDepth: 2) }
        // Scalars need no depth at all.
        _ = try JSONValue.parse("1", maxDepth: 0)
    }

    @Test func hostileNestingIsAnErrorNotACrash() throws {
        let json = String(repeating: "[", count: 200_000)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue.parse(json) }
        #expect(error.description == "1:257: arrays and objects are nested too deeply (the limit is 256 levels)")
    }

    @Test func duplicateKeysInLargeObjects() throws {
        var members = (0 ..< 40).map { "\"k\($0)\": \($0)" }
        _ = try JSONValue.parse("{" + members.joined(separator: ", ") + "}")
        members.append(#""k7": 0"#)
        let error = try #require(throws: JSONSyntaxError.self) {
            try JSONValue.parse("{" + members.joined(separator: ",\n") + "}")
        }
        #expect(error.description == #"41:1: duplicate key "k7""#)
    }

    @Test func keysMayRepeatInDifferentObjects() throws {
        let value = try JSONValue.parse(#"[{"a": 1}, {"a": 2}, {"b": {"a": 3}}]"#)
        #expect(value[1]?["a"]?.numberValue?.intValue == 2)
    }

    @Test func dataAndStringEntryPointsAgree() throws {
        let json = #"{"x": [1, "two"]}"#
        #expect(try JSONValue.parse(Data(json.utf8)) == JSONValue.parse(json))
        #expect(try JSONValue.parse(Array(json.utf8)) == JSONValue.parse(json))
    }

    @Test("JSONNumber(literal:) accepts only a number literal", arguments: [
        ("12", true), ("-0.5e3", true), ("01", false), (" 1", false), ("1 ", false), ("abc", false), ("1e999", false),
    ])
    func numberLiteral(literal: String, valid: Bool) {
        #expect((JSONNumber(literal: literal) != nil) == valid)
    }

    @Test func largeMinifiedDocumentParses() throws {
        // One long line: column tracking must stay linear.
        let element = #"{"from":"ann","text":"hello é 😀 \"quoted\" \u00e9"}"#
        let json = "[" + Array(repeating: element, count: 30_000).joined(separator: ",") + "]"
        let value = try JSONValue.parse(json)
        let array = try #require(value.arrayValue)
        #expect(array.count == 30_000)
        #expect(array[29_999]["text"]?.stringValue == "hello é 😀 \"quoted\" é")
        #expect(array[1].position.column == 2 + element.unicodeScalars.count + 1)
    }
}
