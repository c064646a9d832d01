import Foundation
import BubbleRender
import BubbleSnapshot
import PixelDiff

/// The project's own fixtures: `BubbleSnapshot` comparisons against the PNGs under `Fixtures/`,
/// at pixelmatch's threshold 0.1 with at most 0.1% of pixels differing. `BUBBLES_RECORD`
/// chooses when to record (see `SnapshotRecordMode`); `scripts/record-fixtures` re-records all.
enum FixtureComparison {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let configuration = SnapshotConfiguration(diff: DiffOptions(threshold: 0.1), limits: DiffLimits(maxDiffRatio: 0.001))

    static func check(_ image: RenderedImage, fixture name: String) throws {
        try Snapshot.verify(png: image.png, reference: root.appendingPathComponent(name), configuration: configuration)
    }
}
