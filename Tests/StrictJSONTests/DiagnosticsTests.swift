import StrictJSON
import Testing

@Suite("Diagnostics: a collection of the problems kept")
struct DiagnosticsTests {
    static func problem(_ number: Int) -> Diagnostic {
        Diagnostic(kind: .invalid, file: "chat.json", path: ["messages", .index(number)], message: "problem \(number)")
    }

    @Test("the collection lists the kept problems; total counts the omitted ones too")
    func keptAndTotal() {
        var problems = Diagnostics(limit: 2)
        #expect(problems.isEmpty && problems.count == 0 && problems.total == 0)
        for number in 0..<5 { problems.append(Self.problem(number)) }
        #expect(problems.count == 2)
        #expect(problems.total == 5)
        #expect(problems.omitted == 3)
        #expect(problems.map(\.message) == ["problem 0", "problem 1"])
        #expect(problems.first?.message == "problem 0")
        #expect(problems.last?.message == "problem 1")
        #expect(problems[1] == Self.problem(1))
        #expect(Array(problems) == problems.kept)
    }
}
