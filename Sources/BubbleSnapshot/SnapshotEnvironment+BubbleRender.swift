import BubbleRender
import ImageSnapshot

extension SnapshotEnvironment {
    /// This machine's render environment: the Cairo, Pango, HarfBuzz, FreeType and fontconfig
    /// versions and a signature of every font file (`RenderEnvironment.fingerprint()`),
    /// computed once per process. The assertions that render use it.
    public static let bubbleRender = SnapshotEnvironment(
        fingerprint: (try? RenderEnvironment.fingerprint()) ?? RenderEnvironment.summary)

    /// ``bubbleRender`` with a `user-font` line for each of `fontFiles`
    /// (`RenderEnvironment.userFontLines`): images drawn with user fonts record them too.
    public static func bubbleRender(fontFiles: [FontFile]) -> SnapshotEnvironment {
        SnapshotEnvironment(fingerprint: bubbleRender.fingerprint + RenderEnvironment.userFontLines(fontFiles))
    }
}
