/// A file inside a zipped export that a transcript's image names: ``ChatImporter/writeMedia(_:relativeTo:to:)``
/// writes it at ``path`` beside the transcript.
public struct ArchiveMedia: Sendable, Hashable {
    /// The archive's path as the user gave it.
    public var archive: String
    /// The entry's path inside the archive.
    public var entry: String
    /// Where it is written, relative to the transcript's folder: `chat-media/IMG-20240203-WA0001.jpg`.
    public var path: String
}
