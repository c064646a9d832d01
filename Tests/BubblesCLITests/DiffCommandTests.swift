import Foundation
import Testing
import BubblesCLI
import BubbleRender
import PNGCodec
import Raster

@Suite("bubbles diff")
struct DiffCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A white `width` x `height` PNG with the listed pixels painted black.
    private func png(_ name: String, width: Int = 10, height: Int = 10, black: [(Int, Int)] = []) throws -> String {
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for (x, y) in black {
            let o = (y * width + x) * 4
            rgba[o] = 0; rgba[o + 1] = 0; rgba[o + 2] = 0
        }
        let path = folder.appendingPathComponent(name).path
        try Data(PNGEncoder.encode(RGBAImage(width: width, height: height, pixels: rgba))).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func identicalImagesMatch() throws {
        let a = try png("a.png", black: [(3, 3)])
        let io = CapturedConsole()
        #expect(io.run(["diff", a, a]) == 0)
        #expect(io.out.hasPrefix("match: 0 of 100 pixels differ"))
    }

    @Test func isolatedChangedPixelsCountAndLimitsDecide() throws {
        // Three isolated black pixels on white: not anti-aliasing (no flat neighbour run), so each counts.
        let a = try png("a.png")
        let b = try png("b.png", black: [(1, 1), (5, 5), (8, 2)])
        let cases: [([String], Int32)] = [([], 1), (["--max-diff-pixels", "3"], 0), (["--max-diff-pixels", "2"], 1),
                                          (["--max-diff-ratio", "0.03"], 0), (["--max-diff-ratio", "0.02"], 1),
                                          (["--max-diff-pixels", "3", "--max-diff-ratio", "0.02"], 1),
                                          (["--threshold", "1"], 0)]
        for (options, status) in cases {
            let io = CapturedConsole()
            #expect(io.run(["diff", a, b] + options) == status, "\(options)")
        }
        let io = CapturedConsole()
        _ = io.run(["diff", a, b, "--json"])
        #expect(io.out.contains("\"differentPixels\": 3"))
        #expect(io.out.contains("\"totalPixels\": 100"))
        #expect(io.out.contains("\"match\": false"))
        #expect(io.out.contains("\"antialiasedPixels\": 0"))
    }

    @Test func differentSizesAreADifference() throws {
        let io = CapturedConsole()
        #expect(io.run(["diff", try png("a.png", width: 10), try png("b.png", width: 12)]) == 1)
        #expect(io.out == "sizes differ: 10x10 vs 12x10 (expected vs actual)\n")
    }

    @Test func theDiffImageMarksChangedPixelsRed() throws {
        let a = try png("a.png")
        let b = try png("b.png", black: [(4, 4)])
        let out = folder.appendingPathComponent("d.png").path
        #expect(CapturedConsole().run(["diff", a, b, "-o", out]) == 1)
        let diff = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: out)))).image
        let o = (4 * 10 + 4) * 4
        #expect(Array(diff.pixels[o..<o + 4]) == [255, 0, 0, 255])
        #expect(Array(diff.pixels[0..<4]) == [255, 255, 255, 255], "white stays white when faded")
    }

    @Test func maskedRegionsDoNotCount() throws {
        let a = try png("a.png")
        let b = try png("b.png", black: [(1, 1), (5, 5), (8, 2)])
        let out = folder.appendingPathComponent("d.png").path
        let io = CapturedConsole()
        #expect(io.run(["diff", a, b, "--mask", "0,0,3,3", "--mask=7,1,2,2", "-o", out, "--json"]) == 1)
        #expect(io.out.contains("\"differentPixels\": 1,"))
        #expect(io.out.contains("\"maskedPixels\": 13,"))
        let diff = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: out)))).image
        #expect(Array(diff.pixels[((1 * 10 + 1) * 4)..<((1 * 10 + 1) * 4 + 4)]) == [64, 128, 255, 255])
        #expect(CapturedConsole().run(["diff", a, b, "--mask", "0,0,3,3", "--mask", "7,1,2,2", "--mask", "5,5,1,1"]) == 0)
    }

    @Test func differentSizesGetADiffImageOfTheirUnion() throws {
        let out = folder.appendingPathComponent("d.png").path
        #expect(CapturedConsole().run(["diff", try png("a.png", width: 10, height: 4), try png("b.png", width: 12, height: 3), "-o", out]) == 1)
        let diff = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: out)))).image
        #expect(diff.width == 12 && diff.height == 4)
        #expect(Array(diff.pixels[(11 * 4)..<(11 * 4 + 4)]) == [255, 0, 0, 255], "only the actual image covers (11, 0)")
        #expect(Array(diff.pixels[((3 * 12 + 11) * 4)..<((3 * 12 + 11) * 4 + 4)]) == [0, 0, 0, 0], "neither covers (11, 3)")
    }

    @Test func badInputIsExitTwo() throws {
        let a = try png("a.png")
        let text = folder.appendingPathComponent("t.png").path
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: text))
        for (arguments, message) in [
            (["diff", a, folder.appendingPathComponent("none.png").path], "no such file"),
            (["diff", a, text], "not a readable PNG"),
            (["diff", a, folder.path], "is a folder"),
        ] {
            let io = CapturedConsole()
            #expect(io.run(arguments) == 2)
            #expect(io.err.hasPrefix("error: ") && io.err.contains(message), "\(io.err)")
        }
        for (arguments, message) in [
            (["diff", a], "error: two images (or two folders) are required: EXPECTED.png ACTUAL.png (see 'bubbles diff --help')"),
            (["diff", a, a, "--threshold", "2"], "error: --threshold must be from 0 to 1, not 2 (see 'bubbles diff --help')"),
            (["diff", a, a, "--max-diff-pixels", "-1"], "error: --max-diff-pixels needs a whole number of pixels, not '-1' (see 'bubbles diff --help')"),
            (["diff", a, a, "-o", "d.jpg"], "error: the diff image must be a .png, not 'd.jpg' (see 'bubbles diff --help')"),
            (["diff", a, a, "--mask", "1,2,3"], "error: --mask needs x,y,width,height in pixels (width and height above 0), not '1,2,3' (see 'bubbles diff --help')"),
            (["diff", a, a, "--mask", "1,2,0,4"], "error: --mask needs x,y,width,height in pixels (width and height above 0), not '1,2,0,4' (see 'bubbles diff --help')"),
            (["diff", a, a, "--diff-color", "red"], "error: --diff-color needs a colour like #FF00FF, not 'red' (see 'bubbles diff --help')"),
            (["diff", a, a, "--alpha", "1.5"], "error: --alpha must be from 0 to 1, not 1.5 (see 'bubbles diff --help')"),
        ] {
            let io = CapturedConsole()
            #expect(io.run(arguments) == 2)
            #expect(io.err == message + "\n")
        }
    }

    /// Every colour type and bit depth reads as the same straight RGBA as its 8-bit RGBA twin.
    @Test(arguments: ["grey16_trns_13x11", "grey1_adam7_13x11", "palette2_trns_13x11", "rgb16_trns_adam7_13x11", "greyalpha16_13x11", "rgba16_13x11"])
    func everyPNGKindComparesUnpremultiplied(_ name: String) throws {
        let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PNGCodecTests/Images")
        let source = images.appendingPathComponent("\(name).png").path
        let rgba = Array(try Data(contentsOf: images.appendingPathComponent("\(name).rgba")))
        let size = name.split(separator: "_").last.map { $0.split(separator: "x").compactMap { Int($0) } } ?? []
        let twin = folder.appendingPathComponent("twin.png").path
        try Data(try PNGEncoder.encode(RGBAImage(width: size[0], height: size[1], pixels: rgba))).write(to: URL(fileURLWithPath: twin))
        let io = CapturedConsole()
        #expect(io.run(["diff", source, twin, "--threshold", "0"]) == 0, "\(io.out)\(io.err)")
    }
}

