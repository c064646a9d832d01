#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Every temporary file this process has created and not yet renamed or removed, and every
/// folder it created for output not yet committed, so that ``SignalCleanup`` can remove them
/// when the process is interrupted. Creating, renaming and removing one happen under one lock,
/// which the cleanup takes and never gives back.
enum TemporaryFiles {
    private struct State {
        var live: Set<String> = []
        /// Output folders created and not yet kept, in the order they were made.
        var folders: [String] = []
        /// Folders already searched for temporaries of dead processes.
        var swept: Set<String> = []
    }

    private static let state = Mutex(State())

    /// Creates a new empty file with a random ``TemporaryName`` in `folder` (`""` for the
    /// current one) with `O_CREAT | O_EXCL`, so an existing file or symbolic link of that name
    /// is never followed; returns its path and an open descriptor for writing. The first time
    /// a folder is used, temporaries left there by processes that no longer exist are removed.
    static func create(in folder: String) throws(FileProblem) -> (path: String, descriptor: Int32) {
        let sweep = state.withLock { $0.swept.insert(folder).inserted }
        if sweep { StaleTemporaries.remove(in: folder) }
        for _ in 0..<100 {
            let path = folder + TemporaryName.random().name
            let result: Int32 = state.withLock { state in
                let descriptor = PathBytes.withCString(path) {
                    open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
                }
                if descriptor >= 0 { state.live.insert(path) }
                return descriptor >= 0 ? descriptor : -errno
            }
            if result >= 0 { return (path, result) }
            switch -result {
            case EEXIST, EINTR: continue
            case ENOENT: throw .missingFolder(folder.isEmpty ? "." : String(folder.dropLast()))
            case ENOTDIR: throw .notAFolder(String(folder.dropLast()))
            default: throw .system(SystemError.text(-result))
            }
        }
        throw .system("no unused temporary name found")
    }

    /// Renames the temporary file `path` to `target`; nil on success, else the problem.
    static func rename(_ path: String, to target: String) -> FileProblem? {
        state.withLock { state -> FileProblem? in
            let status = PathBytes.withCString(path) { from in
                PathBytes.withCString(target) { to in systemRename(from, to) }
            }
            guard status == 0 else { return SystemError.current }
            state.live.remove(path)
            return nil
        }
    }

    /// Removes the temporary file `path`.
    static func remove(_ path: String) {
        state.withLock { state in
            _ = PathBytes.withCString(path) { unlink($0) }
            state.live.remove(path)
        }
    }

    /// Creates `path` and any missing folders above it (``Folder/create(_:)``) under the lock,
    /// so that an interruption cannot fall between creating one and knowing of it; returns
    /// the folders created, outermost first, which an interruption removes until ``keep(_:)``.
    static func createFolder(_ path: String) throws(FileError) -> [String] {
        try state.withLock { state throws(FileError) in
            let created = try Folder.create(path)
            state.folders += created
            return created
        }
    }

    /// Forgets `folders`: the run keeps them.
    static func keep(_ folders: [String]) {
        state.withLock { state in state.folders.removeAll { folders.contains($0) } }
    }

    /// Removes those of `folders` (outermost first, as ``createFolder(_:)`` returned them) that
    /// are empty, innermost first, and forgets them all.
    static func removeFolders(_ folders: [String]) {
        state.withLock { state in
            removeEmpty(folders)
            state.folders.removeAll { folders.contains($0) }
        }
    }

    /// `rmdir` on each of `folders`, innermost first: only the empty ones go, so what was in a
    /// folder before the run stays.
    private static func removeEmpty(_ folders: [String]) {
        for folder in folders.reversed() {
            _ = PathBytes.withCString(folder) { rmdir($0) }
        }
    }

    /// The temporary files alive now, for tests.
    static var live: Set<String> {
        state.withLock { $0.live }
    }

    /// Removes every live temporary file, then runs `body` still holding the lock, so that
    /// no new one can be made; `body` is expected to end the process.
    static func removeAll(thenWhileLocked body: () -> Void) {
        state.withLock { state in
            for path in state.live {
                _ = PathBytes.withCString(path) { unlink($0) }
            }
            state.live.removeAll()
            removeEmpty(state.folders)
            state.folders.removeAll()
            body()
        }
    }
}
