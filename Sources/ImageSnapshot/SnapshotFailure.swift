import BubblesCore
import Foundation
import PixelDiff

/// Why a snapshot assertion failed: a readable message with the measured numbers, the limits
/// in force, the paths of the images written for you to look at and the command that accepts
/// the change; and the same facts as properties, for tools.
public struct SnapshotFailure: BubblesError, Hashable {
    /// What went wrong.
    public enum Reason: String, Sendable, Hashable {
        /// The image differs from its reference beyond the limits.
        case differs
        /// The image and its reference have different sizes.
        case sizesDiffer
        /// There was no reference; it was recorded now (look at it and run again).
        case recorded
        /// There is no reference, and none was recorded (CI, or `never` mode).
        case missingReference
        /// Something could not be rendered, read or written.
        case error
    }

    /// What went wrong, as a value to switch on.
    public let reason: Reason
    /// The whole message, as the test failure shows it.
    public let description: String
    /// The comparison, for `differs` and `sizesDiffer` (on the union of both sizes).
    public var result: DiffResult?
    /// The colour threshold that applied.
    public var threshold: Double?
    /// The limits that applied.
    public var limits: DiffLimits?
    /// The reference image.
    public var reference: URL?
    /// The reference as written to the artifacts folder, for a failed comparison.
    public var expectedImage: URL?
    /// The image the test produced, written for a failed comparison.
    public var actualImage: URL?
    /// The diff image (differing pixels marked), written for a failed comparison.
    public var diffImage: URL?
    /// The command that records the new image as the reference.
    public var acceptCommand: String?

    /// The reference image's path, when the failure concerns one.
    public var file: String? { reference?.path }

    /// The images to look at, for the test report: the expected, actual and diff images of a
    /// failed comparison, or the reference just recorded.
    public var attachments: [URL] {
        reason == .recorded ? [reference].compactMap { $0 } : [expectedImage, actualImage, diffImage].compactMap { $0 }
    }

    /// A failure with the message `description` and no measurements.
    public init(_ description: String, reason: Reason = .error) {
        self.description = description
        self.reason = reason
    }

    init(reason: Reason, description: String, result: DiffResult? = nil, tolerance: SnapshotTolerance? = nil,
         reference: URL? = nil, images: ArtifactPaths? = nil, acceptCommand: String? = nil) {
        self.reason = reason
        self.description = description
        var stripped = result
        stripped?.diffImage = nil
        self.result = stripped
        threshold = tolerance?.diff.threshold
        limits = tolerance?.limits
        self.reference = reference
        expectedImage = images?.expected
        actualImage = images?.actual
        diffImage = images?.diff
        self.acceptCommand = acceptCommand
    }
}
