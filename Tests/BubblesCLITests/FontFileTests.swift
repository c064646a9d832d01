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

    /// `--emoji-font` on each command: a missing file or one without colour glyphs is one error
    /// line, exit 2, nothing written; so is the option without its value.
    @Test(arguments: [["bubble", "--text", "Hi 😀"], ["render", "CHAT"], ["preview", catalog, "--sheet"]])
    func aBadEmojiFontIsOneError(command: [String]) throws {
        try write(Self.chat(fonts: []), to: "chat.json")
        let arguments = command.map { $0 == "CHAT" ? path("chat.json") : $0 }
        for (file, reason) in [("fonts/missing.ttf", "no such file"),
                               ("fonts/NotoSerif-Regular.ttf",
                                "has no colour glyphs (CBDT/CBLC, sbix or COLR tables); an emoji font must draw emoji in colour")] {
            let io = CapturedConsole()
            #expect(io.run(arguments + ["--emoji-font", path(file), "-o", path("out.png")]) == 2)
            #expect(io.err == "error: --emoji-font \(path(file)): \(reason)\n")
            #expect(!exists("out.png"))
        }
        let io = CapturedConsole()
        #expect(io.run(arguments + ["-o", path("out.png"), "--emoji-font"]) == 2)
        #expect(io.err == "error: option '--emoji-font' needs a value (see 'bubbles \(command[0]) --help')\n")
        #expect(!exists("out.png"))
    }

    /// A colour font is taken by `--emoji-font` on each command and by a transcript's
    /// `"emojiFont"`, which `validate` checks as `render` reads it.
    @Test func anEmojiFontIsTakenAndValidated() throws {
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", toPath: path("fonts/Emoji.ttf"))
        let chat = #"{"emojiFont": "EMOJI", "participants": {"a": {}}, "messages": [{"from": "a", "text": "Hi 😀"}]}"#
        try write(chat.replacingOccurrences(of: "EMOJI", with: "fonts/Emoji.ttf"), to: "own.json")
        for arguments in [["render", path("own.json")], ["bubble", "--text", "Hi 😀", "--emoji-font", path("fonts/Emoji.ttf")],
                          ["preview", Self.catalog, "--sheet", "--quiet", "--emoji-font", path("fonts/Emoji.ttf")]] {
            let io = CapturedConsole()
            #expect(io.run(arguments + ["-o", path("out.png")]) == 0, "\(io.err)")
        }
        #expect(CapturedConsole().run(["validate", path("own.json")]) == 0)
        try write(chat.replacingOccurrences(of: "EMOJI", with: "fonts/NotoSerif-Regular.ttf"), to: "serif.json")
        try write(chat.replacingOccurrences(of: "EMOJI", with: "../outside.ttf"), to: "outside.json")
        let io = CapturedConsole()
        #expect(io.run(["validate", path("serif.json"), path("outside.json")]) == 2)
        #expect(io.err == """
            error: \(path("serif.json")): emojiFont: fonts/NotoSerif-Regular.ttf: has no colour glyphs (CBDT/CBLC, sbix or COLR tables); an emoji font must draw emoji in colour
            error: \(path("outside.json")): emojiFont: ../outside.ttf: is outside the transcript's folder \(folder.resolvingSymlinksInPath().path); pass --allow-outside-files to read it

            """)
        let render = CapturedConsole()
        #expect(render.run(["render", path("serif.json"), "-o", path("serif.png")]) == 2)
        #expect(render.err.hasPrefix("error: \(path("serif.json")): emojiFont: fonts/NotoSerif-Regular.ttf: has no colour glyphs"))
        #expect(!exists("serif.png"))
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
