#if canImport(Testing)
import Foundation
import PixelDiff
import Testing

/// Snapshot settings for a test or a whole suite (and the suites inside it):
/// `@Suite(.snapshots(record: .failed, threshold: 0.1))`.
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    /// The settings the test or suite runs with.
    public let configuration: SnapshotConfiguration

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotConfiguration.$current.withValue(configuration) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotTrait {
    /// Snapshot settings for the test or suite: the record mode (nil: `BUBBLES_RECORD`
    /// decides), pixelmatch's threshold, the limits on differing pixels, masks, the folder of
    /// references (nil: `BUBBLES_SNAPSHOTS`, else `__Snapshots__` beside the test file), and the
    /// whole configuration for anything else.
    public static func snapshots(
        record: SnapshotRecordMode? = nil, threshold: Double? = nil, limits: DiffLimits? = nil,
        masks: [PixelRegion] = [], references: URL? = nil, configuration: SnapshotConfiguration = SnapshotConfiguration()
    ) -> SnapshotTrait {
        var configuration = configuration
        if let references { configuration.references = references }
        if let record { configuration.record = record }
        if let threshold { configuration.diff.threshold = threshold }
        if let limits { configuration.limits = limits }
        configuration.diff.masks += masks
        return SnapshotTrait(configuration: configuration)
    }
}
#endif
