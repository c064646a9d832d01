#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removing files the user's earlier runs wrote.
public enum FileRemoval {
    /// Removes the file `path` (`unlink`); whether it was removed.
    public static func remove(_ path: String) -> Bool {
        PathBytes.withCString(path) { unlink($0) } == 0
    }
}
