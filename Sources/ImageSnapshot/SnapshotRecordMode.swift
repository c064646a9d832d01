import Foundation

/// When a snapshot assertion writes its reference image instead of only comparing.
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Record references that do not exist yet, and fail so that you look at them. On CI
    /// (`CI=true`) a missing reference is a failure and nothing is written.
    case missing
    /// Re-record every reference compared (and pass).
    case all
    /// Re-record references that do not match (and still fail).
    case failed
    /// Only compare; a missing reference is a failure.
    case never

    /// The mode named by `BUBBLES_RECORD`, `missing` when it is unset.
    public static var fromEnvironment: SnapshotRecordMode {
        get throws(SnapshotFailure) {
            guard let value = ProcessInfo.processInfo.environment["BUBBLES_RECORD"], !value.isEmpty else { return .missing }
            guard let mode = SnapshotRecordMode(rawValue: value) else {
                throw SnapshotFailure("BUBBLES_RECORD=\(value) is not one of missing, all, failed, never")
            }
            return mode
        }
    }
}
