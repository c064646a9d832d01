import Foundation
import Testing

/// A command run without standard input or output (`<&-`, `>&-`) says which stream is
/// closed, and writes nothing into a file that took its number.
@Suite("closed standard streams")
struct ClosedStreamTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-closed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"participants": {"a": {}}, "messages": [{"from": "a", "text": "hi"}]}"#.utf8)
            .write(to: folder.appendingPathComponent("chat.json"))
    }

    private func run(_ command: String) throws -> BubblesProcess.Outcome {
        try BubblesProcess.run([], shell: "cd '\(folder.path)' && exec \"$BUBBLES\" \(command)")
    }

    @Test func closedStandardOutput() throws {
        let run = try run("render chat.json -o - >&-")
        #expect(run.status == 2)
        #expect(run.err == "error: <stdout>: standard output is closed\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["chat.json"])
    }

    @Test func closedStandardInput() throws {
        let run = try run("render - -o out.png <&-")
        #expect(run.status == 2)
        #expect(run.err == "error: <stdin>: standard input is closed\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["chat.json"])
    }

    @Test func closedStandardErrorStillEndsWithTheStatus() throws {
        #expect(try run("render missing.json -o out.png 2>&-").status == 2)
        #expect(try run("render chat.json -o out.png 2>&-").status == 0)
    }
}
