extension Transcript {
    /// The transcript as the JSON text of a transcript file that decodes to it
    /// (``baseDirectory`` aside): keys in documented order, two-space indentation, a final
    /// newline, so the same transcript always gives the same text.
    public var jsonText: String {
        jsonValue.formattedText + "\n"
    }
}
