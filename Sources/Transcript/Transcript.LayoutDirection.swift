extension Transcript {
    /// Which way the conversation reads; `"layoutDirection"` in a transcript (an extension).
    ///
    /// In a right-to-left layout incoming bubbles sit on the right and outgoing ones on the
    /// left, mirrored.
    public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
        /// `"ltr"`. The default.
        case leftToRight = "ltr"
        /// `"rtl"`.
        case rightToLeft = "rtl"
    }
}
