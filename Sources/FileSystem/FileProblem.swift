#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BubblesCore

/// Why a file could not be read or written, in words that follow the file's name on an
/// error line (`chat.json: is a FIFO, not a regular file`).
public enum FileProblem: BubblesError, Sendable, Hashable {
    /// The name is the empty string.
    case emptyName
    /// Nothing exists at the path.
    case missing
    /// The path is a directory where a file is needed.
    case directory
    /// Something that is neither a regular file nor a directory, described (`a FIFO`).
    case special(String)
    /// The folder a file would be created in does not exist.
    case missingFolder(String)
    /// Part of the path that should be a folder is not one.
    case notAFolder(String)
    /// A file larger than a reader accepts, in bytes.
    case tooLarge(limit: Int)
    /// The output is one of the run's inputs, named.
    case isInput(String)
    /// The path leads outside the folder it must stay in (by `..`, as an absolute path or
    /// through a symbolic link), named.
    case outside(String)
    /// The path is, or passes through, a symbolic link that is not followed there.
    case link
    /// A standard stream the process was started without (`>&-`), named.
    case closed(String)
    /// A system call failed; the system's words for it (`strerror`).
    case system(String)

    public var description: String {
        switch self {
        case .emptyName: "the file name is empty"
        case .missing: "no such file"
        case .directory: "is a directory"
        case .special(let kind): "is \(kind), not a regular file"
        case .missingFolder(let folder): "the folder \(folder) does not exist"
        case .notAFolder(let folder): "\(folder) is not a folder"
        case .tooLarge(let limit): "is larger than the \(limit >> 20) MiB allowed"
        case .isInput(let name): "would replace the input \(name); choose another output name"
        case .outside(let folder): "leads outside \(folder)"
        case .link: "is or passes through a symbolic link, which is not followed here"
        case .closed(let stream): "\(stream) is closed"
        case .system(let reason): reason
        }
    }

    /// The problem of opening `path` (not confined) failing with `code`: what is there when it
    /// is not a file, else the system's words.
    static func opening(_ path: String, errno code: Int32) -> FileProblem {
        if code == ENOENT { return .missing }
        if let problem = FileKind(path: path, following: true)?.problemAsFile { return problem }
        return .system(SystemError.text(code))
    }
}
