#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders named by paths that may hold bytes that are not UTF-8 (``PathBytes``).
public enum Folder {
    /// Whether `path` names a directory (symbolic links followed).
    public static func exists(_ path: String) -> Bool {
        FileKind(path: path, following: true) == .directory
    }

    /// Creates `path` and any missing folders above it (`mkdir`); returns the ones it created,
    /// outermost first.
    @discardableResult
    public static func create(_ path: String) throws(FileError) -> [String] {
        var created: [String] = []
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if PathBytes.withCString(prefix, { mkdir($0, 0o777) }) == 0 {
                created.append(prefix)
            } else if errno != EEXIST || !exists(prefix) {
                let problem = errno == EEXIST ? FileProblem.notAFolder(prefix) : SystemError.current
                throw FileError(path: path, problem: problem)
            }
            prefix += "/"
        }
        return created
    }
}
