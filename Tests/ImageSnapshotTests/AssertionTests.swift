import Foundation
import Synchronization
import Testing
import ImageDiffTool
import PixelDiff
import PNGCodec
import Raster
@testable import ImageSnapshot

/// The assertions as a test author uses them: failures recorded at their own lines while the
/// test goes on, references numbered and named per case, suite-wide settings, artifacts.
/// References live in a temporary copy of `__Snapshots__` (`SnapshotSource.filePath` pointed
/// at a file in a temporary folder), so nothing is written beside this file.
@Suite("snapshot assertions in tests", .snapshots(record: .never))
struct AssertionTests {
    let folder: URL
    let artifacts: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-assertions-\(UUID().uuidString)")
        artifacts = folder.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The failures the assertions inside `body` report to the reporter it is given, with the
    /// places of those assertions (none of them fails this test).
    private func failures(_ body: (SnapshotReporter) -> Void) -> [(failure: SnapshotFailure, source: SnapshotSource)] {
        let seen = Mutex<[(failure: SnapshotFailure, source: SnapshotSource)]>([])
        body(SnapshotReporter { failure, source in seen.withLock { $0.append((failure, source)) } })
        return seen.withLock { $0 }
    }

    private func configuration(_ mode: SnapshotRecordMode) -> SnapshotConfiguration {
        SnapshotConfiguration(record: mode, artifacts: artifacts, onCI: false)
    }

    private func bubble(_ text: String) throws -> [UInt8] {
        try TestPNG.bubble(text)
    }

    /// A file path in the temporary folder, so references go to its `__Snapshots__`.
    private var file: String { folder.appendingPathComponent("ChatTests.swift").path }

    @Test func threeFailuresAreRecordedAtTheirOwnLines() throws {
        let file = self.file
        let texts = ["One", "Two", "Three"]
        let originals = try texts.map(bubble)
        let changed = try texts.map { try bubble($0 + "!") }
        let recording = SnapshotRun()
        for (text, png) in zip(texts, originals) {
            SnapshotAssertion(source: SnapshotSource(fileID: "App/ChatTests.swift", filePath: file, line: 1, column: 1, function: "chat()"),
                              name: text, masks: [], configuration: configuration(.all), run: recording).check { () throws(SnapshotFailure) in png }
        }
        // No record mode in code: the message then offers the command that records.
        let compare = SnapshotConfiguration(artifacts: artifacts, onCI: false)
        let recorded = failures { reporter in
            for (line, (text, png)) in zip([10, 20, 30], zip(texts, changed)) {
                SnapshotAssertion(source: SnapshotSource(fileID: "App/ChatTests.swift", filePath: file, line: UInt(line), column: 5, function: "chat()"),
                                  name: text, masks: [], configuration: compare, reporter: reporter, run: SnapshotRun())
                    .check { () throws(SnapshotFailure) in png }
            }
        }
        #expect(recorded.map(\.source.line) == [10, 20, 30])
        #expect(recorded.allSatisfy { $0.source.fileID == "App/ChatTests.swift" && $0.source.column == 5 })
        let message = try #require(recorded.first?.failure.description)
        #expect(message.hasPrefix("chat.One: sizes differ: "), "\(message)")
        #expect(message.hasSuffix("To accept the new image: BUBBLES_RECORD=failed swift test --filter 'App\\..*chat'"), "\(message)")
    }

    @Test func unnamedAssertionsAreNumbered() throws {
        let source = SnapshotSource(fileID: "App/ChatTests.swift", filePath: "/tmp/x/ChatTests.swift", line: 1, column: 1, function: "numbered()")
        let first = SnapshotLocation.reference(source: source, name: nil)
        let second = SnapshotLocation.reference(source: source, name: nil)
        let named = SnapshotLocation.reference(source: source, name: "dark mode")
        #expect(first.path == "/tmp/x/__Snapshots__/ChatTests/numbered.1.png")
        #expect(second.path == "/tmp/x/__Snapshots__/ChatTests/numbered.2.png")
        #expect(named.path == "/tmp/x/__Snapshots__/ChatTests/numbered.dark-mode.png")
    }

    @Test(arguments: ["short", "a longer one"])
    func parameterizedCasesGetTheirArgumentsInTheName(_ text: String) {
        let source = SnapshotSource(fileID: "App/ChatTests.swift", filePath: "/tmp/y/ChatTests.swift", line: 1, column: 1, function: "cases(_:)")
        let reference = SnapshotLocation.reference(source: source, name: nil)
        #expect(reference.lastPathComponent == "cases.\(ReferenceName.part(text)).1.png")
    }

    @Test func theSuiteTraitSetsTheConfiguration() {
        #expect(SnapshotConfiguration.current?.record == .never)
        withSnapshotConfiguration(configuration(.failed)) {
            #expect(SnapshotConfiguration.current?.record == .failed)
        }
    }

