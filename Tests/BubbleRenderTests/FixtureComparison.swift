import Foundation
import Testing
import BubbleRender
import PixelDiff

/// Compares rendered images with the PNGs under `Fixtures/`, or records them.
///
/// `BUBBLES_RECORD` chooses: `missing` (default) records a fixture that does not exist yet and
/// fails so that you look at it, except on CI (`CI=true`), where a missing fixture just fails;
/// `all` re-records every fixture compared; `never` only compares. On a mismatch the expected,
/// actual and diff images go to `$BUBBLES_ARTIFACTS` (default: a temporary folder), named in
/// the failure message with the measured numbers and the limits.
enum FixtureComparison {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let options = DiffOptions(threshold: 0.1)
    static let limits = DiffLimits(maxDiffRatio: 0.001)

    static func check(_ image: RenderedImage, fixture name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = root.appendingPathComponent(name)
        let environment = ProcessInfo.processInfo.environment
        let mode = environment["BUBBLES_RECORD"] ?? "missing"
        let exists = FileManager.default.fileExists(atPath: url.path)
        if mode == "all" || (!exists && mode == "missing" && environment["CI"] != "true") {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(image.png).write(to: url)
            try Data(RenderEnvironment.summary.utf8).write(to: versionsFile(for: url))
            if mode != "all" {
                Issue.record("recorded new fixture \(url.path): look at it, then run the tests again", sourceLocation: sourceLocation)
            }
            return
        }
        guard exists else {
            Issue.record("missing fixture \(url.path) (record it with scripts/record-fixtures)", sourceLocation: sourceLocation)
            return
        }
        let expected = try PNGDecoder.decode(Array(try Data(contentsOf: url)))
        let expectedImage = try RGBAImage(width: expected.width, height: expected.height, pixels: expected.rgba)
        let actualImage = try RGBAImage(width: image.bitmap.width, height: image.bitmap.height, pixels: image.bitmap.rgba)
        let result: DiffResult
        do {
            result = try PixelMatch.compare(expectedImage, actualImage, options: options, makeDiffImage: true)
        } catch {
            let paths = try saveArtifacts(name: name, expected: expected, actual: image, diff: nil)
            Issue.record("\(name): \(error) \(paths)\(versionNote(for: url))", sourceLocation: sourceLocation)
            return
        }
        guard limits.passes(result) else {
            let diff = result.diffImage.map { Bitmap(width: $0.width, height: $0.height, rgba: $0.pixels) }
            let paths = try saveArtifacts(name: name, expected: expected, actual: image, diff: diff)
            Issue.record("""
                \(name): \(result.differentPixels) of \(result.totalPixels) pixels differ \
                (\(result.antialiasedPixels) anti-aliased ignored); limit \(limits.maxDiffRatio ?? 0) of all pixels \
                at threshold \(options.threshold). \(paths)\(versionNote(for: url))
                """, sourceLocation: sourceLocation)
            return
        }
    }

    private static func versionsFile(for fixture: URL) -> URL {
        fixture.deletingLastPathComponent().appendingPathComponent("render-environment.txt")
    }

    /// Says so when the fixtures were recorded with other library versions than these.
    private static func versionNote(for fixture: URL) -> String {
        guard let recorded = try? String(contentsOf: versionsFile(for: fixture), encoding: .utf8),
              recorded != RenderEnvironment.summary else { return "" }
        let now = RenderEnvironment.summary.split(separator: "\n").joined(separator: ", ")
        let then = recorded.split(separator: "\n").joined(separator: ", ")
        return " Note: fixtures were recorded with \(then); this machine has \(now)."
    }

    private static func saveArtifacts(name: String, expected: Bitmap, actual: RenderedImage, diff: Bitmap?) throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let folder = URL(fileURLWithPath: environment["BUBBLES_ARTIFACTS"] ?? NSTemporaryDirectory() + "bubbles-artifacts")
        let base = folder.appendingPathComponent(name).deletingPathExtension()
        try FileManager.default.createDirectory(at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
        var written: [String] = []
        func save(_ bytes: [UInt8], _ suffix: String) throws {
            let url = URL(fileURLWithPath: base.path + "." + suffix + ".png")
            try Data(bytes).write(to: url)
            written.append(url.path)
        }
        try save(PNGEncoder.encode(expected), "expected")
        try save(actual.png, "actual")
        if let diff { try save(PNGEncoder.encode(diff), "diff") }
        return "Written: " + written.joined(separator: ", ")
    }
}
