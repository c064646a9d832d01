import Foundation
import FileSystem

extension Snapshot {
    /// Compares `text` (a layout snapshot's JSON, say) with the reference text file at
    /// `reference`, recording as the mode says, as ``verify(png:reference:configuration:acceptCommand:)``
    /// does for images. A difference throws a failure that names how many lines differ and the
    /// first of them, and writes `<name>.expected.json` and `<name>.actual.json` under the
    /// artifacts folder to compare with any diff tool.
    public static func verify(text: String, reference: URL, configuration: SnapshotConfiguration = SnapshotConfiguration(),
                              acceptCommand: String? = nil) throws(SnapshotFailure) {
        let mode = try configuration.recordMode
        let accept = configuration.acceptCommand(acceptCommand)
        let bytes = Array(text.utf8)
        guard try recordWhenDue(bytes, at: reference, mode: mode, configuration: configuration, accept: accept) else { return }
        let expectedBytes: [UInt8]
        do {
            expectedBytes = try RegularFile.contents(of: reference.path)
        } catch {
            throw SnapshotFailure("cannot read \(error)")
        }
        let paths = ArtifactPaths(reference: reference, artifacts: configuration.artifactsFolder)
        let expectedFile = URL(fileURLWithPath: paths.expected.path.replacingOccurrences(of: ".expected.png", with: ".expected.json"))
        let actualFile = URL(fileURLWithPath: paths.actual.path.replacingOccurrences(of: ".actual.png", with: ".actual.json"))
        guard expectedBytes != bytes else {
            for url in [expectedFile, actualFile] { try? FileManager.default.removeItem(at: url) }
            return
        }
        do {
            try FileManager.default.createDirectory(at: expectedFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try ReferenceFile.write(expectedBytes, to: expectedFile.path)
            try ReferenceFile.write(bytes, to: actualFile.path)
        } catch {
            throw SnapshotFailure("cannot write \(actualFile.path): \(error)")
        }
        if mode == .failed { try record(bytes, at: reference, environment: configuration.environment) }
        let name = reference.deletingPathExtension().lastPathComponent
        let expected = String(decoding: expectedBytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
        let differing = (0..<max(expected.count, actual.count)).filter { index in
            index >= expected.count || index >= actual.count || expected[index] != actual[index]
        }
        let first = differing.first ?? 0
        let line = { (lines: [Substring]) in first < lines.count ? "`\(lines[first].trimmingCharacters(in: .whitespaces))`" : "(no line)" }
        let environment = configuration.environment.map { environmentNote(for: reference, current: $0) } ?? ""
        let closing = mode == .failed ? "The new text was recorded as the reference." : "To accept the new text: \(accept)"
        throw SnapshotFailure(reason: .differs,
                              description: "\(name): \(differing.count) of \(max(expected.count, actual.count)) lines differ, the first at line \(first + 1): "
                                + "expected \(line(expected)), actual \(line(actual)). Files: expected: \(expectedFile.path), actual: \(actualFile.path).\(environment) \(closing)",
                              reference: reference, acceptCommand: accept)
    }
}
