// The Snapshot testing article's exact-comparison example, verbatim between the markers
// (DocumentedSnapshotExampleTests checks that the article shows exactly this code).
import BubbleSnapshot
import PixelDiff

// README example begins
let configuration = SnapshotConfiguration.exact(
    otherEnvironment: SnapshotTolerance(diff: DiffOptions(threshold: 0.1), limits: DiffLimits(maxDiffRatio: 0.001)))
// README example ends
