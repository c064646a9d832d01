import Foundation
import Testing
import BubblesCLI
import BubbleRender

/// `--font-file` on `render`, `bubble` and `preview`, and a transcript's `"fonts"`: the family
/// becomes usable, and a bad file is one `error:` line, exit 2, nothing written.
@Suite("font files")
struct FontFileTests {
    static let inter = HostileFileTests.repository.appendingPathComponent("Fixtures/transcripts/fonts/NotoSerif-Regular.ttf")
    static let catalog = HostileFileTests.repository.appendingPathComponent("Tests/LocalizationTests/Samples/Chat.xcstrings").path
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-font-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.inter, to: folder.appendingPathComponent("fonts/NotoSerif-Regular.ttf"))
        try FileManager.default.copyItem(at: HostileFileTests.annPNG, to: folder.appendingPathComponent("fonts/photo.ttf"))
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    private func write(_ text: String, to name: String) throws { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    private func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }
    private static func chat(fonts: [String]) -> String {
        let list = fonts.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"font": "Noto Serif 17", "fonts": [\#(list)], "participants": {"a": {}}, "messages": [{"from": "a", "text": "Hi"}]}"#
    }

    @Test func bubbleTakesTheFamilyOfAFontFile() {
        let io = CapturedConsole()
        #expect(io.run(["bubble", "--text", "Hi", "--font", "Noto Serif 20", "--font-file", path("fonts/NotoSerif-Regular.ttf"), "-o", path("a.png")]) == 0)
        #expect(io.err.isEmpty)
        let without = CapturedConsole()
        #expect(without.run(["bubble", "--text", "Hi", "--font", "Noto Serif 20", "-o", path("b.png")]) == 2)
        #expect(without.err.hasPrefix(#"error: --font "Noto Serif 20": unknown family "Noto Serif""#))
        #expect(!exists("b.png"))
    }

    @Test(arguments: [["bubble", "--text", "Hi"], ["render", "CHAT"], ["preview", catalog, "--sheet"]])
    func aBadFontFileIsOneError(command: [String]) throws {
        try write(Self.chat(fonts: []), to: "chat.json")
        let arguments = command.map { $0 == "CHAT" ? path("chat.json") : $0 }
        for (file, reason) in [("fonts/missing.ttf", "no such file"),
                               ("fonts/photo.ttf", "is not a font file FreeType can read (TrueType, OpenType or a TTC collection)")] {
            let io = CapturedConsole()
            #expect(io.run(arguments + ["--font-file", path("fonts/NotoSerif-Regular.ttf"), "--font-file", path(file), "-o", path("out.png")]) == 2)
            #expect(io.err == "error: --font-file \(path(file)): \(reason)\n")
            #expect(!exists("out.png"))
        }
    }

    @Test func renderTakesTranscriptFontsAndFontFiles() throws {
        try write(Self.chat(fonts: ["fonts/NotoSerif-Regular.ttf"]), to: "own.json")
        try write(Self.chat(fonts: []), to: "plain.json")
        let io = CapturedConsole()
        #expect(io.run(["render", path("own.json"), "-o", path("own.png")]) == 0, "\(io.err)")
        #expect(io.run(["render", path("plain.json"), "--font-file", path("fonts/NotoSerif-Regular.ttf"), "-o", path("plain.png")]) == 0, "\(io.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("own.png"))) == Data(contentsOf: URL(fileURLWithPath: path("plain.png"))))
    }

    /// In a batch, one transcript's fonts do not reach the next, on the same worker.
    @Test func aBatchKeepsEachTranscriptsFonts() throws {
        try write(Self.chat(fonts: ["fonts/NotoSerif-Regular.ttf"]), to: "a.json")
        try write(Self.chat(fonts: []), to: "b.json")
        try write(Self.chat(fonts: ["fonts/NotoSerif-Regular.ttf"]), to: "c.json")
        let io = CapturedConsole()
        #expect(io.run(["render", path("a.json"), path("b.json"), path("c.json"), "--jobs", "1", "-o", path("out/"), "--quiet"]) == 2)
        #expect(io.err.hasPrefix("error: \(path("b.json")): font: unknown family \"Noto Serif\""))
        #expect(io.err.split(separator: "\n").count == 1)
        #expect(exists("out/a.png") && exists("out/c.png") && !exists("out/b.png"))
    }

    @Test func aBadTranscriptFontNamesItsEntry() throws {
        try write(Self.chat(fonts: ["fonts/NotoSerif-Regular.ttf", "fonts/photo.ttf"]), to: "chat.json")
        let io = CapturedConsole()
        #expect(io.run(["render", path("chat.json"), "-o", path("out.png")]) == 2)
        #expect(io.err == "error: \(path("chat.json")): fonts[1]: fonts/photo.ttf: is not a font file FreeType can read (TrueType, OpenType or a TTC collection)\n")
        #expect(!exists("out.png"))
        try write(Self.chat(fonts: [Self.inter.path]), to: "outside.json")
        let outside = CapturedConsole()
        #expect(outside.run(["render", path("outside.json"), "-o", path("out.png")]) == 2)
        #expect(outside.err.hasPrefix("error: \(path("outside.json")): fonts[0]: \(Self.inter.path): is an absolute path"))
        #expect(CapturedConsole().run(["render", path("outside.json"), "--allow-outside-files", "-o", path("out.png")]) == 0)
    }

    /// `bubbles validate` checks the font files as `render` would, without drawing.
    @Test func validateChecksTheFontFiles() throws {
        try write(Self.chat(fonts: ["fonts/NotoSerif-Regular.ttf", "fonts/photo.ttf", "../outside.ttf"]), to: "chat.json")
        let io = CapturedConsole()
        #expect(io.run(["validate", path("chat.json")]) == 2)
        #expect(io.err == """
            error: \(path("chat.json")): fonts[1]: fonts/photo.ttf: is not a font file FreeType can read (TrueType, OpenType or a TTC collection)
            error: \(path("chat.json")): fonts[2]: ../outside.ttf: is outside the transcript's folder \(folder.resolvingSymlinksInPath().path); pass --allow-outside-files to read it

            """)
        try write(Self.chat(fonts: ["fonts/NotoSerif-Regular.ttf"]), to: "good.json")
        #expect(CapturedConsole().run(["validate", path("good.json")]) == 0)
    }

    @Test func previewDrawsEveryBubbleInTheFont() throws {
        let io = CapturedConsole()
        #expect(io.run(["preview", Self.catalog, "--sheet", "--font", "Noto Serif 15", "--font-file", path("fonts/NotoSerif-Regular.ttf"),
                        "-o", path("inter.png"), "--quiet"]) == 0, "\(io.err)")
        #expect(io.run(["preview", Self.catalog, "--sheet", "--font", "Noto Sans 15", "-o", path("noto.png"), "--quiet"]) == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("inter.png"))) != Data(contentsOf: URL(fileURLWithPath: path("noto.png"))))
        let without = CapturedConsole()
        #expect(without.run(["preview", Self.catalog, "--sheet", "--font", "Noto Serif 15", "-o", path("none.png"), "--quiet"]) == 2)
        #expect(without.err.hasPrefix(#"error: --font "Noto Serif 15": unknown family "Noto Serif""#))
        #expect(without.err.split(separator: "\n").count == 1)
        let folder = CapturedConsole()
        #expect(folder.run(["preview", Self.catalog, "--font", "Noto Serif 15", "-o", path("keys/"), "--quiet"]) == 2)
        #expect(folder.err.hasPrefix(#"error: --font "Noto Serif 15": unknown family "Noto Serif""#))
        #expect(!FileManager.default.fileExists(atPath: path("keys")))
    }
}
