import Testing
@testable import StrictJSON

@Suite("Key tables: schemas in words")
struct KeyTableTests {
    let words = SchemaWords(named: [(["type": "string", "pattern": "^#"], "a colour")], definitions: ["filePath": "a file path"])

    @Test("schemas in a few words", arguments: [
        (["type": "number", "minimum": 0, "maximum": 1], "a number from 0 to 1"),
        (["type": "number", "exclusiveMinimum": 0, "maximum": 1], "a number above 0, at most 1"),
        (["type": "integer", "minimum": 1], "a whole number of at least 1"),
        (["type": "boolean"], "`true` or `false`"),
        (["type": "string", "enum": ["light", "dark"]], "`light` or `dark`"),
        (["const": 1], "`1`"),
        (["type": "string", "minLength": 1, "maxLength": 40, "pattern": "\\S"], "a non-empty string of up to 40 characters"),
        (["type": "string", "maxLength": 100000], "a string"),
        (["type": "string", "pattern": "^#"], "a colour"),
        (["$ref": "#/$defs/filePath"], "a file path"),
        (["type": "array", "maxItems": 4, "items": ["$ref": "#/$defs/filePath"]], "an array of at most 4, each a file path"),
        (["type": "array", "minItems": 3, "maxItems": 3, "uniqueItems": true, "items": ["type": "boolean"]],
         "an array of 3, each `true` or `false`, each once"),
        (["type": "object", "properties": ["a": [:], "b": [:], "c": [:]]], "an object of `a`, `b` and `c`"),
        (["anyOf": [["type": "string", "pattern": "^#"], ["type": "null", "description": "no line"]]], "a colour, or null (no line)"),
        (["oneOf": [["type": "string", "enum": ["x"]], ["type": "boolean"]]], "`x`; or `true` or `false`"),
        (["type": "object", "additionalProperties": ["$ref": "#/$defs/filePath"]], "an object, each value a file path"),
    ] as [(JSONValue, String)])
    func words(schema: JSONValue, expected: String) {
        #expect(words.words(schema) == expected)
    }

    @Test func tablesHaveADefaultColumnWhenARowHasADefault() {
        let rows = [KeyTable.Row(path: "a", summary: "the a | b", schema: ["type": "boolean"]),
                    KeyTable.Row(path: "b", summary: "the b", schema: ["const": 1], defaultValue: "`1`")]
        #expect(KeyTable.markdown(rows, words: words) == """
            | key | meaning | values | default |
            |---|---|---|---|
            | `a` | the a \\| b | `true` or `false` |  |
            | `b` | the b | `1` | `1` |

            """)
        #expect(KeyTable.markdown(Array(rows.prefix(1)), words: words).hasPrefix("| key | meaning | values |\n|---|---|---|\n"))
    }
}
