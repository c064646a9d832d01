import CConfinedOpen
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opening a path beneath a folder that it may not leave (see ``FileLocation``).
enum ConfinedOpen {
    /// `O_PATH`: a descriptor of a place in the file system, for resolving paths only.
    static let pathOnly = bubbles_open_path_flag

    /// How the path is resolved: by `openat2`, or by a walk of `O_NOFOLLOW` opens.
    enum Resolution {
        case kernel, walk
    }

    /// `path` opened with `flags` beneath `folder`; `resolution` nil takes the kernel's where it
    /// has `openat2`, else the walk.
    static func open(_ path: String, beneath folder: String, flags: Int32, links: FileLocation.Links,
                     resolution: Resolution? = nil) throws(FileProblem) -> Int32 {
        guard !path.isEmpty else { throw .emptyName }
        let base = PathBytes.withCString(folder.isEmpty ? "." : folder) { systemOpen($0, pathOnly | O_DIRECTORY | O_CLOEXEC) }
        guard base >= 0 else {
            let code = errno
            throw code == ENOENT ? .missing : code == ENOTDIR ? .notAFolder(folder) : .system(SystemError.text(code))
        }
        defer { close(base) }
        var opened = (descriptor: Int32(-1), code: ENOSYS)
        if resolution != .walk {
            opened = PathBytes.withCString(path) { name in
                let descriptor = bubbles_open_beneath(base, name, flags, links == .none)
                return (descriptor, errno)
            }
        }
        if opened.descriptor < 0, resolution != .kernel, opened.code == ENOSYS || opened.code == EPERM {
            opened = walk(path, from: base, flags: flags)
        }
        guard opened.descriptor < 0 else { return opened.descriptor }
        switch opened.code {
        case EXDEV: throw .outside(folder)
        case ELOOP: throw .link
        case ENOENT: throw .missing
        default:
            // Opening a socket fails (ENXIO): say what is there instead, if that can be told.
            if let kind = try? kind(of: path, beneath: base, resolution: resolution), let problem = kind.problemAsFile { throw problem }
            throw .system(SystemError.text(opened.code))
        }
    }

    /// What `path` beneath the folder `base` is, links not followed beyond the policy.
    private static func kind(of path: String, beneath base: Int32, resolution: Resolution?) throws(FileProblem) -> FileKind {
        let descriptor = resolution == .walk
            ? walk(path, from: base, flags: pathOnly | O_CLOEXEC).descriptor
            : PathBytes.withCString(path) { bubbles_open_beneath(base, $0, pathOnly | O_CLOEXEC, true) }
        guard descriptor >= 0 else { throw .missing }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw SystemError.current }
        return FileKind(mode: info.st_mode)
    }

    /// `path` opened from the folder `base` one component at a time, each with `O_NOFOLLOW`:
    /// no symbolic link is followed (`ELOOP`), and neither an absolute path nor a `..` above
    /// `base` is (`EXDEV`). The descriptor, or -1 and the `errno` value.
    static func walk(_ path: String, from base: Int32, flags: Int32) -> (descriptor: Int32, code: Int32) {
        guard !path.hasPrefix("/") else { return (-1, EXDEV) }
        var folders: [Int32] = []
        defer { folders.forEach { close($0) } }
        let names = path.split(separator: "/").map(String.init).filter { $0 != "." }
        for (index, name) in names.enumerated() {
            if name == ".." {
                guard let top = folders.popLast() else { return (-1, EXDEV) }
                close(top)
                continue
            }
            let current = folders.last ?? base
            let last = index == names.count - 1
            let descriptor = PathBytes.withCString(name) {
                openat(current, $0, last ? flags | O_NOFOLLOW : pathOnly | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            guard descriptor >= 0 else {
                let code = errno
                return (-1, code == ENOTDIR && isLink(name, in: current) ? ELOOP : code)
            }
            // With O_PATH, O_NOFOLLOW opens a link itself instead of failing.
            if last, flags & pathOnly != 0, isLink(descriptor) {
                close(descriptor)
                return (-1, ELOOP)
            }
            if last { return (descriptor, 0) }
            folders.append(descriptor)
        }
        let descriptor = openat(folders.last ?? base, ".", flags)
        return (descriptor, descriptor < 0 ? errno : 0)
    }

    /// Whether the entry `name` of the folder `folder` is a symbolic link.
    private static func isLink(_ name: String, in folder: Int32) -> Bool {
        var info = stat()
        return PathBytes.withCString(name) { fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) } == 0
            && FileKind(mode: info.st_mode) == .symbolicLink
    }

    /// Whether the open descriptor `descriptor` is a symbolic link (opened with `O_PATH`).
    private static func isLink(_ descriptor: Int32) -> Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && FileKind(mode: info.st_mode) == .symbolicLink
    }
}
