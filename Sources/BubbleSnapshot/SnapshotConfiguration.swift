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
    /// On CI a missing reference is a failure and is never recorded in `missing` mode;
    /// `nil` means the environment decides (`CI=true`).
    public var onCI: Bool?

    public init(diff: DiffOptions = DiffOptions(), limits: DiffLimits = DiffLimits(maxDiffPixels: 0),
                record: SnapshotRecordMode? = nil, artifacts: URL? = nil, onCI: Bool? = nil) {
        self.diff = diff
        self.limits = limits
        self.record = record
        self.artifacts = artifacts
        self.onCI = onCI
    }

    var isOnCI: Bool {
        onCI ?? (ProcessInfo.processInfo.environment["CI"] == "true")
    }

    var artifactsFolder: URL {
        artifacts ?? ProcessInfo.processInfo.environment["BUBBLES_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-artifacts")
    }
}
