import Foundation
import Synchronization
import Testing
@testable import ImageSnapshot

/// References named after arguments and `named:` in any script: distinct texts make distinct
/// files, the names users had stay, and a name used twice fails at its own line.
@Suite("reference names")
struct ReferenceNameTests {
    /// A folder shared by the cases of the parameterized test, each recording its reference.
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-reference-names-\(UUID().uuidString)")

    @Test(arguments: ["Hi!", "Hi?", "こんにちは", "さようなら"])
    func greeting(_ text: String) throws {
        let png = try TestPNG.bubble(text)
        let file = Self.folder.appendingPathComponent("GreetingTests.swift").path
        let seen = Mutex<[SnapshotFailure]>([])
        let source = SnapshotSource(fileID: "App/GreetingTests.swift", filePath: file, line: 1, column: 1, function: "greeting(_:)")
        SnapshotAssertion(source: source, name: nil, masks: [], configuration: SnapshotConfiguration(record: .all, artifacts: Self.folder, onCI: false),
                          reporter: SnapshotReporter { failure, _ in seen.withLock { $0.append(failure) } })
            .check { () throws(SnapshotFailure) in png }
        #expect(seen.withLock { $0 }.isEmpty)
        let expected = ["Hi!": "greeting.Hi!.1.png", "Hi?": "greeting.Hi-~\(ReferenceName.hash("Hi?")).1.png",
                        "こんにちは": "greeting.こんにちは.1.png", "さようなら": "greeting.さようなら.1.png"]
        let name = try #require(expected[text])
        let recorded = try Data(contentsOf: Self.folder.appendingPathComponent("__Snapshots__/GreetingTests/\(name)"))
        #expect(Array(recorded) == png, "each case has a reference of its own")
    }

    @Test func theFourGreetingsMakeFourFiles() {
        let source = SnapshotSource(fileID: "App/G.swift", filePath: "/tmp/g/G.swift", line: 1, column: 1, function: "greeting(_:)")
        let names = ["Hi!", "Hi?", "こんにちは", "さようなら", "Hi-", "Hi."].map {
            SnapshotLocation.reference(source: source, name: "x", arguments: [$0], run: SnapshotRun()).lastPathComponent
        }
        #expect(Set(names).count == names.count, "\(names)")
    }

    @Test func namesThatNeededNoChangeKeepTheirFormerNames() {
        #expect(ReferenceName.part("dark mode") == "dark-mode")
        #expect(ReferenceName.part("Guten Morgen") == "Guten-Morgen")
        #expect(ReferenceName.part("welcome_2-b") == "welcome_2-b")
        #expect(ReferenceName.part(String(repeating: "a", count: 60)) == String(repeating: "a", count: 60))
    }

    @Test func whatAFileNameCannotHoldIsReplacedAndHashed() {
        #expect(ReferenceName.part("a/b") == "a-b~\(ReferenceName.hash("a/b"))")
        #expect(ReferenceName.part("v1.2") == "v1-2~\(ReferenceName.hash("v1.2"))")
        #expect(ReferenceName.part("line\nbreak").hasPrefix("line-break~"))
        #expect(ReferenceName.part("Привет 👋") == "Привет-👋")
        let long = String(repeating: "a", count: 61)
        #expect(ReferenceName.part(long) == String(repeating: "a", count: 60) + "~" + ReferenceName.hash(long))
        #expect(ReferenceName.part(String(repeating: "日", count: 60)).utf8.count <= ReferenceName.maxBytes + 7)
        #expect(ReferenceName.hash("Hi?").count == 6 && ReferenceName.hash("Hi?") == ReferenceName.hash("Hi?"))
    }

    @Test func aRepeatedNameFailsAtItsOwnLine() throws {
        let run = SnapshotRun()
        let seen = Mutex<[(SnapshotFailure, SnapshotSource)]>([])
        let reporter = SnapshotReporter { failure, source in seen.withLock { $0.append((failure, source)) } }
        let configuration = SnapshotConfiguration(record: .all, artifacts: Self.folder, onCI: false)
        let file = Self.folder.appendingPathComponent("RepeatTests.swift").path
        let png = try TestPNG.bubble("Twice")
        for (line, name) in [(10, "same"), (11, "other"), (12, "same"), (13, "other name"), (14, "other-name")] {
            let source = SnapshotSource(fileID: "App/RepeatTests.swift", filePath: file, line: UInt(line), column: 9, function: "repeated()")
            SnapshotAssertion(source: source, name: name, masks: [], configuration: configuration, reporter: reporter, run: run)
                .check { () throws(SnapshotFailure) in png }
        }
        let failures = seen.withLock { $0 }
        #expect(failures.map(\.1.line) == [12, 14])
        #expect(failures.first?.0.description.hasPrefix("named: \"same\" is used twice in this test (first at line 10)") == true)
        #expect(failures.last?.0.description.contains("is already the one of named: \"other name\" at line 13") == true)
    }
}
