import FileSystem

/// The files a render reads (the transcript, its images), so that no output replaces one:
/// compared by device and inode, whatever path leads there.
struct InputFiles {
    private let names: [FileIdentity: String]

    /// `(path, name)` pairs: the path to look at and the name to show.
    init(_ files: [(path: String, name: String)]) {
        var names: [FileIdentity: String] = [:]
        for (path, name) in files {
            if let identity = FileIdentity(path: path), names[identity] == nil { names[identity] = name }
        }
        self.names = names
    }

    /// The input's name when `path` is one of the inputs.
    func name(of path: String) -> String? {
        guard !names.isEmpty, let identity = FileIdentity(path: path) else { return nil }
        return names[identity]
    }
}
