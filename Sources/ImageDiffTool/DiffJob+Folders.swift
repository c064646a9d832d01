import FileSystem
import StrictJSON

extension DiffJob {
    /// Compares two folders: one line per image that does not match and a count, or one
    /// JSON object; diff images into the `diffOutput` folder; reports.
    func runFolders(out: (String) -> Void) throws(DiffToolError) -> Int32 {
        let keepImages = diffOutput != nil || report != nil
        let entries = try FolderDiff(expectedFolder: expectedPath, actualFolder: actualPath, options: options,
                                     limits: limits, keepImages: keepImages).run()
        let stage = StagedOutput()
        for entry in entries {
            for folder in [expectedPath, actualPath] {
                let input = FolderDiff.join(folder, entry.path)
                stage.protect(input, as: input)
            }
        }
        if let diffOutput {
            for entry in entries where !entry.passed {
                guard let png = entry.diffPNG else { continue }
                let target = FolderDiff.join(diffOutput, entry.path)
                do {
                    try stage.createFolder(String(target[..<(target.lastIndex(of: "/") ?? target.startIndex)]))
                    try stage.write(png, to: target)
                } catch {
                    throw DiffToolError(error.description)
                }
            }
        }
        try writeReports(entries, stage: stage)
        let counts = DiffCounts(entries)
        if json {
            out(JSONValue.object([
                ("match", .bool(entries.allSatisfy(\.passed))),
                ("images", .int(counts.total)), ("matching", .int(counts.match)), ("changed", .int(counts.changed)),
                ("sizeChanged", .int(counts.size)), ("missing", .int(counts.missing)), ("new", .int(counts.new)),
                ("files", .array(entries.map { entry in
                    .object([
                        ("path", .string(entry.path)), ("status", .string(entry.status.rawValue)),
                        ("differentPixels", entry.result.map { .int($0.differentPixels) } ?? .null),
                        ("totalPixels", entry.result.map { .int($0.totalPixels) } ?? .null),
                    ])
                })),
            ]).compactText + "\n")
        } else {
            for entry in entries where !entry.passed { out(entry.line) }
            out(counts.sentence + "\n")
        }
        return entries.allSatisfy(\.passed) ? 0 : 1
    }
}
