/// Light or dark colours: `"appearance"` in a transcript, `--appearance` on the command line.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    /// Light colours. The default.
    case light
    /// Dark colours.
    case dark
}
