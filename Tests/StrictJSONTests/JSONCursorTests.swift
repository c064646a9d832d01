import Testing
@testable import StrictJSON

@Suite("JSON cursor: typed reads with paths")
struct JSONCursorTests {
    private func root(_ text: String, showsPosition: Bool = true) throws(Diagnostic) -> JSONCursor {
        try JSONCursor.parse(Array(text.utf8), file: "a.json", showsPosition: showsPosition)
    }

    /// The problem `read` throws, as the CLI prints it.
    private func problem<T>(_ read: @autoclosure () throws(Diagnostic) -> T) -> String? {
        do throws(Diagnostic) {
            _ = try read()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsCarryTheirPathAndPosition() throws {
        let object = try root(#"{"a": {"b": [1, "x", true]}}"#).object()
        let array = try #require(object["a"]).object().required("b").array()
        #expect(array.cursor.path == ["a", "b"])
        #expect(array.count == 3)
        #expect(try array[0].number(in: 0...1) == 1)
        #expect(try array[1].string() == "x")
        #expect(try array[2].bool())
        #expect(problem(try array[1].bool()) == "a.json: a.b[1]: expected true or false, found a string (line 1, column 17)")
        #expect(problem(try array[2].number(in: 0...1)) == "a.json: a.b[2]: expected a number, found true (line 1, column 22)")
        #expect(problem(try array[0].number(in: 2...3.5)) == "a.json: a.b[0]: expected a number from 2 to 3.5, found 1 (line 1, column 14)")
    }

    @Test func positionsAreLeftOutWhereTheReaderSaysSo() throws {
        let cursor = try root(#"{"a": 1}"#, showsPosition: false)
        #expect(problem(try cursor.object().required("a").string()) == "a.json: a: expected a string, found a number")
    }

    @Test func malformedJSONIsASyntaxProblem() {
        #expect(problem(try root("{\n  \"a\": 1,\n}")) == "a.json:2:9: trailing comma is not allowed")
    }

    @Test func objectsKnowTheirKeys() throws {
        let object = try root(#"{"nmae": "x", "side": "left", "zzz": 1}"#).object()
        var problems = Diagnostics()
        object.checkKeys(allowed: ["name", "side"], into: &problems)
        #expect(problems.kept.map(\.description) == [
            #"a.json: nmae: unknown key (allowed: name, side; did you mean "name"?) (line 1, column 2)"#,
            #"a.json: zzz: unknown key (allowed: name, side) (line 1, column 31)"#,
        ])
        #expect(problem(try object.checkKeys(allowed: ["name", "side"])) == problems.first?.description)
        #expect(problem(try object.required("name")) == #"a.json: missing required key "name" (line 1, column 1)"#)
        #expect(problem(try object["side"]?.choice(among: ["incoming", "outgoing"]))
                == #"a.json: side: expected "incoming" or "outgoing", found "left" (line 1, column 23)"#)
        #expect(object.key("side")?.position == SourcePosition(line: 1, column: 15, offset: 14))
        #expect(object.key(at: 2).path == ["zzz"])
        #expect(object.map(\.key) == ["nmae", "side", "zzz"])
        #expect(problem(try object["zzz"]?.object()) == "a.json: zzz: expected an object, found a number (line 1, column 38)")
    }

    @Test func numbers() throws {
        let array = try root(#"[3, 3.0, 2.5, -1, 1e20, "4"]"#).array()
        #expect(try array[0].wholeNumber(in: 0...5) == 3)
        #expect(try array[1].wholeNumber(in: 0...5) == 3)
        #expect(problem(try array[2].wholeNumber(in: 0...5)) == "a.json: [2]: expected a whole number from 0 to 5, found 2.5 (line 1, column 10)")
        #expect(problem(try array[5].wholeNumber(in: 0...5)) == "a.json: [5]: expected a whole number, found a string (line 1, column 25)")
        #expect(try array[1].integer(atLeast: 0) == 3)
        #expect(try array[4].integer(atLeast: 0) == 1_000_000_000_000_000)
        #expect(problem(try array[3].integer(atLeast: 0)) == "a.json: [3]: expected a non-negative integer, found -1 (line 1, column 15)")
        #expect(problem(try array[2].integer(atLeast: 1)) == "a.json: [2]: expected an integer of at least 1, found 2.5 (line 1, column 10)")
        #expect(try array[0].integerLiteral() == 3)
        #expect(problem(try array[1].integerLiteral()) == "a.json: [1]: expected an integer, found 3.0 (line 1, column 5)")
        #expect(problem(try array[5].integerLiteral()) == "a.json: [5]: expected an integer, found a string (line 1, column 25)")
    }

    @Test func strings() throws {
        let array = try root(##"["  ", "ab", "#12", "é\u0301\u0301"]"##).array()
        #expect(problem(try array[0].nonBlankString(expected: "a name")) == #"a.json: [0]: expected a name, found "  " (line 1, column 2)"#)
        #expect(try array[1].nonBlankString(expected: "a name") == "ab")
        #expect(problem(try array[1].string(within: StringLimits(maxLength: 1)))
                == "a.json: [1]: too long: 2 characters (the limit is 1) (line 1, column 8)")
        #expect(problem(try array[3].string(within: StringLimits(maxMarksPerCharacter: 1)))
                == "a.json: [3]: 2 combining marks on one character (the limit is 1) (line 1, column 21)")
        #expect(try array[2].parsed("a colour", { $0.hasPrefix("#") ? $0.dropFirst().count : nil }) == 2)
        #expect(problem(try array[1].parsed("a colour", { $0.hasPrefix("#") ? $0 : nil })) == #"a.json: [1]: expected a colour, found "ab" (line 1, column 8)"#)
        #expect(try array[1].choice([(name: "x", value: 1), (name: "ab", value: 2)]) == 2)
    }

    @Test func aReaderOfEveryProblemRecordsEachAndGoesOn() throws {
        let object = try root(#"{"a": 1, "b": "x"}"#).object()
        var problems = Diagnostics()
        let a = problems.reading(try object.required("a").string())
        let b = problems.reading(try object.required("b").string())
        #expect(a == nil)
        #expect(b == "x")
        #expect(problems.count == 1)
    }
}
