extension ZipArchive {
    /// What the central directory says of one entry.
    struct Entry: Sendable, Hashable {
        /// The entry's path in the archive, as written (`_chat.txt`, `Chat/IMG-0001.jpg`).
        var path: String
        /// What the entry is.
        var kind: Kind
        /// Its uncompressed size as the archive declares it, when it does.
        var declaredSize: Int?

        /// What an entry is, from the file type bits the archive stores.
        enum Kind: Sendable, Hashable {
            case file, folder, link, other
        }

        /// Whether ``path`` stays inside the archive: not absolute, no `..` component, no
        /// backslash (a Windows separator that could hide one).
        var staysInside: Bool {
            !path.isEmpty && !path.hasPrefix("/") && !path.contains("\\")
                && !path.split(separator: "/", omittingEmptySubsequences: false).contains("..")
        }
    }
}
