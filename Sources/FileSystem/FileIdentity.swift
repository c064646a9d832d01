#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path names, as the device and inode `stat` gives: two paths are the same file
/// when their identities are equal, whatever links or `..` lead there.
public struct FileIdentity: Sendable, Hashable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path` (symbolic links followed); nil when nothing is there.
    public init?(path: String) {
        var info = stat()
        guard !path.isEmpty, PathBytes.withCString(path, { stat($0, &info) }) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
