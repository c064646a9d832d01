/// The comparing core (`assertBubbleSnapshot(ofPNG:)`, `Snapshot`, configurations, traits),
/// so `import BubbleSnapshot` alone gives every assertion.
@_exported import ImageSnapshot
