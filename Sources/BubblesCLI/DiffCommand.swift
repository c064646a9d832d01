import FoundationEssentials
import BubbleRender
import FileSystem
import PixelDiff

/// `bubbles diff`: compares two PNGs the way pixelmatch does.
struct DiffCommand {
    static let name = "diff"
    var expectedPath: String
    var actualPath: String
    var options: DiffOptions
    var limits: DiffLimits
    var diffOutput: String?
    var json: Bool
    var timings: Bool
    /// A self-contained HTML page of the comparison.
    var report: String?
    /// A JUnit XML report, one test case per image.
    var junit: String?
    /// Whether both inputs are folders, compared file by file.
    var comparesFolders: Bool

    init(_ arguments: [String]) throws(CommandLineError) {
        let command = Self.name
        let args = try ParsedArguments(arguments, command: command,
                                       valued: ["threshold", "max-diff-pixels", "max-diff-ratio", "o", "output",
                                                "alpha", "diff-color", "diff-color-alt", "aa-color", "mask-color", "report", "junit"],
                                       flags: ["json", "include-aa", "timings", "diff-mask"], repeatable: ["mask"])
        guard args.positional.count == 2 else {
            throw .usage(args.positional.count < 2 ? "two images (or two folders) are required: EXPECTED.png ACTUAL.png"
                                                   : "unexpected argument '\(args.positional[2])'", command: command)
        }
        guard !args.positional.contains("") else { throw .usage("an image file name is empty", command: command) }
        expectedPath = args.positional[0]
        actualPath = args.positional[1]
        var options = DiffOptions()
        if let v = args.values["threshold"] { options.threshold = try OptionValue.number(v, option: "threshold", in: 0...1, command: command) }
        options.includeAntialiasing = args.flags.contains("include-aa")
        if let v = args.values["alpha"] { options.alpha = try OptionValue.number(v, option: "alpha", in: 0...1, command: command) }
        if let v = args.values["diff-color"] { options.diffColor = try OptionValue.opaqueColor(v, option: "diff-color", command: command) }
        if let v = args.values["diff-color-alt"] { options.diffColorAlt = try OptionValue.opaqueColor(v, option: "diff-color-alt", command: command) }
        if let v = args.values["aa-color"] { options.antialiasColor = try OptionValue.opaqueColor(v, option: "aa-color", command: command) }
        if let v = args.values["mask-color"] { options.maskColor = try OptionValue.opaqueColor(v, option: "mask-color", command: command) }
        options.diffMask = args.flags.contains("diff-mask")
        options.masks = try (args.lists["mask"] ?? []).map { value throws(CommandLineError) in
            try OptionValue.region(value, option: "mask", command: command)
        }
        self.options = options
        var limits = DiffLimits()
        if let v = args.values["max-diff-pixels"] {
            guard let count = Int(v), count >= 0 else {
                throw .usage("--max-diff-pixels needs a whole number of pixels, not '\(v)'", command: command)
            }
            limits.maxDiffPixels = count
        }
        if let v = args.values["max-diff-ratio"] { limits.maxDiffRatio = try OptionValue.number(v, option: "max-diff-ratio", in: 0...1, command: command) }
        self.limits = limits
        guard args.values["o"] == nil || args.values["output"] == nil else {
            throw .usage("give -o or --output, not both", command: command)
        }
        diffOutput = args.values["o"] ?? args.values["output"]
        guard diffOutput != "" else { throw .usage("the output name is empty", command: command) }
        comparesFolders = ImageFiles.isFolder(expectedPath) && ImageFiles.isFolder(actualPath)
        if !comparesFolders, let diffOutput, OutputFormat(path: diffOutput) != .png {
            throw .usage("the diff image must be a .png, not '\(diffOutput)'", command: command)
        }
        json = args.flags.contains("json")
        timings = args.flags.contains("timings")
        report = args.values["report"]
        junit = args.values["junit"]
        if let report, !report.lowercased().hasSuffix(".html") {
            throw .usage("the report must be an .html file, not '\(report)'", command: command)
        }
        if let junit, !junit.lowercased().hasSuffix(".xml") {
            throw .usage("the JUnit report must be an .xml file, not '\(junit)'", command: command)
        }
    }

