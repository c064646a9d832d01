/// Whose system a screen belongs to, which decides how its status bar and bars look.
public enum DevicePlatform: String, Sendable, Hashable, CaseIterable {
    /// Apple's iOS and iPadOS. The default.
    case ios
    /// Google's Android.
    case android
}