/// `bubbles diff EXPECTED_DIR ACTUAL_DIR`: files paired by relative path, reports.
@Suite("bubbles diff on folders")
struct FolderDiffCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-folder-diff-\(UUID().uuidString)")
        for sub in ["expected/chats", "actual/chats"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
    }

    /// A white PNG at `path` under the test folder, with the listed pixels black.
    private func png(_ path: String, width: Int = 8, height: Int = 8, black: [(Int, Int)] = []) throws {
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for (x, y) in black {
            let o = (y * width + x) * 4
            rgba[o] = 0; rgba[o + 1] = 0; rgba[o + 2] = 0
        }
        try Data(PNGEncoder.encode(RGBAImage(width: width, height: height, pixels: rgba))).write(to: folder.appendingPathComponent(path))
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// same.png matches, chats/changed.png differs by one pixel, gone.png and added.png are
    /// on one side only, resized.png changed size; a hidden file and a text file are ignored.
    private func makeFolders() throws {
        try png("expected/same.png"); try png("actual/same.png")
        try png("expected/chats/changed.png"); try png("actual/chats/changed.png", black: [(3, 3)])
        try png("expected/gone.png")
        try png("actual/added.png")
        try png("expected/resized.png"); try png("actual/resized.png", width: 9)
        try Data("x".utf8).write(to: folder.appendingPathComponent("actual/.hidden.png"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("actual/notes.txt"))
    }

    @Test func filesArePairedByRelativePath() throws {
        try makeFolders()
        let io = CapturedConsole()
        #expect(io.run(["diff", path("expected"), path("actual")]) == 1)
        #expect(io.out == """
            new      added.png: only in the actual folder
            changed  chats/changed.png: 1 of 64 pixels differ (1.5625%)
            missing  gone.png: only in the expected folder
            size     resized.png: 8x8 vs 9x8 (expected vs actual)
            5 images: 1 match, 1 changed, 1 of another size, 1 missing, 1 new

            """)
        #expect(io.err.isEmpty)
    }

    @Test func matchingFoldersExitZero() throws {
        try png("expected/a.png"); try png("actual/a.png")
        try png("expected/chats/b.png", black: [(1, 1)]); try png("actual/chats/b.png", black: [(1, 1)])
        let io = CapturedConsole()
        #expect(io.run(["diff", path("expected"), path("actual")]) == 0)
        #expect(io.out == "2 images: 2 match\n")
    }

    @Test func limitsAndMasksApplyToEveryFile() throws {
        try png("expected/a.png"); try png("actual/a.png", black: [(2, 2)])
        #expect(CapturedConsole().run(["diff", path("expected"), path("actual"), "--max-diff-pixels", "1"]) == 0)
        #expect(CapturedConsole().run(["diff", path("expected"), path("actual"), "--mask", "2,2,1,1"]) == 0)
    }

    @Test func reportsJSONAndDiffImages() throws {
        try makeFolders()
        let io = CapturedConsole()
        #expect(io.run(["diff", path("expected"), path("actual"), "--json", "--report", path("out/report.html"),
                        "--junit", path("out/junit.xml"), "-o", path("out/diffs")]) == 1, "\(io.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(io.out.utf8)) as? [String: Any])
        #expect(object["match"] as? Bool == false)
        #expect(object["changed"] as? Int == 1 && object["missing"] as? Int == 1 && object["new"] as? Int == 1)
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["added.png", "chats/changed.png", "gone.png", "resized.png", "same.png"])
        #expect(files[1]["differentPixels"] as? Int == 1)

        let junit = try String(contentsOfFile: path("out/junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"<testsuite name="bubbles diff" tests="5" failures="4""#))
        #expect(junit.contains(#"<testcase classname="bubbles.diff" name="same.png"/>"#))
        #expect(junit.contains(#"<failure type="changed" message="changed: 1 of 64 pixels differ (1.5625%)">"#))

        let html = try String(contentsOfFile: path("out/report.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.components(separatedBy: "<section class=\"entry\"").count - 1 == 4)
        #expect(html.contains("data:image/png;base64,"))
        #expect(!html.contains("http://") && !html.contains("https://"), "the page works offline")
        #expect(html.contains("1 matching image"))

        let diff = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path("out/diffs/chats/changed.png"))))).image
        #expect(Array(diff.pixels[((3 * 8 + 3) * 4)..<((3 * 8 + 3) * 4 + 4)]) == [255, 0, 0, 255])
        #expect(FileManager.default.fileExists(atPath: path("out/diffs/resized.png")))
        #expect(!FileManager.default.fileExists(atPath: path("out/diffs/same.png")))
    }

    @Test func fileNamesAreEscapedInReports() throws {
        try png("expected/<b>&.png"); try png("actual/<b>&.png", black: [(0, 0)])
        #expect(CapturedConsole().run(["diff", path("expected"), path("actual"), "--report", path("r.html"), "--junit", path("j.xml")]) == 1)
        let html = try String(contentsOfFile: path("r.html"), encoding: .utf8)
        #expect(html.contains("&lt;b&gt;&amp;.png") && !html.contains("<b>&"))
        #expect(try String(contentsOfFile: path("j.xml"), encoding: .utf8).contains(#"name="&lt;b&gt;&amp;.png""#))
    }

    @Test func aBadFileInsideIsOneErrorAndNothingIsWritten() throws {
        try png("expected/a.png")
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("actual/a.png"))
        let io = CapturedConsole()
        #expect(io.run(["diff", path("expected"), path("actual"), "--report", path("r.html")]) == 2)
        #expect(io.err.hasPrefix("error: ") && io.err.contains("actual/a.png: not a readable PNG"), "\(io.err)")
        #expect(io.err.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: path("r.html")))
    }

    @Test func diffImagesNeverReplaceAnInput() throws {
        try png("expected/a.png"); try png("actual/a.png", black: [(1, 1)])
        let before = try Data(contentsOf: folder.appendingPathComponent("actual/a.png"))
        let io = CapturedConsole()
        #expect(io.run(["diff", path("expected"), path("actual"), "-o", path("actual")]) == 2)
        #expect(io.err.hasPrefix("error: ") && io.err.split(separator: "\n").count == 1, "\(io.err)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("actual/a.png")) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("actual")).sorted() == ["a.png", "chats"])
    }

    @Test func aFolderAndAFileIsBadUsage() throws {
        try png("expected/a.png")
        let io = CapturedConsole()
        #expect(io.run(["diff", path("expected"), path("expected/a.png")]) == 2)
        #expect(io.err.contains("is a folder, and the other is not"))
        #expect(CapturedConsole().run(["diff", path("expected"), path("actual"), "--report", path("r.txt")]) == 2)
    }
}
