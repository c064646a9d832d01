#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Folder {
    /// What one entry of a folder is, symbolic links not followed.
    public enum EntryKind: Sendable, Hashable {
        /// A regular file.
        case file
        /// A folder.
        case folder
        /// A symbolic link, whatever it leads to.
        case link
        /// Anything else: a FIFO, a device, a socket.
        case other
    }

    /// The names in the folder at `location` (confined like a file: `openat2` beneath its
    /// folder), with their kinds as `lstat` tells them, sorted by name, without `.` and `..`;
    /// nil when it cannot be opened as a folder.
    public static func entries(_ location: FileLocation) -> [(name: String, kind: EntryKind)]? {
        guard let descriptor = try? location.open(flags: O_RDONLY | O_DIRECTORY | O_NONBLOCK) else { return nil }
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return nil
        }
        defer { closedir(directory) }
        var found: [(name: String, kind: EntryKind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                PathBytes.string(decoding: Array(raw.prefix { $0 != 0 }))
            }
            guard name != ".", name != ".." else { continue }
            var info = stat()
            let status = PathBytes.withCString(name) { fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW) }
            let kind: EntryKind = switch status == 0 ? FileKind(mode: info.st_mode) : .other {
            case .regular: .file
            case .directory: .folder
            case .symbolicLink: .link
            default: .other
            }
            found.append((name, kind))
        }
        return found.sorted { $0.name < $1.name }
    }
}
