#if canImport(Glibc)
import Glibc
#endif

/// Output files written first under temporary names beside their targets and renamed into
/// place together by `commit()`. Until then, and if anything fails, no target is touched;
/// temporary files left uncommitted are removed when the stage goes away.
final class StagedOutput {
    private var staged: [(temporary: String, target: String)] = []
    private var committed = false

    /// A temporary path beside `target` for a writer to fill, remembered for `commit()`.
    func temporaryPath(for target: String) -> String {
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = "\(directory).\(name).\(getpid()).tmp"
        staged.append((temporary, target))
        return temporary
    }

    /// Writes `bytes` to a temporary file for `target`.
    func write(_ bytes: [UInt8], to target: String) throws(RenderError) {
        try OutputFile.writeFully(bytes, to: temporaryPath(for: target), reportingAs: target)
    }

    /// Renames every temporary file over its target.
    func commit() throws(RenderError) {
        for (temporary, target) in staged where rename(temporary, target) != 0 {
            throw .write(path: target, reason: String(cString: strerror(errno)))
        }
        committed = true
    }

    deinit {
        guard !committed else { return }
        for (temporary, _) in staged {
            unlink(temporary)
        }
    }
}
