#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Output files written first under temporary names beside their targets and renamed into
/// place together by ``commit()``. Until then, and if anything fails, no target is touched:
/// when the stage goes away uncommitted, its temporary files and the folders it created are
/// removed. Workers on several threads may add files to one stage.
///
/// Temporary files are created with random names and `O_EXCL` (``TemporaryFiles``), so a file
/// or symbolic link planted beside the target is never written through. The target
/// ``standardOutput`` (`-`) is kept in memory and written to standard output on commit, so a
/// failed run writes nothing there either.
public final class StagedOutput: Sendable {
    /// The target that means standard output.
    public static let standardOutput = "-"
    /// How standard output is named in messages.
    public static let standardOutputName = "<stdout>"

    private struct State {
        var files: [(temporary: String, target: String)] = []
        var standardOutput: [UInt8]?
        var createdFolders: [String] = []
        var inputs: [FileIdentity: String] = [:]
        var committed = false
    }

    private let state = Mutex(State())

    public init() {}

    /// A new file for `target`, to be filled and finished before ``commit()``.
    public func file(for target: String) throws(FileError) -> StagedFile {
        if target == Self.standardOutput { return StagedFile(target: target, descriptor: nil, stage: self) }
        func failure(_ problem: FileProblem) -> FileError { FileError(path: target, problem: problem) }
        guard !target.isEmpty else { throw failure(.emptyName) }
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { target[target.index(after: $0)...] } ?? target[...]
        guard !name.isEmpty, name != ".", name != ".." else { throw failure(.directory) }
        if let kind = FileKind(path: target, following: true), kind != .regular, let problem = kind.problemAsFile {
            throw failure(problem)
        }
        let created: (path: String, descriptor: Int32)
        do {
            created = try TemporaryFiles.create(in: folder)
        } catch {
            throw failure(error)
        }
        state.withLock { $0.files.append((created.path, target)) }
        return StagedFile(target: target, descriptor: created.descriptor, stage: self)
    }

    /// Refuses, at ``commit()``, to replace the file at `path` (an input of the run, shown as
    /// `name`), whichever path the output names it by.
    public func protect(_ path: String, as name: String) {
        guard let identity = FileIdentity(path: path) else { return }
        state.withLock { $0.inputs[identity] = $0.inputs[identity] ?? name }
    }

    /// Throws when `target` is an input protected with ``protect(_:as:)``, so that a run can
    /// refuse an output name it knows before doing its work; ``commit()`` checks every target
    /// again.
    public func checkNotInput(_ target: String) throws(FileError) {
        guard let identity = FileIdentity(path: target), let input = state.withLock({ $0.inputs[identity] }) else { return }
        throw FileError(path: target, problem: .isInput(input))
    }

    /// Writes all of `bytes` as the file for `target`.
    public func write(_ bytes: [UInt8], to target: String) throws(FileError) {
        let file = try file(for: target)
        try file.write(bytes)
        try file.finish()
    }

    /// Keeps the bytes for standard output until the commit.
    func keep(_ bytes: [UInt8]) {
        state.withLock { $0.standardOutput = ($0.standardOutput ?? []) + bytes }
    }

    /// Creates `path` and any missing folders above it; those it created are removed again
    /// when the stage is not committed (and are empty).
    public func createFolder(_ path: String) throws(FileError) {
        let created = try TemporaryFiles.createFolder(path)
        state.withLock { $0.createdFolders += created }
    }

    /// Renames every temporary file over its target and writes what is for standard output;
    /// replaces nothing when a target is a protected input (``protect(_:as:)``).
    public func commit() throws(FileError) {
        let (files, output) = state.withLock { ($0.files, $0.standardOutput) }
        for (_, target) in files {
            try checkNotInput(target)
        }
        for (temporary, target) in files {
            if let problem = TemporaryFiles.rename(temporary, to: target) {
                throw FileError(path: target, problem: problem)
            }
        }
        let folders = state.withLock { state in
            state.committed = true
            return state.createdFolders
        }
        TemporaryFiles.keep(folders)
        if let output { try StandardOutput.write(output) }
    }

    deinit {
        let state = state.withLock { $0 }
        guard !state.committed else { return }
        for (temporary, _) in state.files {
            TemporaryFiles.remove(temporary)
        }
        TemporaryFiles.removeFolders(state.createdFolders)
    }
}
