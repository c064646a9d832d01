/// The files of a zipped export that its messages' attachments may name: the regular files in
/// the archive's folder that holds the chat.
public struct ArchiveFiles: Sendable, Hashable {
    /// The archive's path as the user gave it.
    public var archive: String
    /// The folder of the chat inside the archive: `""` at its top, else ending in `/`.
    public var folder: String
    /// The names of the regular files in ``folder``.
    public var names: Set<String>
}
