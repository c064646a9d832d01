import Foundation
import Testing
import BubblesCLI
import ImageDiffTool
import PixelDiff
import PNGCodec
import Raster

/// `bubbles report`: failure images of a test run judged with each assertion's own settings.
@Suite("bubbles report")
struct ReportCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-report-\(UUID().uuidString)")

    /// A 4x4 grey image with `dark` of its pixels black.
    private func png(dark: Int) throws -> [UInt8] {
        var pixels = [UInt8](repeating: 200, count: 64)
        for index in 0..<dark { pixels.replaceSubrange(index * 4..<index * 4 + 3, with: [0, 0, 0]) }
        return try PNGEncoder.encode(RGBAImage(width: 4, height: 4, pixels: pixels))
    }

    private func write(_ name: String, dark: Int, settings: ComparisonSettings) throws {
        let base = folder.appendingPathComponent("artifacts/ChatTests/\(name)")
        try FileManager.default.createDirectory(at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(try png(dark: 0)).write(to: URL(fileURLWithPath: base.path + ".expected.png"))
        try Data(try png(dark: dark)).write(to: URL(fileURLWithPath: base.path + ".actual.png"))
        try Data(settings.json.utf8).write(to: URL(fileURLWithPath: base.path + ".json"))
    }

    @Test func eachImageIsJudgedWithItsAssertionsSettings() throws {
        try write("strict", dark: 3, settings: ComparisonSettings(options: DiffOptions(), limits: DiffLimits(maxDiffPixels: 0), reference: "/r/strict.png"))
        try write("loose", dark: 3, settings: ComparisonSettings(options: DiffOptions(), limits: DiffLimits(maxDiffPixels: 5), reference: nil))
        try write("masked", dark: 2, settings: ComparisonSettings(options: DiffOptions(masks: [PixelRegion(x: 0, y: 0, width: 2, height: 1)]),
                                                                 limits: DiffLimits(maxDiffPixels: 0), reference: nil))
        let html = folder.appendingPathComponent("report.html").path, junit = folder.appendingPathComponent("junit.xml").path
        let io = CapturedConsole()
        let status = io.run(["report", folder.appendingPathComponent("artifacts").path, "-o", html, "--junit", junit])
        #expect(status == 1)
        #expect(io.out == "changed  ChatTests/strict.png: 3 of 16 pixels differ (18.7500%)\n3 images: 2 match, 1 changed\n", "\(io.out)")
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("ChatTests/strict.png") && page.contains("data:image/png;base64,"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<testsuites tests=\"3\" failures=\"1\">"))
    }

    @Test func aReportNeedsAnOutput() {
        let io = CapturedConsole()
        #expect(io.run(["report", folder.path]) == 2)
        #expect(io.err.hasPrefix("error: -o REPORT.html or --junit JUNIT.xml is required"))
    }
}