    @Test func aPassingComparisonRemovesStaleArtifacts() throws {
        let reference = folder.appendingPathComponent("__Snapshots__/ChatTests/stale.png")
        try Snapshot.verify(png: try bubble("Same"), reference: reference, configuration: configuration(.all))
        #expect(throws: SnapshotFailure.self) {
            try Snapshot.verify(png: try bubble("Sane"), reference: reference, configuration: configuration(.never))
        }
        let paths = ArtifactPaths(reference: reference, artifacts: artifacts)
        #expect(paths.diff.path == artifacts.appendingPathComponent("ChatTests/stale.diff.png").path)
        #expect(paths.all.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
        try Snapshot.verify(png: try bubble("Same"), reference: reference, configuration: configuration(.never))
        #expect(paths.all.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) })
    }

    @Test func aFailureAttachesItsImagesToTheTestResult() throws {
        let reference = folder.appendingPathComponent("__Snapshots__/ChatTests/attached.png")
        var recorded: SnapshotFailure?
        let new = try bubble("New"), newer = try bubble("Newer")
        do {
            try Snapshot.verify(png: new, reference: reference, configuration: configuration(.missing))
        } catch {
            recorded = error
        }
        #expect(recorded?.attachments == [reference])
        var differs: SnapshotFailure?
        do {
            try Snapshot.verify(png: newer, reference: reference, configuration: configuration(.never))
        } catch {
            differs = error
        }
        let failure = try #require(differs)
        let paths = ArtifactPaths(reference: reference, artifacts: artifacts)
        #expect(failure.attachments == paths.all)
        #expect(failure.attachments.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
        // The three images go to the test report (`swift test --attachments-path DIR` writes them there).
        withKnownIssue {
            SnapshotReporter.testFramework.report(failure, at: SnapshotSource())
        }
    }

    @Test func aFailureWritesItsToleranceAndMasksBesideItsImages() throws {
        let reference = folder.appendingPathComponent("__Snapshots__/ChatTests/settings.png")
        try Snapshot.verify(png: try bubble("Kept"), reference: reference, configuration: configuration(.all))
        var strict = configuration(.never)
        strict.diff.threshold = 0.05
        strict.diff.masks = [PixelRegion(x: 1, y: 2, width: 3, height: 4)]
        strict.limits = DiffLimits(maxDiffPixels: 2)
        let changed = try bubble("Kelt")
        #expect(throws: SnapshotFailure.self) { try Snapshot.verify(png: changed, reference: reference, configuration: strict) }
        let paths = ArtifactPaths(reference: reference, artifacts: artifacts)
        let settings = try ComparisonSettings(json: String(contentsOf: paths.settings, encoding: .utf8))
        #expect(settings == ComparisonSettings(options: strict.diff, limits: strict.limits, reference: reference.path))
        try Snapshot.verify(png: try bubble("Kept"), reference: reference, configuration: strict)
        #expect(!FileManager.default.fileExists(atPath: paths.settings.path), "a pass removes it with the images")
    }

    @Test func aSizeMismatchGetsADiffOfBothSizesAndTheNumbers() throws {
        let reference = folder.appendingPathComponent("__Snapshots__/ChatTests/size.png")
        try Snapshot.verify(png: try bubble("Short"), reference: reference, configuration: configuration(.all))
        var failure: SnapshotFailure?
        let longer = try bubble("Much longer text")
        do {
            try Snapshot.verify(png: longer, reference: reference, configuration: configuration(.never))
        } catch {
            failure = error
        }
        let caught = try #require(failure)
        #expect(caught.reason == .sizesDiffer)
        #expect(caught.description.contains("sizes differ: "))
        let diffURL = try #require(caught.diffImage)
        let diff = try PNGDecoder.decode(Array(try Data(contentsOf: diffURL))).image
        let actual = try PNGDecoder.decode(try bubble("Much longer text")).image
        #expect(diff.width == actual.width, "the diff covers the wider image")
        #expect(caught.result?.differentPixels ?? 0 > 0)
    }

    @Test func masksLeavePixelsOut() throws {
        let file = self.file
        let source = SnapshotSource(fileID: "App/ChatTests.swift", filePath: file, line: 1, column: 1, function: "masked()")
        let png = try bubble("Masked")
        SnapshotAssertion(source: source, name: "m", masks: [], configuration: configuration(.all), run: SnapshotRun()).check { () throws(SnapshotFailure) in png }
        var changed = try PNGDecoder.decode(png).image
        var rgba = changed.pixels
        for index in stride(from: 0, to: 40, by: 4) { rgba[index] = 0; rgba[index + 1] = 0; rgba[index + 2] = 0; rgba[index + 3] = 255 }
        changed = try RGBAImage(width: changed.width, height: changed.height, pixels: rgba)
        let altered = try PNGEncoder.encode(changed)
        let unmasked = failures { reporter in
            SnapshotAssertion(source: source, name: "m", masks: [], configuration: configuration(.never),
                              reporter: reporter, run: SnapshotRun()).check { () throws(SnapshotFailure) in altered }
        }
        #expect(unmasked.count == 1)
        let masked = failures { reporter in
            SnapshotAssertion(source: source, name: "m", masks: [PixelRegion(x: 0, y: 0, width: 10, height: 1)],
                              configuration: configuration(.never), reporter: reporter, run: SnapshotRun()).check { () throws(SnapshotFailure) in altered }
        }
        #expect(masked.isEmpty)
    }

    @Test func anImageInMemoryIsComparedAsItsPNG() throws {
        let image = try RGBAImage(width: 3, height: 2, red: 10, green: 20, blue: 30)
        let recorded = failures { reporter in
            assertBubbleSnapshot(of: image, named: "raw", configuration: configuration(.never), reporter: reporter,
                                 filePath: "/nonexistent/ImageTests.swift", line: 7)
        }
        #expect(recorded.map(\.source.line) == [7])
        let message = try #require(recorded.first?.failure.description)
        #expect(message.hasPrefix("no reference at /nonexistent/__Snapshots__/ImageTests/anImageInMemoryIsComparedAsItsPNG.raw.png"),
                "\(message)")
    }
}
