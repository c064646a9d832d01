#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ImageDiffTool
import Synchronization

/// Writing the lists `bubbles snapshots --orphans` reads (see `AssertedReferences`).
extension AssertedReferences {
    /// The lists this process has started, by artifacts folder.
    private static let started = Mutex<Set<String>>([])

    /// Adds `reference` to this process's list under `artifacts`; a list that cannot be
    /// written leaves the assertion as it is (only `--orphans` misses it).
    static func record(_ reference: URL, artifacts: URL) {
        let folder = folder(in: artifacts)
        let parent = "\(getppid())-"
        let list = folder.appendingPathComponent("\(parent)\(getpid()).txt").path
        started.withLock { started in
            if started.insert(folder.path).inserted {
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let earlier = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                for name in earlier where !name.hasPrefix(parent) {
                    try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
                }
            }
            guard let handle = FileHandle(forWritingAtPath: list) ?? create(list) else { return }
            defer { try? handle.close() }
            _ = try? handle.seekToEnd()
            try? handle.write(contentsOf: Data((reference.standardizedFileURL.path + "\n").utf8))
        }
    }

    private static func create(_ path: String) -> FileHandle? {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        return FileHandle(forWritingAtPath: path)
    }
}
