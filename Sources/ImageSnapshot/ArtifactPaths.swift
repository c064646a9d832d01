import Foundation

/// Where a failed comparison's images go: `<artifacts>/<TestFile>/<reference name>.{expected,actual,diff}.png`,
/// with the assertion's tolerance and masks in `<reference name>.json` (`ComparisonSettings`).
struct ArtifactPaths: Hashable {
    let expected: URL
    let actual: URL
    let diff: URL
    let settings: URL

    init(reference: URL, artifacts: URL) {
        let folder = artifacts.appendingPathComponent(reference.deletingLastPathComponent().lastPathComponent)
        let name = reference.deletingPathExtension().lastPathComponent
        expected = folder.appendingPathComponent("\(name).expected.png")
        actual = folder.appendingPathComponent("\(name).actual.png")
        diff = folder.appendingPathComponent("\(name).diff.png")
        settings = folder.appendingPathComponent("\(name).json")
    }

    var all: [URL] { [expected, actual, diff] }

    /// Removes what an earlier failure left (after the comparison passed).
    func removeStale() {
        for url in all + [settings] { try? FileManager.default.removeItem(at: url) }
    }
}
