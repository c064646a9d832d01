import Foundation
import PixelDiff

/// How a snapshot is compared and where images go.
public struct SnapshotConfiguration: Sendable, Hashable {
    /// pixelmatch's colour threshold and anti-aliasing handling.
    public var diff: DiffOptions
    /// How many pixels may differ; by default none (anti-aliased pixels are not counted).
    public var limits: DiffLimits
    /// `nil` means `BUBBLES_RECORD` decides.
    public var record: SnapshotRecordMode?
    /// Where expected, actual and diff images of a failure go; `nil` means
    /// `$BUBBLES_ARTIFACTS`, or `bubbles-artifacts` in the temporary folder.
    public var artifacts: URL?
    /// The folder holding a `<TestFile>` folder of references for each test file; `nil` means
    /// `$BUBBLES_SNAPSHOTS` (relative to the current directory), or `__Snapshots__` beside
    /// each test file.
    public var references: URL?
    /// On CI a missing reference is a failure and is never recorded in `missing` mode;
    /// `nil` means the environment decides (`CI=true`).
    public var onCI: Bool?
    /// What applies instead of `diff` and `limits` when the reference was recorded in another
    /// render environment (the `render-fingerprint.txt` beside it differs from this machine's:
    /// other library versions or font files); `nil` means `diff` and `limits` apply everywhere.
    public var otherEnvironment: SnapshotTolerance?
    /// The environment the compared images are made in, recorded beside each reference and
    /// compared with the one recorded there; `nil` means the assertion's own (`BubbleSnapshot`
    /// renders in `.bubbleRender`), and none for a PNG or an image given as it is.
    public var environment: SnapshotEnvironment?

    /// A configuration of the given values; by default no pixel may differ at pixelmatch's
    /// threshold 0.1, and the environment decides the rest.
    public init(diff: DiffOptions = DiffOptions(), limits: DiffLimits = DiffLimits(maxDiffPixels: 0),
                record: SnapshotRecordMode? = nil, artifacts: URL? = nil, onCI: Bool? = nil,
                otherEnvironment: SnapshotTolerance? = nil, environment: SnapshotEnvironment? = nil, references: URL? = nil) {
        self.diff = diff
        self.limits = limits
        self.record = record
        self.artifacts = artifacts
        self.onCI = onCI
        self.otherEnvironment = otherEnvironment
        self.environment = environment
        self.references = references
    }

    /// Exact comparison where the reference was recorded in this render environment (rendering
    /// is deterministic there, so any difference is a change), and `otherEnvironment` where it
    /// was not.
    public static func exact(otherEnvironment: SnapshotTolerance?, record: SnapshotRecordMode? = nil,
                             artifacts: URL? = nil, onCI: Bool? = nil, environment: SnapshotEnvironment? = nil) -> SnapshotConfiguration {
        SnapshotConfiguration(diff: SnapshotTolerance.exact.diff, limits: SnapshotTolerance.exact.limits, record: record,
                              artifacts: artifacts, onCI: onCI, otherEnvironment: otherEnvironment, environment: environment)
    }

    var isOnCI: Bool {
        onCI ?? (ProcessInfo.processInfo.environment["CI"] == "true")
    }

    /// The record mode in force: ``record``, else `BUBBLES_RECORD`'s.
    var recordMode: SnapshotRecordMode {
        get throws(SnapshotFailure) {
            if let record { return record }
            return try SnapshotRecordMode.fromEnvironment
        }
    }

    /// What a failure offers for accepting the new reference: `command` (a test's own), else
    /// `BUBBLES_RECORD=failed swift test`; when ``record`` is set in code, the way to change it.
    func acceptCommand(_ command: String?) -> String {
        record.map { "record: .\($0) is set in the test's configuration; set it to .failed" } ?? command ?? "BUBBLES_RECORD=failed swift test"
    }

    /// The folder of the test file's references: `<references>/<TestFile>`.
    func referencesFolder(for source: SnapshotSource, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let root = references ?? environment["BUBBLES_SNAPSHOTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        guard let root else { return SnapshotLocation.folder(of: source) }
        return root.appendingPathComponent(source.fileName)
    }

    var artifactsFolder: URL {
        artifacts ?? ProcessInfo.processInfo.environment["BUBBLES_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-artifacts")
    }
}
