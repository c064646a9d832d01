extension SnapshotConfiguration {
    /// The configuration set for the running test by `withSnapshotConfiguration` or the
    /// `.snapshots(...)` trait; assertions without their own use it.
    @TaskLocal public static var current: SnapshotConfiguration?
}

/// Runs `body` with `configuration` for every snapshot assertion inside that does not pass
/// its own (in XCTest, wrap a test's body; in Swift Testing the `.snapshots(...)` trait does
/// this for a whole suite).
public func withSnapshotConfiguration<Result>(_ configuration: SnapshotConfiguration, _ body: () throws -> Result) rethrows -> Result {
    try SnapshotConfiguration.$current.withValue(configuration, operation: body)
}

/// The asynchronous form of `withSnapshotConfiguration(_:_:)`.
public func withSnapshotConfiguration<Result>(_ configuration: SnapshotConfiguration, isolation: isolated (any Actor)? = #isolation,
                                              _ body: () async throws -> Result) async rethrows -> Result {
    try await SnapshotConfiguration.$current.withValue(configuration, operation: body, isolation: isolation)
}
