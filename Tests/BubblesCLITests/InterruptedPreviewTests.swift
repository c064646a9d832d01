import Foundation
import Testing

/// `bubbles preview -o FOLDER` stopped by a signal part way: the folders the run created go
/// with its temporary files, as when it fails.
@Suite("interrupted previews")
struct InterruptedPreviewTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-interrupted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Enough keys that the first progress line, a second in, comes long before the end.
        let keys = (0..<20_000).map { #""key \#($0)": "text \#($0)""# }.joined(separator: ", ")
        try Data(#"{"en": {"# .utf8 + Data(keys.utf8) + Data("}}".utf8)).write(to: folder.appendingPathComponent("strings.json"))
    }

    /// Starts the preview into `output` with standard error on a FIFO, waits for its first
    /// progress line (it is drawing then, its folders made), sends `signal` and prints how it
    /// ended: the event is awaited, not a guess at how long it takes.
    private func interrupt(into output: String, with signal: String) throws -> String {
        let script = """
        cd '\(folder.path)' && mkfifo progress || exit 9
        "$BUBBLES" preview strings.json -o \(output) --jobs 1 2>progress &
        exec 3<progress
        IFS= read -r line <&3 || exit 8
        kill -\(signal) $!
        wait $!
        echo "$? $line"
        """
        let run = try BubblesProcess.run([], shell: script)
        #expect(run.status == 0, "\(run.err)")
        return String(decoding: run.out, as: UTF8.self)
    }

    private func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test(arguments: [("TERM", 143), ("INT", 130), ("HUP", 129)])
    func theFoldersTheRunCreatedAreRemoved(signal: String, status: Int) throws {
        let outcome = try interrupt(into: "prev/deeper", with: signal)
        #expect(outcome.hasPrefix("\(status) bubbles: "), "\(outcome)")
        #expect(outcome.contains("of 20000 keys previewed"), "\(outcome)")
        #expect(try files() == ["progress", "strings.json"])
    }

    @Test func aFolderThatWasThereStays() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("prev"), withIntermediateDirectories: true)
        let outcome = try interrupt(into: "prev/deeper", with: "TERM")
        #expect(outcome.hasPrefix("143 "), "\(outcome)")
        #expect(try files() == ["prev", "progress", "strings.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("prev").path).isEmpty)
    }
}