    /// Compares the images (or the folders); returns 0 when they match within the limits and
    /// 1 when not.
    func run(console: Console) throws(CommandLineError) -> Int32 {
        if comparesFolders { return try runFolders(console: console) }
        for path in [expectedPath, actualPath] where ImageFiles.isFolder(path) {
            throw .input("\(path): is a folder, and the other is not; compare two images or two folders")
        }
        let clock = ContinuousClock()
        let start = clock.now
        let ((expectedPNG, expected), (actualPNG, actual)) = try ImageFiles.loadPair(expectedPath, actualPath)
        let decoded = clock.now
        // One comparison serves the verdict, the diff image and the reports (on the union of
        // both sizes when they differ, which for equal sizes is the plain comparison).
        let result: DiffResult
        do {
            result = try PixelMatch.compareOnUnion(expected, actual, options: options, makeDiffImage: diffOutput != nil || report != nil)
        } catch {
            throw .input(error.description)
        }
        let sameSize = expected.width == actual.width && expected.height == actual.height
        if sameSize, timings {
            console.err(JSONText.object([("decode", .double((decoded - start).milliseconds)), ("compare", .double((clock.now - decoded).milliseconds)),
                                         ("megapixels", .double(Double(result.totalPixels) / 1e6))]) + "\n")
        }
        let stage = StagedOutput()
        stage.protect(expectedPath, as: expectedPath)
        stage.protect(actualPath, as: actualPath)
        if let diffOutput, let image = result.diffImage {
            let png = try ImageFiles.png(image)
            do {
                try stage.write(png, to: diffOutput)
            } catch {
                throw .input(error.description)
            }
        }
        var entries: [DiffEntry] = []
        if report != nil || junit != nil {
            entries = [try FolderDiff.entry(name: actualPath.split(separator: "/").last.map(String.init) ?? actualPath,
                                            expected: (expectedPNG, expected), actual: (actualPNG, actual),
                                            result: result, limits: limits, keepImages: true)]
        }
        try writeReports(entries, stage: stage)
        guard sameSize else {
            let sizes = "\(expected.width)x\(expected.height) vs \(actual.width)x\(actual.height)"
            if json {
                console.out(JSONText.object([
                    ("match", .bool(false)), ("sizeMismatch", .bool(true)),
                    ("expectedSize", .array([.int(expected.width), .int(expected.height)])),
                    ("actualSize", .array([.int(actual.width), .int(actual.height)])),
                    ("differentPixels", .null), ("antialiasedPixels", .null),
                    ("totalPixels", .int(expected.width * expected.height)),
                ]) + "\n")
            } else {
                console.out("sizes differ: \(sizes) (expected vs actual)\n")
            }
            return 1
        }
        let match = limits.passes(result)
        if json {
            console.out(JSONText.object([
                ("match", .bool(match)),
                ("differentPixels", .int(result.differentPixels)),
                ("antialiasedPixels", .int(result.antialiasedPixels)),
                ("totalPixels", .int(result.totalPixels)),
                ("maskedPixels", .int(result.maskedPixels)),
                ("differentRatio", .double(result.differentRatio)),
                ("threshold", .double(options.threshold)),
                ("includeAA", .bool(options.includeAntialiasing)),
                ("maxDiffPixels", limits.maxDiffPixels.map { .int($0) } ?? .null),
                ("maxDiffRatio", limits.maxDiffRatio.map { .double($0) } ?? .null),
            ]) + "\n")
        } else {
            let percent = FixedPoint.text(result.differentRatio * 100, digits: 4)
            console.out("\(match ? "match" : "differ"): \(result.differentPixels) of \(result.totalPixels) pixels differ (\(percent)%), "
                        + "\(result.antialiasedPixels) anti-aliased \(options.includeAntialiasing ? "counted" : "ignored"); "
                        + (result.maskedPixels > 0 ? "\(result.maskedPixels) masked; " : "")
                        + "threshold \(options.threshold), \(limitText)\n")
        }
        return match ? 0 : 1
    }

    private var limitText: String {
        switch (limits.maxDiffPixels, limits.maxDiffRatio) {
        case (nil, nil): "no difference allowed"
        case (let pixels?, nil): "at most \(pixels) pixels allowed"
        case (nil, let ratio?): "at most \(ratio) of the pixels allowed"
        case (let pixels?, let ratio?): "at most \(pixels) pixels and \(ratio) of the pixels allowed"
        }
    }

    /// Compares two folders: one line per image that does not match and a count, or one
    /// JSON object; diff images into the `-o` folder; reports. All files are written only
    /// when every one could be.
    private func runFolders(console: Console) throws(CommandLineError) -> Int32 {
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
                    throw .input(error.description)
                }
            }
        }
        try writeReports(entries, stage: stage)
        let counts = DiffCounts(entries)
        if json {
            console.out(JSONText.object([
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
            ]) + "\n")
        } else {
            for entry in entries where !entry.passed {
                let status = entry.status.rawValue
                console.out(status + String(repeating: " ", count: max(1, 9 - status.count)) + "\(entry.path): \(entry.summary)\n")
            }
            console.out(counts.sentence + "\n")
        }
        return entries.allSatisfy(\.passed) ? 0 : 1
    }

    /// Writes the HTML and JUnit reports asked for, with the other staged files.
    private func writeReports(_ entries: [DiffEntry], stage: StagedOutput) throws(CommandLineError) {
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
            throw .input(error.description)
        }
    }
}
