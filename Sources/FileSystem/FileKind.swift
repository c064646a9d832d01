#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a directory entry is, from the type bits of its `st_mode`.
enum FileKind: Hashable {
    case regular, directory, fifo, characterDevice, blockDevice, socket, symbolicLink, other

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// The kind of what `path` names (`lstat` when `following` is false, else `stat`); nil
    /// when nothing is there or it cannot be told.
    init?(path: String, following: Bool) {
        var info = stat()
        let status = PathBytes.withCString(path) { following ? stat($0, &info) : lstat($0, &info) }
        guard status == 0 else { return nil }
        self.init(mode: info.st_mode)
    }

    /// The problem of finding this where a regular file is needed; nil for a regular file.
    var problemAsFile: FileProblem? {
        switch self {
        case .regular: nil
        case .directory: .directory
        case .fifo: .special("a FIFO")
        case .characterDevice: .special("a character device")
        case .blockDevice: .special("a block device")
        case .socket: .special("a socket")
        case .symbolicLink: .special("a symbolic link")
        case .other: .special("not a file")
        }
    }
}
