#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a file to read is: anywhere a path leads, or beneath a folder that it may not leave.
///
/// A confined location is resolved by the kernel (`openat2` with `RESOLVE_BENEATH`), not by
/// comparing strings, so neither `..`, an absolute path nor a symbolic link can lead out of
/// the folder, even one swapped in while the path is being opened. Where the kernel has no
/// `openat2`, the path is walked one component at a time with `O_NOFOLLOW`, which follows no
/// symbolic link at all.
public struct FileLocation: Sendable, Hashable, CustomStringConvertible {
    /// The folder the file must stay beneath; nil when it may be anywhere.
    public let folder: String?
    /// The path: relative to ``folder`` when there is one, else as given.
    public let path: String
    /// Which symbolic links beneath ``folder`` are followed.
    public let links: Links

    /// Which symbolic links a confined location follows.
    public enum Links: Sendable, Hashable {
        /// Links that stay beneath the folder: the user's own files (a transcript's images).
        case inside
        /// None: files someone else made (a chat export), in which a link is never needed.
        case none
    }

    /// The file at `path`, wherever it leads (symbolic links followed).
    public static func anywhere(_ path: String) -> FileLocation {
        FileLocation(folder: nil, path: path, links: .inside)
    }

    /// The file at `path` beneath `folder` (itself opened as named, links and all).
    public static func beneath(_ folder: String, _ path: String, links: Links) -> FileLocation {
        FileLocation(folder: folder, path: path, links: links)
    }

    /// The path from the current folder: `folder/path`, or `path`.
    public var description: String {
        guard let folder, !folder.isEmpty else { return path }
        if path.isEmpty || path == "." { return folder }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    /// Opens the location with `flags` (`O_CLOEXEC` added); the descriptor, or the problem.
    func open(flags: Int32) throws(FileProblem) -> Int32 {
        guard let folder else {
            guard !path.isEmpty else { throw .emptyName }
            let descriptor = PathBytes.withCString(path) { systemOpen($0, flags | O_CLOEXEC) }
            guard descriptor >= 0 else { throw FileProblem.opening(path, errno: errno) }
            return descriptor
        }
        return try ConfinedOpen.open(path, beneath: folder, flags: flags | O_CLOEXEC, links: links)
    }
}
