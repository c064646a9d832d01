import FileSystem
import PixelDiff

/// One run of `bubbles diff`: two PNG files, or two folders of them compared file by file,
/// with the outputs asked for (diff images, text or JSON on standard output, an HTML page,
/// a JUnit report). Reads and writes PNGs with `PNGCodec`; links no Cairo.
public struct DiffJob: Sendable {
    /// The reference PNG, or the folder of references.
    public var expectedPath: String
    /// The PNG to check, or the folder of them.
    public var actualPath: String
    /// pixelmatch's threshold, anti-aliasing handling and masks.
    public var options: DiffOptions
    /// How many pixels may differ for a pair to match.
    public var limits: DiffLimits
    /// The diff image (two files) or the folder of diff images (two folders).
    public var diffOutput: String?
    /// One JSON object on standard output instead of text.
    public var json: Bool
    /// Decode and compare times as JSON on standard error (two files of one size).
    public var timings: Bool
    /// A self-contained HTML page of the comparison.
    public var report: String?
    /// A JUnit XML report, one test case per image.
    public var junit: String?

    /// A job comparing `expectedPath` with `actualPath`, printing text and writing nothing
    /// unless asked.
    public init(expectedPath: String, actualPath: String, options: DiffOptions = DiffOptions(), limits: DiffLimits = DiffLimits(),
                diffOutput: String? = nil, json: Bool = false, timings: Bool = false, report: String? = nil, junit: String? = nil) {
        self.expectedPath = expectedPath
        self.actualPath = actualPath
        self.options = options
        self.limits = limits
        self.diffOutput = diffOutput
        self.json = json
        self.timings = timings
        self.report = report
        self.junit = junit
    }

    /// Whether both inputs are folders, compared file by file.
    public var comparesFolders: Bool {
        ImageFiles.isFolder(expectedPath) && ImageFiles.isFolder(actualPath)
    }

    /// Compares the images (or the folders), writing what `out` and `err` print for standard
    /// output and standard error; returns 0 when they match within the limits and 1 when
    /// not. All files are written only when every one could be.
    public func run(out: (String) -> Void, err: (String) -> Void) throws(DiffToolError) -> Int32 {
        if comparesFolders { return try runFolders(out: out) }
        for path in [expectedPath, actualPath] where ImageFiles.isFolder(path) {
            throw DiffToolError("\(path): is a folder, and the other is not; compare two images or two folders")
        }
        return try runPair(out: out, err: err)
    }

    /// The limits in words, for the text output and the HTML page.
    var limitText: String {
        switch (limits.maxDiffPixels, limits.maxDiffRatio) {
        case (nil, nil): "no difference allowed"
        case (let pixels?, nil): "at most \(pixels) pixels allowed"
        case (nil, let ratio?): "at most \(ratio) of the pixels allowed"
        case (let pixels?, let ratio?): "at most \(pixels) pixels and \(ratio) of the pixels allowed"
        }
    }

    /// Writes the HTML and JUnit reports asked for, with the other staged files.
    func writeReports(_ entries: [DiffEntry], stage: StagedOutput) throws(DiffToolError) {
        do {
            if let report {
                let settings = "threshold \(options.threshold), \(limitText)" + (options.masks.isEmpty ? "" : ", \(options.masks.count) masks")
                try stage.write(Array(DiffReportPage.html(entries, expected: expectedPath, actual: actualPath, settings: settings).utf8), to: report)
            }
            if let junit {
                try stage.write(Array(JUnitReport.xml(entries).utf8), to: junit)
            }
            try stage.commit()
        } catch {
            throw DiffToolError(error.description)
        }
    }
}
