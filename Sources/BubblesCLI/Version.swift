import BubbleRender

/// The version `bubbles --version` prints.
public enum Version {
    public static let current = "0.1.0"

    /// `bubbles 0.1.0`, then one `name version` line per library that decides how pixels
    /// come out (Cairo, Pango, HarfBuzz, FreeType, fontconfig), as loaded at run time.
    static var text: String {
        "bubbles \(current)\n" + RenderEnvironment.summary
    }
}
