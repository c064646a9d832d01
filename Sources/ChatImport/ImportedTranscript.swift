import Transcript

/// A transcript made from a chat export, with what the user should know about it.
public struct ImportedTranscript: Sendable, Hashable {
    /// The transcript, valid and ready to write or render.
    public var transcript: Transcript
    /// Lines for `note: ` on standard error: what was dropped, attachments drawn as
    /// placeholders, images outside the transcript's folder.
    public var notes: [String]

    /// Creates a result.
    public init(transcript: Transcript, notes: [String] = []) {
        self.transcript = transcript
        self.notes = notes
    }
}
