import Foundation
import Synchronization
import Testing
import PixelDiff
@testable import ImageSnapshot

@Suite("snapshot assertions")
struct SnapshotTests {
    let folder: URL
    let artifacts: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-snapshots-\(UUID().uuidString)")
        artifacts = folder.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The environment the test images are "rendered" in.
    static let environment = SnapshotEnvironment(fingerprint: "cairo 1.18.0\npango 1.50.12\n")

    private func bubble(_ text: String, fill: String = "#E9E9EB") throws -> [UInt8] {
        try TestPNG.bubble(text, fill: fill)
    }

    private func configuration(_ mode: SnapshotRecordMode, onCI: Bool = false) -> SnapshotConfiguration {
        SnapshotConfiguration(record: mode, artifacts: artifacts, onCI: onCI, environment: Self.environment)
    }

    @Test func referencesLiveBesideTheTestFile() {
        let greeting = SnapshotSource(fileID: "AppTests/BubbleTests.swift", filePath: "/src/Tests/AppTests/BubbleTests.swift",
                                      line: 1, column: 1, function: "greeting(_:)")
        let url = SnapshotLocation.reference(source: greeting, name: "dark mode")
        #expect(url.path == "/src/Tests/AppTests/__Snapshots__/BubbleTests/greeting.dark-mode.png")
        let unnamed = SnapshotSource(fileID: "T/X.swift", filePath: "/t/X.swift", line: 1, column: 1, function: "testA()")
        #expect(SnapshotLocation.reference(source: unnamed, name: nil).path == "/t/__Snapshots__/X/testA.1.png")
    }

    @Test func aMissingReferenceIsRecordedAndFailsOnce() throws {
        let reference = folder.appendingPathComponent("hello.png")
        let png = try bubble("Hello")
        #expect { try Snapshot.verify(png: png, reference: reference, configuration: configuration(.missing)) } throws: {
            "\($0)".hasPrefix("recorded new reference \(reference.path)")
        }
        #expect(FileManager.default.fileExists(atPath: reference.path))
        #expect(FileManager.default.fileExists(atPath: Snapshot.fingerprintFile(besides: reference).path))
        try Snapshot.verify(png: png, reference: reference, configuration: configuration(.missing))
    }

    @Test func onCIAMissingReferenceFailsWithoutRecording() throws {
        let reference = folder.appendingPathComponent("ci.png")
        #expect { try Snapshot.verify(png: try bubble("CI"), reference: reference, configuration: configuration(.missing, onCI: true)) } throws: {
            "\($0)".hasPrefix("no reference at \(reference.path) (CI=true never records a missing one)")
        }
        #expect(!FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func neverModeDoesNotRecord() throws {
        let reference = folder.appendingPathComponent("none.png")
        #expect { try Snapshot.verify(png: try bubble("x"), reference: reference, configuration: configuration(.never)) } throws: {
            "\($0)".hasPrefix("no reference at \(reference.path)")
        }
        #expect(!FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func aChangedRenderingFailsWithNumbersLimitsAndImages() throws {
        let reference = folder.appendingPathComponent("greeting.png")
        try Snapshot.verify(png: try bubble("Good morning"), reference: reference, configuration: configuration(.all))
        let changed = try bubble("Good morning", fill: "#FF9500")
        #expect { try Snapshot.verify(png: changed, reference: reference, configuration: configuration(.never)) } throws: { error in
            let text = "\(error)"
            return text.contains("pixels differ") && text.contains("allowed: 0 pixels at threshold 0.1")
                && text.contains("diff: \(artifacts.path)/\(folder.lastPathComponent)/greeting.diff.png")
        }
        for suffix in ["expected", "actual", "diff"] {
            #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("\(folder.lastPathComponent)/greeting.\(suffix).png").path))
        }
        let loose = SnapshotConfiguration(limits: DiffLimits(maxDiffRatio: 0.5), record: .never, artifacts: artifacts,
                                          environment: Self.environment)
        try Snapshot.verify(png: changed, reference: reference, configuration: loose)
    }

    @Test func failedModeRerecordsButStillFails() throws {
        let reference = folder.appendingPathComponent("f.png")
        try Snapshot.verify(png: try bubble("One"), reference: reference, configuration: configuration(.all))
        let two = try bubble("Two")
        #expect(throws: SnapshotFailure.self) { try Snapshot.verify(png: two, reference: reference, configuration: configuration(.failed)) }
        try Snapshot.verify(png: two, reference: reference, configuration: configuration(.never))
    }

    @Test func testsRecordingOnManyThreadsShareOneFingerprintFile() throws {
        let png = try bubble("Parallel")
        let folder = self.folder
        let configuration = configuration(.all)
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            do throws(SnapshotFailure) {
                try Snapshot.verify(png: png, reference: folder.appendingPathComponent("parallel-\(index).png"), configuration: configuration)
            } catch {
                failures.withLock { $0.append(error.description) }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.filter { $0.hasPrefix("parallel-") }.count == 16)
        #expect(names.contains("render-fingerprint.txt") && !names.contains { $0.hasSuffix(".tmp") })
    }

    @Test func aDifferentRenderEnvironmentIsNamed() throws {
        let reference = folder.appendingPathComponent("env.png")
        try Snapshot.verify(png: try bubble("Env"), reference: reference, configuration: configuration(.all))
        try Data("cairo 0.0.1\n".utf8).write(to: Snapshot.fingerprintFile(besides: reference))
        #expect { try Snapshot.verify(png: try bubble("Envy"), reference: reference, configuration: configuration(.never)) } throws: {
            "\($0)".contains("The render environment differs from the one the reference was recorded with: cairo 0.0.1 → cairo ")
        }
    }

    @Test func theOtherEnvironmentToleranceAppliesOnlyWhereTheFingerprintDiffers() throws {
        let reference = folder.appendingPathComponent("tolerance.png")
        let grey = try bubble("Same text", fill: "#E9E9EB")
        let nearlyGrey = try bubble("Same text", fill: "#E9E9EA")
        var configuration = SnapshotConfiguration.exact(otherEnvironment: SnapshotTolerance(diff: DiffOptions(threshold: 0.1), limits: DiffLimits()),
                                                        record: .all, artifacts: artifacts, onCI: false, environment: Self.environment)
        try Snapshot.verify(png: grey, reference: reference, configuration: configuration)
        configuration.record = .never
        #expect { try Snapshot.verify(png: nearlyGrey, reference: reference, configuration: configuration) } throws: {
            "\($0)".contains("allowed: 0 pixels at threshold 0.0.")
        }
        try Data("cairo 0.0.1\n".utf8).write(to: Snapshot.fingerprintFile(besides: reference))
        try Snapshot.verify(png: nearlyGrey, reference: reference, configuration: configuration)
        #expect { try Snapshot.verify(png: try bubble("Same text", fill: "#0B84FE"), reference: reference, configuration: configuration) } throws: {
            "\($0)".contains("(the tolerance for a reference recorded in another render environment)")
        }
    }

    @Test func differentSizesFailWithBothSizes() throws {
        let reference = folder.appendingPathComponent("size.png")
        try Snapshot.verify(png: try bubble("Short"), reference: reference, configuration: configuration(.all))
        #expect { try Snapshot.verify(png: try bubble("Much longer text"), reference: reference, configuration: configuration(.never)) } throws: {
            "\($0)".contains("sizes differ: ")
        }
    }
}
