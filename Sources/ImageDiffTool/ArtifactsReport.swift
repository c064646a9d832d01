import FileSystem
import FoundationEssentials
import PixelDiff

/// `bubbles report ARTIFACTS_DIR`: a test run's failure images (`<name>.expected.png`,
/// `<name>.actual.png` and the `<name>.json` of ``ComparisonSettings`` the snapshot assertions
/// write) compared again, each with its own assertion's tolerance and masks, into the HTML
/// page and the JUnit report `bubbles diff` makes.
public struct ArtifactsReport: Sendable {
    /// The artifacts folder of the run.
    public var folder: String
    /// The HTML page to write.
    public var report: String?
    /// The JUnit XML report to write.
    public var junit: String?

    /// A report of `folder`'s failures.
    public init(folder: String, report: String?, junit: String?) {
        self.folder = folder
        self.report = report
        self.junit = junit
    }

    /// Writes the reports and prints one line per image and a count; 1 when any image does
    /// not match, 0 when none does (or there are none).
    public func run(out: (String) -> Void) throws(DiffToolError) -> Int32 {
        guard ImageFiles.isFolder(folder) else { throw DiffToolError("\(folder): not a folder") }
        let suffix = ".expected.png"
        let names = try ImageFiles.pngPaths(under: folder).filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }
        var entries: [DiffEntry] = []
        for name in names {
            let base = FolderDiff.join(folder, name)
            let settings = try Self.settings(base + ".json")
            let expected = try ImageFiles.load(base + suffix)
            let actual = FileManager.default.fileExists(atPath: base + ".actual.png") ? try ImageFiles.load(base + ".actual.png") : nil
            entries.append(try FolderDiff.entry(name: name + ".png", expected: expected, actual: actual, options: settings.options,
                                                limits: settings.limits, keepImages: true))
        }
        for entry in entries where !entry.passed { out(entry.line) }
        out(DiffCounts(entries).sentence + "\n")
        let stage = StagedOutput()
        do {
            if let report {
                try stage.write(Array(DiffReportPage.html(entries, expected: folder, actual: folder,
                                                          settings: "each assertion's own tolerance and masks").utf8), to: report)
            }
            if let junit {
                try stage.write(Array(JUnitReport.xml(entries).utf8), to: junit)
            }
            try stage.commit()
        } catch {
            throw DiffToolError(error.description)
        }
        return entries.allSatisfy(\.passed) ? 0 : 1
    }

    /// The settings written beside the images; pixelmatch's defaults and no difference allowed
    /// when there is no such file.
    private static func settings(_ path: String) throws(DiffToolError) -> ComparisonSettings {
        guard FileManager.default.fileExists(atPath: path) else {
            return ComparisonSettings(options: DiffOptions(), limits: DiffLimits(maxDiffPixels: 0), reference: nil)
        }
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.contents(of: path)
        } catch {
            throw DiffToolError(error.description)
        }
        do {
            return try ComparisonSettings(json: String(decoding: bytes, as: UTF8.self))
        } catch {
            throw DiffToolError("\(path): \(error.description)")
        }
    }
}
