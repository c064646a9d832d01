/// How a message's `"text"` is read: as written, or with WhatsApp's formatting markers.
public enum TextFormat: String, Sendable, Hashable, CaseIterable {
    /// The text is shown exactly as written (the default).
    case plain
    /// WhatsApp's markers: `*bold*`, `_italic_`, `~strikethrough~`, monospace between three
    /// backticks and code between one; see ``WhatsAppMarkdown``.
    case markdown
}
