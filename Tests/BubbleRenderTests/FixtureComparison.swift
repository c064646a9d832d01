import Foundation
import BubbleRender
import BubbleSnapshot
import PixelDiff

/// The project's own fixtures: `BubbleSnapshot` comparisons against the PNGs under `Fixtures/`.
/// Rendering is deterministic, so on a machine whose render fingerprint equals the recorded one
/// not one pixel may differ; elsewhere pixelmatch's threshold 0.1 with at most 0.1% of pixels
/// differing applies, and the failure message says so. `BUBBLES_RECORD` chooses when to record
/// (see `SnapshotRecordMode`); `scripts/record-fixtures` re-records all.
enum FixtureComparison {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let configuration = SnapshotConfiguration.exact(otherEnvironment: otherEnvironment, environment: .bubbleRender)

    /// The tolerance for fixtures recorded with other library versions or font files.
    static let otherEnvironment = SnapshotTolerance(diff: DiffOptions(threshold: 0.1), limits: DiffLimits(maxDiffRatio: 0.001))

    /// `fontFiles`: the user fonts the image was drawn with, which the fingerprint lists.
    static func check(_ image: RenderedImage, fixture name: String, fontFiles: [FontFile] = []) throws {
        try check(png: image.bytes, fixture: name, fontFiles: fontFiles)
    }

    /// A PNG file's bytes against the fixture `name`.
    static func check(png: [UInt8], fixture name: String, fontFiles: [FontFile] = []) throws {
        var configuration = configuration
        configuration.environment = .bubbleRender(fontFiles: fontFiles)
        try Snapshot.verify(png: png, reference: root.appendingPathComponent(name), configuration: configuration)
    }
}
