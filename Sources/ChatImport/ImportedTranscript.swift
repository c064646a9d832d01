import Transcript

/// A transcript made from a chat export, with what the user should know about it.
public struct ImportedTranscript: Sendable, Hashable {
    /// The transcript, valid and ready to write or render.
    public var transcript: Transcript
    /// Lines for `note: ` on standard error: what was dropped, attachments drawn as
    /// placeholders, images outside the transcript's folder.
    public var notes: [String]
    /// The files of a zipped export its images name, to be written beside it
    /// (``ChatImporter/writeMedia(_:relativeTo:to:)``) before it is used.
    public var media: [ArchiveMedia]

    /// Creates a result.
    public init(transcript: Transcript, notes: [String] = [], media: [ArchiveMedia] = []) {
        self.transcript = transcript
        self.notes = notes
        self.media = media
    }
}
