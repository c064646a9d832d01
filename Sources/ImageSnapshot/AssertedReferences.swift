#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// The references the last test run asserted, so that `bubbles snapshots --orphans` can name
/// those no test uses any more. Each test process writes the paths it asserts, one a line, to
/// `<artifacts>/asserted/<parent>-<process>.txt`; the test processes of one `swift test` share
/// a parent, so a process's first write removes the lists of processes with another parent,
/// which belong to earlier runs.
package enum AssertedReferences {
    /// The lists this process has started, by artifacts folder.
    private static let started = Mutex<Set<String>>([])

    /// The folder of the lists under `artifacts`.
    package static func folder(in artifacts: URL) -> URL {
        artifacts.appendingPathComponent("asserted")
    }

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

    /// Every path the lists under `artifacts` hold; nil when there are none.
    package static func read(artifacts: URL) -> Set<String>? {
        let folder = folder(in: artifacts)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path), !names.isEmpty else { return nil }
        var paths = Set<String>()
        for name in names where name.hasSuffix(".txt") {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
            paths.formUnion(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
        }
        return paths
    }
}
