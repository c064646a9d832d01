import Foundation
import Testing
import BubblesCLI
import WorkMeter
import BubbleRender
import BubbleSnapshot
import PixelDiff

@Suite("bubbles preview")
struct PreviewCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalog = repository.appendingPathComponent("Tests/LocalizationTests/Samples/Chat.xcstrings").path
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func report(_ name: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path(name)))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return object?["entries"] as? [[String: Any]] ?? []
    }

    @Test func everyKeyGetsAnImageThatMatchesItsFixture() throws {
        let io = CapturedConsole()
        #expect(io.run(["preview", Self.catalog, "-o", path("out"), "--scale", "1", "--quiet"]) == 0, "\(io.err)")
        let images = try FileManager.default.contentsOfDirectory(atPath: path("out")).sorted()
        #expect(images.count == 12)
        let configuration = SnapshotConfiguration.exact(
            otherEnvironment: SnapshotTolerance(diff: DiffOptions(threshold: 0.1), limits: DiffLimits(maxDiffRatio: 0.001)),
            environment: .bubbleRender)
        for image in images {
            let png = Array(try Data(contentsOf: URL(fileURLWithPath: path("out/\(image)"))))
            try Snapshot.verify(png: png, reference: Self.repository.appendingPathComponent("Fixtures/preview/\(image)"), configuration: configuration)
        }
        #expect(io.out.hasSuffix("160 entries, 2 missing, 0 overflowing\n"))
    }

    @Test func theReportListsEveryKeyLocaleAndVariation() throws {
        let io = CapturedConsole()
        #expect(io.run(["preview", Self.catalog, "-o", path("sheet.png"), "--sheet", "--report", path("r.json"), "--max-lines", "1", "--scale", "0.5", "--quiet"]) == 0)
        let entries = try report("r.json")
        #expect(entries.count == 160)
        let missing = entries.filter { $0["missing"] as? Bool == true }.map { "\($0["locale"] ?? "") \($0["key"] ?? "")" }
        #expect(missing.sorted() == ["hi Notification settings", "th Type a message…"])
        let russianFew = entries.first { $0["locale"] as? String == "ru" && $0["variation"] as? String == "plural.few" }
        #expect(russianFew?["text"] as? String == "%lld новых сообщения")
        #expect((russianFew?["width"] as? Double ?? 0) > 100)
        #expect(russianFew?["lines"] as? Int == 1)
        let overflowing = entries.filter { $0["overflow"] as? Bool == true }
        #expect(!overflowing.isEmpty)
        #expect(overflowing.allSatisfy { ($0["lines"] as? Int ?? 0) > 1 })
        #expect(CapturedConsole().run(["preview", Self.catalog, "-o", path("s2.png"), "--sheet", "--max-lines", "1", "--fail-on-overflow", "--scale", "0.5", "--quiet"]) == 1)
        #expect(CapturedConsole().run(["preview", Self.catalog, "-o", path("s3.png"), "--sheet", "--max-lines", "5", "--fail-on-overflow", "--scale", "0.5", "--quiet"]) == 0)
    }

    @Test func filtersAndUnknownGlyphs() throws {
        let map = path("strings.json")
        try Data(#"{"en": {"hello": "Hello", "bye": "Bye"}, "ta": {"hello": "வணக்கம் \uF8FF"}}"#.utf8).write(to: URL(fileURLWithPath: map))
        let io = CapturedConsole()
        #expect(io.run(["preview", map, "-o", path("f"), "--keys", "h*", "--locales", "ta,en", "--report", path("f.json")]) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("f")) == ["hello.png"])
        let entries = try report("f.json")
        #expect(entries.map { $0["locale"] as? String } == ["ta", "en"])
        #expect(entries[0]["unknownGlyphs"] as? Int == 1, "Tamil is drawn; only U+F8FF, which no font has, is counted")
        #expect(entries[1]["unknownGlyphs"] as? Int == 0)
    }

    /// Catalogs that took minutes and gigabytes, or failed naming nothing: one line naming
    /// the file and the key and locale, or the JSON path; no sheet written.
    @Test func hostileCatalogsAreOneLineNamingTheEntry() throws {
        let tall = path("tall.json")
        try Data(#"{"en": {"ok": "fine", "tall": "\#(String(repeating: "x ", count: 40_000))"}}"#.utf8).write(to: URL(fileURLWithPath: tall))
        let bomb = path("Bomb.xcstrings")
        let form = #"{"stringUnit": {"state": "translated", "value": "\#(String(repeating: "x", count: 10_000))"}}"#
        try Data((#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"value": ""#
                  + String(repeating: "%#@a@", count: 2000) + #""}, "substitutions": {"a": {"formatSpecifier": "lld", "#
                  + #""variations": {"plural": {"one": \#(form), "other": \#(form)}}}}}}}}}"#).utf8).write(to: URL(fileURLWithPath: bomb))
        let tallBytes = try Data(contentsOf: URL(fileURLWithPath: tall)).count
        let cases: [([String], String)] = [
            ([tall, "--sheet", "-o", path("sheet.png")], "error: \(tall): key \"tall\" (en): the bubble is 91500 pixels tall at scale 2, "
                + "more than the 32767 an image can be; shorten it or lower the scale\n"),
            ([tall, "-o", path("folder")], "error: \(tall): key \"tall\" (en): the bubble is 91500 pixels tall at scale 2, "
                + "more than the 32767 an image can be; shorten it or lower the scale\n"),
            ([bomb, "--sheet", "-o", path("sheet.png")],
             "error: \(bomb): strings.k.localizations.en.substitutions.a: expands to 20000000 characters (the limit is 100000)\n"),
        ]
        for (arguments, message) in cases {
            let io = CapturedConsole()
            let (status, work) = io.measuredRun(["preview"] + arguments + ["--quiet"])
            #expect(status == 2)
            // Each text laid out at most once (fewer bytes than the tall catalog has); the small
            // entries drawn, never the 828x91500 bubble (76 million pixels); not a character of
            // the bomb's 20 million built.
            #expect(work[.laidOutText] <= tallBytes)
            #expect(work[.surfacePixels] <= 1_000_000)
            #expect(work[.substitutionCharacters] == 0)
            #expect(io.err == message)
            #expect(io.out.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: path("sheet.png")))
    }

    /// One greeting in each of 60 writing systems, every one drawn: no glyph without a font.
    @Test func sixtyWritingSystemsHaveNoTofu() throws {
        let greetings = Self.repository.appendingPathComponent("Fixtures/localization/greetings.json").path
        let io = CapturedConsole()
        #expect(io.run(["preview", greetings, "-o", path("g.png"), "--sheet", "--report", path("g.json"), "--scale", "0.5", "--quiet"]) == 0)
        let entries = try report("g.json")
        #expect(entries.count == 60)
        let tofu = entries.filter { $0["unknownGlyphs"] as? Int != 0 }.map { "\($0["locale"] ?? "")" }
        #expect(tofu.isEmpty, "tofu in \(tofu)")
    }

    @Test func badInputIsOneLine() throws {
        let broken = path("Broken.xcstrings")
        try Data(#"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"de": {"stringUnit": {"value": 3}}}}}}"#.utf8)
            .write(to: URL(fileURLWithPath: broken))
        let cases: [([String], String)] = [
            (["preview", broken, "-o", path("x")], "error: \(broken): strings.a.localizations.de.stringUnit.value: expected a string, found a number"),
            (["preview", path("none.xcstrings"), "-o", path("x")], "error: \(path("none.xcstrings")): no such file"),
            (["preview", Self.catalog, "-o", path("x.png")], "error: without --sheet the output is a folder (one image per key), not '\(path("x.png"))' (see 'bubbles preview --help')"),
            (["preview", Self.catalog, "-o", path("x"), "--fail-on-overflow"], "error: --fail-on-overflow needs --max-lines N (see 'bubbles preview --help')"),
        ]
        for (arguments, message) in cases {
            let io = CapturedConsole()
            #expect(io.run(arguments) == 2)
            #expect(io.err.hasPrefix(message), "\(io.err)")
            #expect(io.err.filter { $0 == "\n" }.count == 1)
        }
        #expect(!FileManager.default.fileExists(atPath: path("x")))
    }
}
