#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Folder {
    /// What one entry of a folder is.
    public enum EntryKind: Sendable, Hashable {
        /// A regular file (symbolic links followed).
        case file
        /// A folder (symbolic links followed).
        case folder
        /// Anything else: a FIFO, a device, a socket, a broken link.
        case other
    }

    /// The names in the folder at `path` (`opendir`, `readdir`) with their kinds, sorted by
    /// name, without `.` and `..`; nil when it cannot be read as a folder.
    public static func entries(_ path: String) -> [(name: String, kind: EntryKind)]? {
        guard let directory = PathBytes.withCString(path.isEmpty ? "." : path, { opendir($0) }) else { return nil }
        defer { closedir(directory) }
        let folder = path.isEmpty || path.hasSuffix("/") ? path : path + "/"
        var found: [(name: String, kind: EntryKind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                PathBytes.string(decoding: Array(raw.prefix { $0 != 0 }))
            }
            guard name != ".", name != ".." else { continue }
            let kind: EntryKind = switch FileKind(path: folder + name, following: true) {
            case .regular: .file
            case .directory: .folder
            default: .other
            }
            found.append((name, kind))
        }
        return found.sorted { $0.name < $1.name }
    }
}
