import BubbleRender
import ImageSnapshot

/// An image to compare: its PNG bytes and the user font files it was drawn with, which the
/// render fingerprint recorded beside a reference lists.
struct SnapshotImage {
    let png: [UInt8]
    var fontFiles: [FontFile] = []

    /// The render environment to record beside the reference.
    var environment: SnapshotEnvironment {
        .bubbleRender(fontFiles: fontFiles)
    }
}
