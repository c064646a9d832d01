/// What cuts into the top of a screen, where the status bar leaves room for it.
public enum ScreenCutout: String, Sendable, Hashable, CaseIterable {
    /// Nothing: the status bar spans the whole width.
    case none
    /// A notch in the middle of the top edge (iPhone X to iPhone 14).
    case notch
    /// The Dynamic Island, a pill below the top edge (iPhone 14 Pro and later).
    case island
}
