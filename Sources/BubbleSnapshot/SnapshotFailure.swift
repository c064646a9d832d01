/// Why a snapshot assertion failed: a readable message with the measured numbers, the
/// limits in force and the paths of the images written for you to look at.
public struct SnapshotFailure: Error, Hashable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
