/// What decides how the compared images come out (library versions, font files), as text
/// recorded beside references in `render-fingerprint.txt`. Where the recorded text differs
/// from this one, a failure names what changed and ``SnapshotConfiguration/otherEnvironment``
/// applies. `BubbleSnapshot` provides `.bubbleRender` (Cairo, Pango, HarfBuzz, FreeType,
/// fontconfig and the font files) and uses it for the images it renders.
public struct SnapshotEnvironment: Sendable, Hashable {
    /// Lines of `name version` (or anything else that changes when the pixels may).
    public var fingerprint: String

    /// An environment described by `fingerprint`.
    public init(fingerprint: String) {
        self.fingerprint = fingerprint
    }
}
