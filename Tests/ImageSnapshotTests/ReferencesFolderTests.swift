import Foundation
import Synchronization
import Testing
import ImageDiffTool
@testable import ImageSnapshot

/// Where references go when not beside the test file, and the list of what a run asserted.
@Suite("references folder and asserted references")
struct ReferencesFolderTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-references-\(UUID().uuidString)")
    let source = SnapshotSource(fileID: "App/ChatTests.swift", filePath: "/src/Tests/App/ChatTests.swift", line: 1, column: 1, function: "chat()")

    @Test func theConfigurationThenTheEnvironmentThenBesideTheTestFile() {
        let configured = SnapshotConfiguration(references: URL(fileURLWithPath: "/refs"))
        #expect(configured.referencesFolder(for: source, environment: ["BUBBLES_SNAPSHOTS": "/env"]).path == "/refs/ChatTests")
        #expect(SnapshotConfiguration().referencesFolder(for: source, environment: ["BUBBLES_SNAPSHOTS": "/env"]).path == "/env/ChatTests")
        #expect(SnapshotConfiguration().referencesFolder(for: source, environment: [:]).path == "/src/Tests/App/__Snapshots__/ChatTests")
    }

    @Test(.snapshots(references: URL(fileURLWithPath: "/suite-refs")))
    func theTraitSetsTheFolder() {
        #expect(SnapshotConfiguration.current?.referencesFolder(for: source, environment: [:]).path == "/suite-refs/ChatTests")
    }

    @Test func anAssertionRecordsInTheFolderAndListsWhatItAsserted() throws {
        let references = folder.appendingPathComponent("refs")
        let artifacts = folder.appendingPathComponent("artifacts")
        let stale = AssertedReferences.folder(in: artifacts).appendingPathComponent("0-0.txt")
        try FileManager.default.createDirectory(at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("/earlier/run.png\n".utf8).write(to: stale)
        let png = try TestPNG.bubble("Listed")
        let configuration = SnapshotConfiguration(record: .all, artifacts: artifacts, onCI: false, references: references)
        let failures = Mutex<[SnapshotFailure]>([])
        SnapshotAssertion(source: source, name: "listed", masks: [], configuration: configuration,
                          reporter: SnapshotReporter { failure, _ in failures.withLock { $0.append(failure) } }, run: SnapshotRun())
            .check { () throws(SnapshotFailure) in png }
        #expect(failures.withLock { $0 }.isEmpty)
        let reference = references.appendingPathComponent("ChatTests/chat.listed.png")
        #expect(FileManager.default.fileExists(atPath: reference.path))
        #expect(AssertedReferences.read(artifacts: artifacts) == [reference.path], "the earlier run's list is gone")
    }
}
