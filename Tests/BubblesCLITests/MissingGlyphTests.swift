import Foundation
import Testing
import BubblesCLI

/// Characters no font has are drawn as boxes; every command says so, one `warning:` line per
/// text, and `--fail-on-missing-glyphs` makes it exit status 1 (the output is still written).
@Suite("missing glyphs")
struct MissingGlyphTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-tofu-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func write(_ text: String, to name: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    /// U+F8FF (Apple's logo, private use) and U+11F04 (Kawi): no Noto font has them.
    static let tofu = "\u{F8FF}"

    @Test func bubbleWarnsAndTheFlagFails() throws {
        let io = CapturedConsole()
        #expect(io.run(["bubble", "--text", "Sent from my \(Self.tofu) iPhone \u{11F04}\u{11F04}", "-o", path("a.png")]) == 0)
        #expect(io.err == "warning: --text: 3 characters no font has, drawn as boxes: U+F8FF, U+11F04\n")
        #expect(FileManager.default.fileExists(atPath: path("a.png")))
        let failing = CapturedConsole()
        #expect(failing.run(["bubble", "--text", "x\(Self.tofu)", "-o", path("b.png"), "--fail-on-missing-glyphs"]) == 1)
        #expect(failing.err == "warning: --text: 1 character no font has, drawn as a box: U+F8FF\n")
        #expect(FileManager.default.fileExists(atPath: path("b.png")))
        let clean = CapturedConsole()
        #expect(clean.run(["bubble", "--text", "বাংলা ខ្មែរ", "-o", path("c.png"), "--fail-on-missing-glyphs"]) == 0)
        #expect(clean.err.isEmpty)
    }

    static let transcript = """
        {"participants": {"ann": {"name": "Ann \u{F8FF}"}, "bob": {"name": "Bob"}, "me": {"side": "outgoing"}},
         "messages": [{"from": "ann", "text": "hi"}, {"from": "bob", "text": "\u{F8FF} and \u{11F04}", "time": "09:41"},
                      {"separator": "Today \u{F8FF}"}, {"from": "me", "text": "fine", "time": "09:42 \u{F8FF}"},
                      {"from": "me", "text": "no boxes here"}]}
        """

    static let warnings = [
        ": participants.ann.name: 1 character no font has, drawn as a box: U+F8FF",
        ": messages[1].text: 2 characters no font has, drawn as boxes: U+F8FF, U+11F04",
        ": messages[2].separator: 1 character no font has, drawn as a box: U+F8FF",
        ": messages[3].time: 1 character no font has, drawn as a box: U+F8FF",
    ]

    @Test func renderNamesEachTextByItsJSONPath() throws {
        let input = try write(Self.transcript, to: "chat.json")
        let io = CapturedConsole()
        #expect(io.run(["render", input, "-o", path("chat.png")]) == 0)
        #expect(io.err == Self.warnings.map { "warning: \(input)\($0)\n" }.joined())
        #expect(FileManager.default.fileExists(atPath: path("chat.png")))
        #expect(CapturedConsole().run(["render", input, "-o", path("chat2.png"), "--fail-on-missing-glyphs"]) == 1)
        #expect(FileManager.default.fileExists(atPath: path("chat2.png")))
    }

    @Test func aBatchWarnsInInputOrderAndTheFlagFails() throws {
        let clean = try write(#"{"messages": [{"from": "a", "text": "ok"}], "participants": {"a": {}}}"#, to: "a.json")
        let tofu = try write(Self.transcript, to: "b.json")
        let io = CapturedConsole()
        #expect(io.run(["render", tofu, clean, "-o", path("out") + "/", "--quiet", "--jobs", "2"]) == 0)
        #expect(io.err == Self.warnings.map { "warning: \(tofu)\($0)\n" }.joined())
        #expect(CapturedConsole().run(["render", clean, tofu, "-o", path("out2") + "/", "--quiet", "--fail-on-missing-glyphs"]) == 1)
        let cleanOnly = CapturedConsole()
        #expect(cleanOnly.run(["render", clean, "-o", path("out3") + "/", "--quiet", "--fail-on-missing-glyphs"]) == 0, "\(cleanOnly.err)")
    }

    @Test func previewMarksLocalesWithTofuAndTheFlagFails() throws {
        let map = try write(#"{"en": {"hello": "Hello", "bye": "Bye \#(Self.tofu)"}, "km": {"hello": "សួស្តី", "bye": "លាហើយ"}}"#, to: "s.json")
        let io = CapturedConsole()
        #expect(io.run(["preview", map, "-o", path("p"), "--quiet"]) == 0)
        let lines = io.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("en ") && $0.hasSuffix("1  <- tofu") })
        #expect(lines.contains { $0.hasPrefix("km ") && $0.hasSuffix("0") })
        #expect(lines.last == "4 entries, 0 missing, 0 overflowing, 1 with characters no font has (drawn as boxes)")
        #expect(CapturedConsole().run(["preview", map, "-o", path("q"), "--quiet", "--fail-on-missing-glyphs"]) == 1)
        #expect(CapturedConsole().run(["preview", map, "-o", path("r"), "--quiet", "--locales", "km", "--fail-on-missing-glyphs"]) == 0)
    }
}
