import Foundation
import Testing
import BubblesCLI

/// `bubbles snapshots --orphans`: the references the last run's lists do not name.
@Suite("bubbles snapshots")
struct SnapshotsCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-orphans-\(UUID().uuidString)")

    private func file(_ path: String, _ text: String = "") throws -> URL {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func referencesNoAssertionNamedAreListed() throws {
        let used = try file("Tests/__Snapshots__/ChatTests/welcome.1.png")
        _ = try file("Tests/__Snapshots__/ChatTests/greeting.Hi-.1.png")
        _ = try file("Tests/__Snapshots__/Old/gone.png")
        _ = try file("Tests/__Snapshots__/Old/layout.1.json")
        _ = try file("Tests/__Snapshots__/ChatTests/render-fingerprint.txt")
        _ = try file("artifacts/asserted/0-0.txt", used.path + "\n")
        let io = CapturedConsole()
        let status = io.run(["snapshots", "--orphans", folder.appendingPathComponent("Tests").path,
                             "--artifacts", folder.appendingPathComponent("artifacts").path])
        #expect(status == 1)
        #expect(io.out == "__Snapshots__/ChatTests/greeting.Hi-.1.png\n__Snapshots__/Old/gone.png\n__Snapshots__/Old/layout.1.json\n")
    }

    @Test func withoutARecordedRunItSaysSo() throws {
        _ = try file("Tests/__Snapshots__/ChatTests/welcome.1.png")
        let io = CapturedConsole()
        let status = io.run(["snapshots", "--orphans", folder.appendingPathComponent("Tests").path,
                             "--artifacts", folder.appendingPathComponent("none").path])
        #expect(status == 2)
        #expect(io.err.hasPrefix("error: no test run is recorded in "))
    }
}
