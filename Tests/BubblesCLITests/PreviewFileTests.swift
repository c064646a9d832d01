import Foundation
import Testing
import BubblesCLI

/// `bubbles preview` and its files: all written or none, names that never collide, the report
/// saying which file shows which entry, standard input, stale sheet pages.
@Suite("bubbles preview files")
struct PreviewFileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-preview-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    private func write(_ text: String, to name: String) throws { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    private func files(_ name: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(name)).sorted()
    }
    private func report(_ name: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(name))) as? [String: Any]
        return object?["entries"] as? [[String: Any]] ?? []
    }

    /// A JSON map whose key `b` is too tall for any image at scale 4 and width 40.
    static let failingSecondKey = #"{"en": {"a ok": "fine", "b": ""# + String(repeating: "word ", count: 3000) + #""}}"#

    @Test func aFailingKeyAfterAGoodOneWritesNothing() throws {
        try write(Self.failingSecondKey, to: "strings.json")
        try FileManager.default.createDirectory(atPath: path("prev"), withIntermediateDirectories: true)
        try write("old", to: "prev/a_ok.png")
        let io = CapturedConsole()
        #expect(io.run(["preview", path("strings.json"), "-o", path("prev"), "--jobs", "1", "--width", "40", "--scale", "4", "--quiet"]) == 2)
        #expect(io.err.hasPrefix("error: ") && io.err.filter { $0 == "\n" }.count == 1, "\(io.err)")
        #expect(try files("prev") == ["a_ok.png"])
        #expect(try String(contentsOfFile: path("prev/a_ok.png"), encoding: .utf8) == "old")
        let fresh = CapturedConsole()
        #expect(fresh.run(["preview", path("strings.json"), "-o", path("new/deeper"), "--jobs", "1", "--width", "40", "--scale", "4"]) == 2)
        #expect(try files() == ["prev", "strings.json"], "the folders it created are removed again")
    }

    @Test func aReportIntoAMissingFolderWritesNoImages() throws {
        try write(#"{"en": {"a": "A", "b": "B"}}"#, to: "strings.json")
        let io = CapturedConsole()
        #expect(io.run(["preview", path("strings.json"), "-o", path("prev"), "--report", path("missing/r.json"), "--quiet"]) == 2)
        #expect(io.err == "error: \(path("missing/r.json")): the folder \(path("missing")) does not exist\n")
        #expect(try files() == ["strings.json"])
        let sheet = CapturedConsole()
        #expect(sheet.run(["preview", path("strings.json"), "-o", path("s.png"), "--sheet", "--report", path("missing/r.json")]) == 2)
        #expect(try files() == ["strings.json"])
    }

    @Test func keysThatLookAlikeGetFilesOfTheirOwnNamedInTheReport() throws {
        try write(#"{"en": {"x?": "one", "x_": "two", "x_-2": "three", "X_": "four"}}"#, to: "strings.json")
        let io = CapturedConsole()
        #expect(io.run(["preview", path("strings.json"), "-o", path("prev"), "--report", path("r.json"), "--quiet"]) == 0, "\(io.err)")
        #expect(try files("prev").count == 4)
        let entries = try report("r.json")
        let mapping = Dictionary(uniqueKeysWithValues: entries.map { ($0["key"] as? String ?? "", $0["file"] as? String ?? "") })
        #expect(Set(mapping.values).count == 4)
        for (_, file) in mapping { #expect(FileManager.default.fileExists(atPath: file), "\(file)") }
        #expect(mapping["x?"] == path("prev/x_.png"))
    }

    /// The report's name is checked before anything is drawn: the entry here, 99,999 line
    /// breaks, would fail first if it were drawn.
    @Test func theReportOrAnImageCannotReplaceTheCatalog() throws {
        let catalog = #"{"en": {"a": "\#(String(repeating: "\\n", count: 99_999))"}}"#
        try write(catalog, to: "strings.json")
        let io = CapturedConsole()
        #expect(io.run(["preview", path("strings.json"), "-o", path("prev"), "--report", path("strings.json")]) == 2)
        #expect(io.err == "error: \(path("strings.json")): would replace the input \(path("strings.json")); choose another output name\n")
        #expect(try String(contentsOfFile: path("strings.json"), encoding: .utf8) == catalog)
        #expect(try files() == ["strings.json"])
    }

    @Test func aCatalogFromStandardInput() throws {
        let run = try BubblesProcess.run(["preview", "-", "-o", path("prev"), "--report", path("r.json")],
                                         standardInput: Data(#"{"en": {"hello": "Hello"}, "de": {"hello": "Hallo"}}"#.utf8))
        #expect(run.status == 0, "\(run.err)")
        #expect(try files("prev") == ["hello.png"])
        #expect(try report("r.json").count == 2)
        let broken = try BubblesProcess.run(["preview", "-", "-o", path("bad")], standardInput: Data(#"{"en": {"hello": 3}}"#.utf8))
        #expect(broken.status == 2)
        #expect(broken.err.hasPrefix("error: <stdin>: en.hello: "), "\(broken.err)")
    }

    @Test func anInterruptedSheetLeavesNoTemporaryFile() throws {
        let keys = (0..<3000).map { #""key \#($0)": "text \#($0)""# }.joined(separator: ", ")
        try write(#"{"en": {"# + keys + "}}", to: "strings.json")
        let watch = try FolderWatch(folder)
        let run = try BubblesProcess(["preview", path("strings.json"), "-o", path("s.png"), "--sheet", "--scale", "4"])
        let staging = watch.waitForName(startingWith: ".bubbles-", whileRunning: run)
        #expect(staging, "the preview ended before a temporary file was made")
        if staging { kill(run.process.processIdentifier, SIGINT) }
        let outcome = run.finish()
        #expect(outcome.reason == .uncaughtSignal && outcome.status == SIGINT)
        #expect(try files() == ["strings.json"])
    }

    @Test func stalePagesOfALongerSheetAreRemoved() throws {
        let keys = (0..<200).map { #""key \#($0)": "text \#($0)""# }.joined(separator: ", ")
        try write(#"{"en": {"# + keys + "}}", to: "strings.json")
        try write(#"{"en": {"one": "One"}}"#, to: "one.json")
        #expect(CapturedConsole().run(["preview", path("strings.json"), "-o", path("s.png"), "--sheet", "--scale", "4",
                                       "--report", path("r.json"), "--quiet"]) == 0)
        let pages = try files().filter { $0.hasPrefix("s-") }.count
        #expect(pages > 1)
        let entries = try report("r.json")
        #expect(entries.first?["file"] as? String == path("s-1.png"))
        #expect(entries.last?["file"] as? String == path("s-\(pages).png"))
        try FileManager.default.removeItem(atPath: path("r.json"))
        let io = CapturedConsole()
        #expect(io.run(["preview", path("one.json"), "-o", path("s.png"), "--sheet"]) == 0)
        #expect(io.err == "bubbles: removed \(pages) stale pages of \(path("s.png")) left by an earlier render\n")
        #expect(try files() == ["one.json", "s.png", "strings.json"])
    }
}
