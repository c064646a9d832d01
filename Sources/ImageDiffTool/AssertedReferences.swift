import FoundationEssentials

/// The references the last test run asserted, so that `bubbles snapshots --orphans` can name
/// those no test uses any more. Each test process writes the paths it asserts, one a line, to
/// `<artifacts>/asserted/<parent>-<process>.txt`; the test processes of one `swift test` share
/// a parent, so a process's first write removes the lists of processes with another parent,
/// which belong to earlier runs.
package enum AssertedReferences {
    /// The folder of the lists under `artifacts`.
    package static func folder(in artifacts: URL) -> URL {
        artifacts.appendingPathComponent("asserted")
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
