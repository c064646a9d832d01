import Foundation
import Testing
import BubblesCLI

/// `bubbles preview` and `validate` on every string file format beyond `.xcstrings`,
/// `.strings` and JSON maps, and `--pseudo`.
@Suite("bubbles preview: more string file formats, pseudolocales")
struct PreviewFormatTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LocalizationTests/Samples")
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private static func sample(_ relative: String) -> String { samples.appendingPathComponent(relative).path }

    /// The report's entries as `locale variation=text` lines.
    private func report(_ name: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path(name)))
        let entries = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["entries"] as? [[String: Any]] ?? []
        return entries.map { entry in
            let variation = (entry["variation"] as? String).map { " " + $0 } ?? ""
            return "\(entry["key"] ?? "") \(entry["locale"] ?? "")\(variation)=\(entry["text"] as? String ?? "MISSING")"
        }
    }

    @Test(arguments: [
        (["android/res/values/strings.xml", "android/res/values-de/strings.xml"], "messages de plural.one=%d neue Nachricht", 24),
        (["xliff/de.xliff"], "Send de=Senden", 14),
        (["xliff/fr.xlf"], "greeting fr=Bonjour, %@ !", 8),
        (["en.lproj/Localizable.stringsdict", "de.lproj/Localizable.stringsdict"], "%d new messages de plural.other=%d neue Nachrichten", 16),
        (["po/de.po"], "menu|Open de=Öffnen", 16),
        (["arb/app_en.arb", "arb/app_de.arb"], "pronoun de select.female=MISSING", 14),
    ])
    func everyFormatIsPreviewed(files: [String], line: String, count: Int) throws {
        let io = CapturedConsole()
        let arguments = ["preview"] + files.map(Self.sample) + ["-o", path("sheet.png"), "--sheet", "--report", path("r.json"),
                                                                 "--base-language", "en", "--scale", "1", "--quiet"]
        #expect(io.run(arguments) == 0, "\(io.err)")
        let lines = try report("r.json")
        #expect(lines.contains(line), "\(lines)")
        #expect(lines.count == count)
        #expect(FileManager.default.fileExists(atPath: path("sheet.png")))
        #expect(io.err.isEmpty)
    }

    @Test func pseudolocalesAreLocalesOfTheirOwn() throws {
        let io = CapturedConsole()
        #expect(io.run(["preview", Self.sample("arb/app_en.arb"), "-o", path("p"), "--report", path("p.json"),
                        "--pseudo", "accented,expanded", "--pseudo", "rtl", "--pseudo", "bounded,rtl", "--scale", "1", "--quiet"]) == 0,
                "\(io.err)")
        let lines = try report("p.json").filter { $0.hasPrefix("greeting ") }
        let rlo = "\u{200F}\u{202E}", pdf = "\u{202C}\u{200F}", lri = "\u{2066}", pdi = "\u{2069}"
        #expect(lines == [
            "greeting en=Hello, {name}!", "greeting en-x-accented=Ĥéļļö, {name}!", "greeting en-x-bounded=[Hello, {name}!]",
            "greeting en-x-expanded=Hello, {name}! one", "greeting en-x-rtl=\(rlo)Hello,\(pdf) \(lri){name}\(pdi)\(rlo)!\(pdf)",
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("p")).sorted() == ["greeting.png", "newMessages.png", "pronoun.png"])
        // The summary's locale column widens for the long names.
        #expect(io.out.hasPrefix("locale        entries  missing  overflow  unknown glyphs\nen            7        0        0         0\n"
                                 + "en-x-accented 7        0        0         0\n"), "\(io.out)")
    }

    @Test func pseudolocalesFollowChosenLocales() throws {
        let io = CapturedConsole()
        #expect(io.run(["preview", Self.sample("po/de.po"), "-o", path("q.png"), "--sheet", "--report", path("q.json"),
                        "--locales", "de", "--pseudo", "bounded", "--keys", "Send", "--scale", "1", "--quiet"]) == 0, "\(io.err)")
        #expect(try report("q.json") == ["Send de=Senden", "Send en-x-bounded=[Send]"])
    }

    @Test(arguments: [
        (["--pseudo", "wide"], "error: --pseudo must be one of accented, expanded, rtl, bounded, not 'wide' (see 'bubbles preview --help')"),
        (["--pseudo", "accented,"], "error: --pseudo must be one of accented, expanded, rtl, bounded, not '' (see 'bubbles preview --help')"),
        (["--pseudo", "rtl,acented"], "error: --pseudo must be one of accented, expanded, rtl, bounded, not 'acented'; did you mean 'accented'? (see 'bubbles preview --help')"),
    ])
    func badPseudoVariants(extra: [String], message: String) throws {
        let io = CapturedConsole()
        #expect(io.run(["preview", Self.sample("po/de.po"), "-o", path("bad")] + extra) == 2)
        #expect(io.err == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: path("bad")))
    }

    @Test(arguments: [
        ("values-de/strings.xml", "<resources><string name=\"a\">x</resources>",
         ":1:42: Opening and ending tag mismatch: string line 1 and resources"),
        ("de.xliff", "<xliff version=\"1.2\"><file/></xliff>", #":1: <file> needs source-language="LANGUAGE" like "en""#),
        ("de.lproj/Localizable.stringsdict", "<plist><dict><key>k</key><string>x</string></dict></plist>", ":1: k: expected a <dict>"),
        ("de.po", "msgid \"a\"\nmsgstr \"b", ":2:8: unterminated string"),
        ("app_de.arb", #"{"a": ["x"]}"#, ": a: expected a string, found an array"),
        ("values-de/strings.xml", "<!DOCTYPE r [<!ENTITY a \"b\">]><resources/>",
         ":1: the document declares an entity (<!ENTITY ...>); entities are not read, for safety"),
    ])
    func malformedFilesAreOneErrorAndNoOutput(name: String, text: String, message: String) throws {
        let file = path(name)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let io = CapturedConsole()
        #expect(io.run(["preview", file, "-o", path("out.png"), "--sheet", "--report", path("out.json")]) == 2)
        #expect(io.err == "error: \(file)\(message)\n")
        #expect(io.out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path("out.png")))
        #expect(!FileManager.default.fileExists(atPath: path("out.json")))
        let validate = CapturedConsole()
        #expect(validate.run(["validate", file]) == 2)
        #expect(validate.err == "error: \(file)\(message)\n")
    }

    @Test func validateAcceptsEveryFormat() throws {
        let files = ["android/res/values-de/strings.xml", "xliff/de.xliff", "xliff/fr.xlf", "en.lproj/Localizable.stringsdict",
                     "po/de.po", "arb/app_en.arb"].map(Self.sample)
        let io = CapturedConsole()
        #expect(io.run(["validate"] + files) == 0, "\(io.err)")
        #expect(io.out == "valid: 6 localization files\n")
    }
}
