/// The protocol ``SnapshotFailure`` and every other error of the package conform to, so a
/// test can catch one thing (declared in `BubblesCore`).
@_exported import protocol BubblesCore.BubblesError
