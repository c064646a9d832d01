import FoundationEssentials
import FileSystem
import PixelDiff
import StrictJSON
import TextOutput

extension DiffJob {
    /// Compares two image files: one line of text (or one JSON object), the diff image and
    /// the reports asked for.
    func runPair(out: (String) -> Void, err: (String) -> Void) throws(DiffToolError) -> Int32 {
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
            throw DiffToolError(error.description)
        }
        let sameSize = expected.width == actual.width && expected.height == actual.height
        if sameSize, timings {
            err(JSONValue.object([("decode", .double((decoded - start).milliseconds)), ("compare", .double((clock.now - decoded).milliseconds)),
                                 ("megapixels", .double(Double(result.totalPixels) / 1e6))]).compactText + "\n")
        }
        let stage = StagedOutput()
        stage.protect(expectedPath, as: expectedPath)
        stage.protect(actualPath, as: actualPath)
        if let diffOutput, let image = result.diffImage {
            let png = try ImageFiles.png(image)
            do {
                try stage.write(png, to: diffOutput)
            } catch {
                throw DiffToolError(error.description)
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
                out(JSONValue.object([
                    ("match", .bool(false)), ("sizeMismatch", .bool(true)),
                    ("expectedSize", .array([.int(expected.width), .int(expected.height)])),
                    ("actualSize", .array([.int(actual.width), .int(actual.height)])),
                    ("differentPixels", .null), ("antialiasedPixels", .null),
                    ("totalPixels", .int(expected.width * expected.height)),
                ]).compactText + "\n")
            } else {
                out("sizes differ: \(sizes) (expected vs actual)\n")
            }
            return 1
        }
        let match = limits.passes(result)
        if json {
            out(JSONValue.object([
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
            ]).compactText + "\n")
        } else {
            let percent = FixedPoint.text(result.differentRatio * 100, digits: 4)
            out("\(match ? "match" : "differ"): \(result.differentPixels) of \(result.totalPixels) pixels differ (\(percent)%), "
                + "\(result.antialiasedPixels) anti-aliased \(options.includeAntialiasing ? "counted" : "ignored"); "
                + (result.maskedPixels > 0 ? "\(result.maskedPixels) masked; " : "")
                + "threshold \(options.threshold), \(limitText)\n")
        }
        return match ? 0 : 1
    }
}
